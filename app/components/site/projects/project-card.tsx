import { Link } from "react-router";
import { DonateButton, donationProjectOf } from "~/components/site/donation-dialog";
import { ShapedImage, GRID_CARD_SIZES } from "~/components/site/shared/shaped-image";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import { Button } from "~/components/ui/button";
import { categoryLabel } from "~/domain/projects/categories";
import type { PublicProject } from "~/domain/projects/types";
import { ProjectIcon } from "./project-icon";
import { ProjectProgress } from "./project-progress";

/** A card of 'Autres Projets' on /projets: give now ('Soutenir') or read more ('Détails'). */
export function ProjectCard({ project }: { project: PublicProject }) {
  return (
    <TeaserCard
      image={<ShapedImage src={project.image} shape="photo" sizes={GRID_CARD_SIZES} />}
      badge={
        <p className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-primary shadow-sm">
          {categoryLabel(project.category)}
        </p>
      }
      className="transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <ProjectIcon name={project.icon} className="size-5" />
        </span>
        <h3 className="text-lg leading-snug font-semibold text-foreground">{project.title}</h3>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
      <div className="mt-auto flex flex-col gap-4 pt-2">
        <ProjectProgress project={project} />
        <div className="flex gap-2">
          <DonateButton className="flex-1" project={donationProjectOf(project)}>
            Soutenir<span className="sr-only"> : {project.title}</span>
          </DonateButton>
          <Button asChild variant="outline" className="flex-1">
            <Link to={`/projets/${project.id}`}>
              Détails<span className="sr-only"> : {project.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </TeaserCard>
  );
}
