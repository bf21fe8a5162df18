/** Fonds › Fonds: the funds the foundation defines, their form and list. */
import { confirmDelete, type Column } from "~/components/admin/crud/crud-list";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import type { CrudView } from "~/components/admin/crud/crud-screen";
import type { FundField } from "~/domain/funds/schema";
import { fundSchema } from "~/domain/funds/schema";

export interface FundListRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  restricted: boolean;
  active: boolean;
}

const COLUMNS: Column<FundListRow>[] = [
  { header: "Nom", rowHeader: true, cell: (fund) => fund.name },
  { header: "Description", secondary: true, cell: (fund) => fund.description },
  { header: "Affectation", cell: (fund) => (fund.restricted ? "Affecté" : "Libre") },
  {
    header: "Page de don",
    cell: (fund) => (fund.active ? `Proposé (/don?fonds=${fund.slug})` : "Non proposé"),
  },
];

const FIELDS: FieldSpec<FundField>[] = [
  { name: "name", label: "Nom", id: "fonds-nom", autoComplete: "off" },
  { name: "description", label: "Description", id: "fonds-description", kind: "textarea" },
  {
    name: "restricted",
    label: "Fonds affecté : son argent ne sert qu'à l'objet du fonds",
    id: "fonds-affecte",
    kind: "checkbox",
    initial: "on",
  },
  {
    name: "active",
    label: "Proposé aux donateurs sur la page de don",
    id: "fonds-actif",
    kind: "checkbox",
    initial: "on",
  },
];

export const fundsTab: CrudView<FundField, FundListRow> = {
  form: {
    id: "formulaire-fonds",
    schema: fundSchema,
    fields: FIELDS,
    intents: { create: "create-fund", update: "update-fund" },
    addTitle: "Ajouter un fonds",
    editTitle: (fund) => `Modifier le fonds ${fund.name}`,
  },
  list: {
    id: "liste-fonds",
    title: "Fonds",
    caption: "Fonds de la fondation",
    columns: COLUMNS,
    empty: "Aucun fonds défini.",
    addLabel: "Ajouter un fonds",
    subject: (fund) => fund.name,
    deleteIntent: "delete-fund",
    confirm: confirmDelete("Supprimer le fonds", (fund) => `le fonds « ${fund.name} »`),
  },
};
