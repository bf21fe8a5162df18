/** The columns of the /admin/projets table: image, project, funding, status, dates and the star. */
import { statusColumn, thumbnailColumn } from "~/components/admin/crud/columns";
import { RowForm, type Column } from "~/components/admin/crud/crud-list";
import type { BadgeTone } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { categoryLabel } from "~/domain/projects/categories";
import type { ProjectRow } from "~/domain/projects/projects-admin.server";
import { projectStatusLabel } from "~/domain/projects/schema";
import { formatDate, formatMoney, progressWidth } from "~/lib/format";

const statusTones: Record<string, BadgeTone> = {
  active: "success",
  completed: "neutral",
  draft: "warning",
};

export const COLUMNS: Column<ProjectRow>[] = [
  thumbnailColumn("Image", {
    width: 64,
    height: 48,
    className: "h-12 w-16 rounded-md object-cover",
  }),
  {
    header: "Projet",
    rowHeader: true,
    className: "max-w-xs text-left",
    cell: (project) => (
      <>
        <span className="block">{project.title}</span>
        <span className="block text-xs font-normal text-muted-foreground">
          {categoryLabel(project.category)}
        </span>
        <span className="mt-1 line-clamp-2 block font-normal text-muted-foreground">
          {project.description}
        </span>
      </>
    ),
  },
  {
    header: "Financement",
    className: "min-w-44",
    cell: (project) => <Funding project={project} />,
  },
  statusColumn(statusTones, projectStatusLabel),
  {
    header: "Dates",
    className: "whitespace-nowrap",
    cell: (project) => (
      <>
        <div>Début : {formatDate(project.startDate)}</div>
        <div>Fin : {project.endDate ? formatDate(project.endDate) : "non définie"}</div>
      </>
    ),
  },
  { header: "En avant", cell: (project) => <FeaturedToggle project={project} /> },
];

function Funding({ project }: { project: ProjectRow }) {
  const percent = progressWidth(project.collectedCents, project.goalCents);
  return (
    <>
      <p className="whitespace-nowrap">
        {formatMoney(project.collectedCents)} / {formatMoney(project.goalCents)}
      </p>
      <Progress
        value={percent}
        valueText={`${percent} % de l'objectif`}
        aria-label={`Financement de ${project.title}`}
        className="mt-1"
      />
      <p className="mt-1 text-xs text-muted-foreground">{percent} %</p>
    </>
  );
}

/** The star: a small form posting the wanted state; pressed when the project is featured. */
function FeaturedToggle({ project }: { project: ProjectRow }) {
  return (
    <RowForm
      intent="feature"
      id={project.id}
      values={{ featured: project.featured ? "false" : "true" }}
      className="grid justify-items-start gap-1"
    >
      <Button
        type="submit"
        variant="ghost"
        size="icon-sm"
        aria-pressed={project.featured}
        title={project.featured ? "Retirer la mise en avant" : "Mettre en avant"}
        className={project.featured ? "text-gold-dark" : "text-muted-foreground"}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {project.featured ? "★" : "☆"}
        </span>
        <span className="sr-only">Mettre en avant {project.title}</span>
      </Button>
      {project.featured && project.status !== "active" ? (
        <span className="text-xs text-muted-foreground">Non affiché : projet non actif</span>
      ) : null}
    </RowForm>
  );
}
