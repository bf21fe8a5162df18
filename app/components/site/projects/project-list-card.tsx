import { Link } from "react-router";
import { CalendarDays } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PublicProject } from "~/domain/projects/types";
import { ProjectProgress } from "./project-progress";
import { ProjectStateBadge } from "./project-state-badge";

/** A project of /projets-list: the whole card links to its page. */
export function ProjectListCard({ project }: { project: PublicProject }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ResponsiveImage
        src={project.image}
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        width={800}
        height={600}
        className="aspect-[4/3] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ProjectStateBadge state={project.state} />
        <h2 className="text-lg leading-snug font-semibold">
          <Link
            to={`/projets/${project.id}`}
            className="text-foreground after:absolute after:inset-0 hover:text-primary hover:underline"
          >
            {project.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <ProjectProgress
            collectedCents={project.collectedCents}
            goalCents={project.goalCents}
            title={project.title}
          />
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />
            {project.deadline}
          </p>
        </div>
      </div>
    </article>
  );
}
