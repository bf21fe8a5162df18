/** The columns of the /admin/discours table, and the row's 'Publier' / 'Retirer' button. */
import type { Column } from "~/components/admin/crud/crud-list";
import { RowForm } from "~/components/admin/crud/crud-list";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import { speechStatusLabel, speechTypeLabel } from "~/domain/speeches/labels";
import type { SpeechListRow } from "~/domain/speeches/speeches-admin.server";
import { formatDate } from "~/lib/format";

export const COLUMNS: Column<SpeechListRow>[] = [
  { header: "Titre", rowHeader: true, cell: (speech) => speech.title },
  { header: "Orateur", cell: (speech) => speech.speaker },
  { header: "Date", className: "whitespace-nowrap", cell: (speech) => formatDate(speech.date) },
  { header: "Type", cell: (speech) => speechTypeLabel(speech.type) },
  { header: "Catégorie", cell: (speech) => speech.category },
  {
    header: "Statut",
    cell: (speech) => (
      <StatusBadge tone={speech.published ? "success" : "neutral"}>
        {speechStatusLabel(speech.published)}
      </StatusBadge>
    ),
  },
];

/** Publishes a draft, or withdraws a published speech from the site. */
export function PublishButton({ speech }: { speech: SpeechListRow }) {
  return (
    <RowForm intent={speech.published ? "unpublish" : "publish"} id={speech.id}>
      <Button type="submit" variant="outline" size="sm">
        {speech.published ? "Retirer" : "Publier"}
        <span className="sr-only"> {speech.title}</span>
      </Button>
    </RowForm>
  );
}
