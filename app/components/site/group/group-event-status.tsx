import { StatusBadge } from "~/components/site/events/status-badge";
import { groupEventStatusLabel } from "~/domain/group/labels";

/** "Annulé" (red) or "Terminé" (grey) on a meeting of the group; nothing for a planned one. */
export function GroupEventStatusBadge({ status }: { status: string }) {
  const label = groupEventStatusLabel(status);
  if (!label) return null;
  return <StatusBadge label={label} tone={status === "cancelled" ? "danger" : "muted"} />;
}
