/** The members tab of /admin/sope-naby: its columns and its form. */
import { confirmDelete, type Column } from "~/components/admin/crud/crud-list";
import { selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { StatusBadge } from "~/components/admin/status-badge";
import type { GroupMemberRow } from "~/domain/group/group-admin.server";
import { groupMemberSchema, groupRoles, type GroupMemberField } from "~/domain/group/schema";
import { formatDate } from "~/lib/format";
import type { CrudView } from "~/components/admin/crud/crud-screen";

const COLUMNS: Column<GroupMemberRow>[] = [
  { header: "Nom", rowHeader: true, cell: (member) => member.name },
  { header: "Rôle", cell: (member) => member.role },
  {
    header: "Contact",
    cell: (member) => (
      <>
        {member.email ? <span className="block break-all">{member.email}</span> : null}
        {member.phone ? <span className="block whitespace-nowrap">{member.phone}</span> : null}
      </>
    ),
  },
  {
    header: "Date d'adhésion",
    className: "whitespace-nowrap",
    cell: (member) => formatDate(member.joinDate),
  },
  {
    header: "Statut",
    cell: (member) => (
      <StatusBadge tone={member.active ? "success" : "neutral"}>
        {member.active ? "Actif" : "Inactif"}
      </StatusBadge>
    ),
  },
];

const roleOptions = groupRoles.map((role) => ({ value: role, label: role }));

function fields(today: string): FieldSpec<GroupMemberField>[] {
  return [
    { name: "name", label: "Nom complet", id: "membre-nom", autoComplete: "off" },
    selectField("role", "Rôle", "membre-role", { options: roleOptions, initial: "Membre" }),
    { name: "email", label: "Email", id: "membre-email", kind: "email", autoComplete: "off" },
    { name: "phone", label: "Téléphone", id: "membre-telephone", kind: "tel", autoComplete: "off" },
    {
      name: "joinDate",
      label: "Date d'adhésion",
      id: "membre-adhesion",
      kind: "date",
      initial: today,
    },
    { name: "active", label: "Membre actif", id: "membre-actif", kind: "checkbox", initial: "on" },
  ];
}

/** The members tab: by name, with their contact, joining date and whether they are active. */
export const membersTab = (today: string): CrudView<GroupMemberField, GroupMemberRow> => ({
  form: {
    id: "formulaire-membre",
    schema: groupMemberSchema,
    fields: fields(today),
    intents: { create: "create-member", update: "update-member" },
    addTitle: "Ajouter un membre",
    editTitle: (member) => `Modifier le membre ${member.name}`,
  },
  list: {
    id: "liste-membres",
    title: "Membres",
    caption: "Membres du groupe Sope Naby",
    columns: COLUMNS,
    empty: "Aucun membre dans le groupe.",
    addLabel: "Ajouter un membre",
    subject: (member) => member.name,
    deleteIntent: "delete-member",
    confirm: confirmDelete("Supprimer le membre", (member) => `le membre ${member.name}`),
  },
});
