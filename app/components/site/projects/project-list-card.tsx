import { ShapedImage, GRID_CARD_SIZES } from "~/components/site/shared/shaped-image";
import { StretchedTitle } from "~/components/site/shared/stretched-title";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import type { PublicProject } from "~/domain/projects/types";
import { ProjectDeadline } from "./project-deadline";
import { ProjectProgress } from "./project-progress";
import { ProjectStateBadge } from "./project-state-badge";

/** A project of /projets-list: the whole card links to its page. */
export function ProjectListCard({ project }: { project: PublicProject }) {
  return (
    <TeaserCard
      image={<ShapedImage src={project.image} shape="photo" sizes={GRID_CARD_SIZES} />}
      className="relative transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <ProjectStateBadge state={project.state} />
      <StretchedTitle
        as="h2"
        to={`/projets/${project.id}`}
        className="text-lg leading-snug font-semibold"
        linkClassName="text-foreground hover:text-primary hover:underline"
      >
        {project.title}
      </StretchedTitle>
      <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
      <div className="mt-auto flex flex-col gap-3 pt-2">
        <ProjectProgress project={project} />
        <ProjectDeadline deadline={project.deadline} />
      </div>
    </TeaserCard>
  );
}
