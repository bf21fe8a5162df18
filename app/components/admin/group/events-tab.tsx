/** The events tab of /admin/sope-naby: its columns and its form. */
import { statusColumn } from "~/components/admin/crud/columns";
import { confirmDelete, type Column } from "~/components/admin/crud/crud-list";
import { selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import type { BadgeTone } from "~/components/admin/status-badge";
import type { GroupEventRow } from "~/domain/group/group-admin.server";
import {
  groupEventSchema,
  groupEventStatuses,
  groupEventStatusLabel,
  groupEventStatusLabels,
  type GroupEventField,
} from "~/domain/group/schema";
import { formatDate } from "~/lib/format";
import type { CrudView } from "~/components/admin/crud/crud-screen";

const statusTones: Record<string, BadgeTone> = {
  upcoming: "success",
  completed: "neutral",
  cancelled: "danger",
};

const COLUMNS: Column<GroupEventRow>[] = [
  { header: "Titre", rowHeader: true, cell: (event) => event.title },
  { header: "Date", className: "whitespace-nowrap", cell: (event) => formatDate(event.date) },
  { header: "Lieu", cell: (event) => event.location },
  statusColumn(statusTones, groupEventStatusLabel, "neutral"),
];

const statusOptions = groupEventStatuses.map((status) => ({
  value: status,
  label: groupEventStatusLabels[status],
}));

function fields(today: string): FieldSpec<GroupEventField>[] {
  return [
    { name: "title", label: "Titre", id: "evenement-titre" },
    { name: "date", label: "Date", id: "evenement-date", kind: "date", initial: today },
    { name: "location", label: "Lieu", id: "evenement-lieu" },
    selectField("status", "Statut", "evenement-statut", {
      options: statusOptions,
      initial: "upcoming",
    }),
    { name: "description", label: "Description", id: "evenement-description", kind: "textarea" },
    { name: "image", label: "Image", id: "evenement-image", kind: "image" },
  ];
}

/** The events tab: the latest first, with their place and status. */
export const eventsTab = (today: string): CrudView<GroupEventField, GroupEventRow> => ({
  form: {
    id: "formulaire-evenement",
    schema: groupEventSchema,
    fields: fields(today),
    intents: { create: "create-event", update: "update-event" },
    addTitle: "Ajouter un événement",
    editTitle: (event) => `Modifier l'événement ${event.title}`,
  },
  list: {
    id: "liste-evenements",
    title: "Événements",
    caption: "Événements du groupe Sope Naby",
    columns: COLUMNS,
    empty: "Aucun événement pour le groupe.",
    addLabel: "Ajouter un événement",
    subject: (event) => event.title,
    deleteIntent: "delete-event",
    confirm: confirmDelete("Supprimer l'événement", (event) => `l'événement ${event.title}`),
  },
});
