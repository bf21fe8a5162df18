/**
 * /projets-list (spec public-site.md §2.6): every public project with its status and deadline,
 * each card leading to /projets/{id}.
 */
import { Link } from "react-router";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { ProjectListCard } from "~/components/site/projects/project-list-card";
import { Button } from "~/components/ui/button";
import { listPublicProjects } from "~/domain/projects/public-projects.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/projects-list";

const TITLE = "Tous nos projets";
const INTRO =
  "Projets en cours, permanents, à venir ou terminés : suivez l'avancement de chacun et choisissez celui que vous souhaitez soutenir.";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [projects, { seo, siteName }] = await Promise.all([
    listPublicProjects(db),
    pageSeo(db, request, { title: TITLE, description: INTRO }),
  ]);
  return { projects, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function ProjectsListPage({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageHeader title={TITLE} intro={INTRO} />
      <div className={`${pageContainer} py-12 sm:py-16`}>
        {projects.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectListCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            action={
              <Button asChild variant="outline">
                <Link to="/projets">Retour aux projets</Link>
              </Button>
            }
          >
            Aucun projet pour le moment.
          </EmptyState>
        )}
      </div>
    </>
  );
}
