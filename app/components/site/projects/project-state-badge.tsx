import { CalendarDays, CircleCheck, Clock, InfinityIcon } from "~/components/ui/icons";
import { STATE_LABELS, type ProjectState } from "~/domain/projects/status";
import { cn } from "~/lib/utils";

const STATE_ICONS = {
  ongoing: Clock,
  permanent: InfinityIcon,
  upcoming: CalendarDays,
  completed: CircleCheck,
} satisfies Record<ProjectState, unknown>;

/** "En cours", "Permanent", "À venir" or "Terminé", with its icon. */
export function ProjectStateBadge({
  state,
  className,
}: {
  state: ProjectState;
  className?: string;
}) {
  const Icon = STATE_ICONS[state];
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium",
        state === "completed" ? "bg-muted text-foreground" : "bg-accent text-accent-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {STATE_LABELS[state]}
    </span>
  );
}
