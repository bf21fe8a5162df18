import { Progress } from "~/components/ui/progress";
import type { PublicProject } from "~/domain/projects/types";
import { formatMoneyWhole, percentOf, progressWidth } from "~/lib/format";

/**
 * Percent reached, a bar (full once the goal is passed: the percent may exceed 100) and the
 * collected and goal amounts.
 */
export function ProjectProgress({
  project: { collectedCents, goalCents, title },
}: {
  /** Its title names the bar for screen readers ("Progression : Bibliothèque islamique"). */
  project: Pick<PublicProject, "collectedCents" | "goalCents" | "title">;
}) {
  const percent = percentOf(collectedCents, goalCents);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">Progression</span>
        <span className="font-semibold text-primary">{percent}&nbsp;%</span>
      </div>
      <Progress
        value={progressWidth(collectedCents, goalCents)}
        aria-label={`Progression : ${title}`}
        valueText={`${percent}\u00a0% de l'objectif atteint`}
      />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Collecté</dt>
          <dd className="font-semibold text-foreground">{formatMoneyWhole(collectedCents)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-muted-foreground">Objectif</dt>
          <dd className="font-semibold text-foreground">{formatMoneyWhole(goalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
