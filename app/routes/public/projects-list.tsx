/**
 * /projets-list (spec public-site.md §2.6): every public project with its status and deadline,
 * each card leading to /projets/{id}.
 */
import { Link } from "react-router";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { ProjectListCard } from "~/components/site/projects/project-list-card";
import { CardGrid } from "~/components/site/shared/card-grid";
import { Button } from "~/components/ui/button";
import { listPublicProjects } from "~/domain/projects/public-projects.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/projects-list";

// Used until the foundation writes this page's text in the back-office (pages table).
const PAGE = {
  route: "/projets-list",
  title: "Tous nos projets",
  intro:
    "Projets en cours, permanents, à venir ou terminés : suivez l'avancement de chacun et choisissez celui que vous souhaitez soutenir.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const [projects, text] = await loadPageWith(request, PAGE, (db) => listPublicProjects(db));
  return { projects, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function ProjectsListPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, projects } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`${pageContainer} py-12 sm:py-16`}>
        <CardGrid
          items={projects}
          empty={
            <EmptyState
              action={
                <Button asChild variant="outline">
                  <Link to="/projets">Retour aux projets</Link>
                </Button>
              }
            >
              Aucun projet pour le moment.
            </EmptyState>
          }
        >
          {(project) => <ProjectListCard project={project} />}
        </CardGrid>
      </div>
    </>
  );
}
