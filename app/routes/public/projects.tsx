/**
 * /projets (spec public-site.md §2.6): the campaign as flagship project, the other public projects
 * filtered by category in the URL (`?categorie=education`), and ways to get involved.
 */
import { Link } from "react-router";
import { FlagshipProject } from "~/components/site/projects/flagship-project";
import { InvolvementSection } from "~/components/site/projects/involvement-section";
import { ProjectCard } from "~/components/site/projects/project-card";
import { EmptyState, FilterTabs, listHref } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { getPageText } from "~/domain/pages/page-text.server";
import { CATEGORY_LABELS, PROJECT_CATEGORIES, parseCategory } from "~/domain/projects/categories";
import { getFlagshipProject, listPublicProjects } from "~/domain/projects/public-projects.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/projects";
import { visibleUrl } from "~/lib/visible-url";

const FILTERS = [
  { value: null, label: "Tous" },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const category = parseCategory(visibleUrl(request).searchParams.get("categorie"));
  const [page, flagship] = await Promise.all([getPageText(db, "/projets"), getFlagshipProject(db)]);
  const title = page?.title || "Nos projets";
  const [projects, { seo, siteName }] = await Promise.all([
    listPublicProjects(db, { category, exceptId: flagship?.id }),
    pageSeo(db, request, {
      title,
      description: page?.summary || flagship?.description || "",
      image: flagship?.image,
    }),
  ]);
  return { page, title, flagship, projects, category, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { page, title, flagship, projects, category } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={page?.summary || undefined} />
      {page?.content ? (
        <div className={`${pageContainer} pt-10`}>
          <RichText html={page.content} className="mx-auto max-w-3xl text-center" />
        </div>
      ) : null}
      {flagship ? <FlagshipProject project={flagship} /> : null}
      <section aria-labelledby="autres-projets-titre" className="pb-14 sm:pb-20">
        <div className={pageContainer}>
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <h2 id="autres-projets-titre" className="text-3xl font-bold text-primary sm:text-4xl">
              Autres Projets
            </h2>
            <span aria-hidden="true" className="block h-0.5 w-16 rounded-full bg-gold" />
          </div>
          <FilterTabs
            label="Catégories de projets"
            options={FILTERS}
            active={category}
            hrefFor={(value) => listHref("/projets", {}, { categorie: value })}
            className="mb-8"
          />
          {projects.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>Aucun projet dans cette catégorie pour le moment.</EmptyState>
          )}
          <div className="mt-10 flex justify-center">
            <Button asChild>
              <Link to="/projets-list">
                Voir tous les projets
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <InvolvementSection />
    </>
  );
}
