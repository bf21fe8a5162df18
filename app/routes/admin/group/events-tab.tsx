/** The events tab of /admin/sope-naby: its columns and its form. */
import type { Column } from "~/components/admin/crud/crud-list";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import type { GroupEventRow } from "~/domain/group/group-admin.server";
import {
  groupEventSchema,
  groupEventStatuses,
  groupEventStatusLabel,
  groupEventStatusLabels,
  type GroupEventField,
} from "~/domain/group/schema";
import { formatDate } from "~/lib/format";
import type { TabDescription } from "./crud-tab";

const statusTones: Record<string, BadgeTone> = {
  upcoming: "success",
  completed: "neutral",
  cancelled: "danger",
};

const COLUMNS: Column<GroupEventRow>[] = [
  { header: "Titre", rowHeader: true, cell: (event) => event.title },
  { header: "Date", className: "whitespace-nowrap", cell: (event) => formatDate(event.date) },
  { header: "Lieu", cell: (event) => event.location },
  {
    header: "Statut",
    cell: (event) => (
      <StatusBadge tone={statusTones[event.status] ?? "neutral"}>
        {groupEventStatusLabel(event.status)}
      </StatusBadge>
    ),
  },
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
    {
      name: "status",
      label: "Statut",
      id: "evenement-statut",
      kind: "select",
      options: statusOptions,
      initial: "upcoming",
    },
    { name: "description", label: "Description", id: "evenement-description", kind: "textarea" },
    { name: "image", label: "Image", id: "evenement-image", kind: "image" },
  ];
}

/** The events tab: the latest first, with their place and status. */
export const eventsTab: TabDescription<GroupEventField, GroupEventRow> = {
  form: (today) => ({
    id: "formulaire-evenement",
    schema: groupEventSchema,
    fields: fields(today),
    intents: { create: "create-event", update: "update-event" },
    addTitle: "Ajouter un événement",
    editTitle: (event) => `Modifier l'événement ${event.title}`,
  }),
  list: {
    id: "liste-evenements",
    title: "Événements",
    caption: "Événements du groupe Sope Naby",
    columns: COLUMNS,
    empty: "Aucun événement pour le groupe.",
    addLabel: "Ajouter un événement",
    subject: (event) => event.title,
    deleteIntent: "delete-event",
    confirm: (event) => ({
      title: "Supprimer l'événement",
      description: `Êtes-vous sûr de vouloir supprimer l'événement ${event.title} ? Cette action ne peut pas être annulée.`,
    }),
  },
};
