/**
 * /projets (spec public-site.md §2.6): the campaign as flagship project, the other public projects
 * filtered by category in the URL (`?categorie=education`), and ways to get involved.
 */
import { FlagshipProject } from "~/components/site/projects/flagship-project";
import { InvolvementSection } from "~/components/site/projects/involvement-section";
import { ProjectCard } from "~/components/site/projects/project-card";
import { EmptyState, FilterTabs, listHref } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { MoreLink } from "~/components/site/shared/arrow-link";
import { CardGrid } from "~/components/site/shared/card-grid";
import { TitleStack } from "~/components/site/shared/title-stack";
import { CATEGORY_LABELS, PROJECT_CATEGORIES, parseCategory } from "~/domain/projects/categories";
import { getFlagshipProject, listPublicProjects } from "~/domain/projects/public-projects.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/projects";
import { visibleUrl } from "~/lib/visible-url";

const FILTERS = [
  { value: null, label: "Tous" },
  ...PROJECT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

const PAGE = { route: "/projets", title: "Nos projets" };

export async function loader({ request }: Route.LoaderArgs) {
  const category = parseCategory(visibleUrl(request).searchParams.get("categorie"));
  const [flagship, text] = await loadPageWith(
    request,
    PAGE,
    (db) => getFlagshipProject(db),
    (flagship, page) => ({
      description: page?.summary || flagship?.description || "",
      image: flagship?.image,
    }),
  );
  const projects = await listPublicProjects(await getDb(), { category, exceptId: flagship?.id });
  return { flagship, projects, category, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { page, title, intro, flagship, projects, category } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro || undefined} />
      {page?.content ? (
        <div className={`${pageContainer} pt-10`}>
          <RichText html={page.content} className="mx-auto max-w-3xl text-center" />
        </div>
      ) : null}
      {flagship ? <FlagshipProject project={flagship} /> : null}
      <section aria-labelledby="autres-projets-titre" className="pb-14 sm:pb-20">
        <div className={pageContainer}>
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <TitleStack id="autres-projets-titre" title="Autres Projets" />
          </div>
          <FilterTabs
            label="Catégories de projets"
            options={FILTERS}
            active={category}
            hrefFor={(value) => listHref("/projets", {}, { categorie: value })}
            className="mb-8"
          />
          <CardGrid
            items={projects}
            empty={<EmptyState>Aucun projet dans cette catégorie pour le moment.</EmptyState>}
          >
            {(project) => <ProjectCard project={project} />}
          </CardGrid>
          <MoreLink to="/projets-list" className="mt-10">
            Voir tous les projets
          </MoreLink>
        </div>
      </section>
      <InvolvementSection />
    </>
  );
}
