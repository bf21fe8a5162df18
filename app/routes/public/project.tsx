/**
 * /projets/{id} (spec public-site.md §2.6): one public project. An unknown, malformed or draft id
 * answers 404 with the page's own message.
 */
import { Link } from "react-router";
import { DonateButton, donationProjectOf } from "~/components/site/donation-dialog";
import { detailPage, foundById } from "~/components/site/page/not-found-boundary";
import { pageContainer } from "~/components/site/page/page-header";
import { recordSeo } from "~/components/site/page/record-seo.server";
import { ProjectDeadline } from "~/components/site/projects/project-deadline";
import { ProjectIcon } from "~/components/site/projects/project-icon";
import { ProjectProgress } from "~/components/site/projects/project-progress";
import { ProjectStateBadge } from "~/components/site/projects/project-state-badge";
import { BackLink } from "~/components/site/shared/back-link";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { Button } from "~/components/ui/button";
import { categoryLabel } from "~/domain/projects/categories";
import { getPublicProject } from "~/domain/projects/public-projects.server";
import { formatDate } from "~/lib/format";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/project";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const project = await foundById(params.id, (id) => getPublicProject(db, id));
  return { project, ...(await recordSeo(db, request, project)) };
}

export const { meta, ErrorBoundary } = detailPage({
  title: "Projet introuvable",
  text: "Ce projet n'existe pas ou n'est plus en ligne.",
  backTo: "/projets",
  backLabel: "Retour aux projets",
});

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <article className={`${pageContainer} py-10 sm:py-14`}>
      <BackLink to="/projets" look="small">
        Retour aux projets
      </BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <ShapedImage
            src={project.image}
            shape="wide"
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="rounded-2xl"
          />
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-primary shadow-sm">
              <ProjectIcon name={project.icon} className="size-3.5" />
              {categoryLabel(project.category)}
            </span>
            <ProjectStateBadge state={project.state} />
          </div>
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">{project.title}</h1>
          <p className="text-lg whitespace-pre-line text-foreground">{project.description}</p>
        </div>
        <aside
          aria-labelledby="collecte-titre"
          className="flex h-fit flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="collecte-titre" className="text-xl font-semibold text-foreground">
            Collecte
          </h2>
          <ProjectProgress project={project} />
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Début</dt>
              <dd className="font-medium">{formatDate(project.startDate)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Fin</dt>
              <dd className="font-medium">
                {project.endDate ? formatDate(project.endDate) : "Projet permanent"}
              </dd>
            </div>
          </dl>
          <ProjectDeadline deadline={project.deadline} />
          <div className="flex flex-col gap-3">
            <DonateButton size="lg" project={donationProjectOf(project)}>
              Faire un don
            </DonateButton>
            <Button asChild variant="outline" size="lg">
              <Link to={`/don?projet=${project.id}`}>Faire un don à ce projet</Link>
            </Button>
          </div>
        </aside>
      </div>
    </article>
  );
}
