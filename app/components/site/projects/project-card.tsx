import { Link } from "react-router";
import { DonateButton } from "~/components/site/donation-dialog";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { categoryLabel } from "~/domain/projects/categories";
import type { PublicProject } from "~/domain/projects/types";
import { ProjectIcon } from "./project-icon";
import { ProjectProgress } from "./project-progress";

/** A card of 'Autres Projets' on /projets: give now ('Soutenir') or read more ('Détails'). */
export function ProjectCard({ project }: { project: PublicProject }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <ResponsiveImage
          src={project.image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={800}
          height={600}
          className="aspect-[4/3] w-full bg-muted object-cover"
        />
        <p className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-primary shadow-sm">
          {categoryLabel(project.category)}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
            <ProjectIcon name={project.icon} className="size-5" />
          </span>
          <h3 className="text-lg leading-snug font-semibold text-foreground">{project.title}</h3>
        </div>
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
        <div className="mt-auto flex flex-col gap-4 pt-2">
          <ProjectProgress
            collectedCents={project.collectedCents}
            goalCents={project.goalCents}
            title={project.title}
          />
          <div className="flex gap-2">
            <DonateButton className="flex-1">
              Soutenir<span className="sr-only"> : {project.title}</span>
            </DonateButton>
            <Button asChild variant="outline" className="flex-1">
              <Link to={`/projets/${project.id}`}>
                Détails<span className="sr-only"> : {project.title}</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
