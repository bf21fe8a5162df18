/**
 * Fonds › Décaissements: money paid out of a fund, a project or the general fund — date, amount,
 * object, category of beneficiary, a note — and, for a restricted fund spent below zero, the
 * reason (journaled). The public /transparence page shows only the category, never the object
 * or the note, which may name someone.
 */
import { typedAmount } from "~/lib/amount";
import { confirmDelete, type Column } from "~/components/admin/crud/crud-list";
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import type { CrudView } from "~/components/admin/crud/crud-screen";
import { choicesOf, designationOptions, GENERAL_FUND } from "~/domain/funds/designation";
import { disbursementCategories } from "~/domain/funds/labels";
import { disbursementSchema, type DisbursementField } from "~/domain/funds/schema";
import { GENERAL_FUND_LABEL } from "~/domain/funds/designation";
import { formatDate, formatMoney } from "~/lib/format";

export interface DisbursementListRow {
  id: number;
  paidOn: string;
  amountCents: number;
  purpose: string;
  beneficiaryCategory: string;
  fundName: string | null;
  overdraftReason: string | null;
}

export interface DisbursementChoices {
  funds: { id: number; name: string }[];
  projects: { id: number; title: string }[];
  today: string;
}

const COLUMNS: Column<DisbursementListRow>[] = [
  { header: "Objet", rowHeader: true, cell: (row) => row.purpose },
  { header: "Date", className: "whitespace-nowrap", cell: (row) => formatDate(row.paidOn) },
  { header: "Fonds ou projet", cell: (row) => row.fundName ?? GENERAL_FUND_LABEL },
  {
    header: "Montant",
    className: "whitespace-nowrap",
    cell: (row) => formatMoney(row.amountCents),
  },
  {
    header: "Catégorie",
    secondary: true,
    cell: (row) => disbursementCategories.label(row.beneficiaryCategory),
  },
  {
    header: "Dépassement",
    secondary: true,
    cell: (row) => row.overdraftReason ?? "",
  },
];

const dollars = (cents: unknown) => typedAmount(Number(cents));

function fields({ funds, projects, today }: DisbursementChoices): FieldSpec<DisbursementField>[] {
  return [
    selectField("designation", "Fonds ou projet", "decaissement-fonds", {
      options: designationOptions(funds, projects),
      initial: GENERAL_FUND,
    }),
    { name: "paidOn", label: "Date", id: "decaissement-date", kind: "date", initial: today },
    {
      name: "amountCents",
      label: "Montant ($)",
      id: "decaissement-montant",
      format: dollars,
      input: { inputMode: "decimal" },
    },
    {
      name: "purpose",
      label: "Objet",
      id: "decaissement-objet",
      hint: "Pour la trésorerie seulement : la page Transparence n'en montre que la catégorie.",
    },
    selectField("beneficiaryCategory", "Catégorie de bénéficiaires", "decaissement-categorie", {
      options: optionsOf(disbursementCategories.labels, disbursementCategories.values),
      initial: "necessiteux",
    }),
    { name: "note", label: "Note", id: "decaissement-note", kind: "textarea" },
    {
      name: "overdraftReason",
      label: "Motif du dépassement",
      id: "decaissement-motif",
      kind: "textarea",
      hint: "Requis seulement si ce décaissement porte un fonds affecté sous zéro ; il est consigné au journal.",
    },
  ];
}

export const disbursementsTab = (
  choices: DisbursementChoices,
): CrudView<DisbursementField, DisbursementListRow> => ({
  form: {
    id: "formulaire-decaissement",
    schema: disbursementSchema(choicesOf(choices.funds, choices.projects), choices.today),
    fields: fields(choices),
    intents: { create: "create-disbursement", update: "update-disbursement" },
    addTitle: "Enregistrer un décaissement",
    addLabel: "Enregistrer le décaissement",
    editTitle: (row) => `Modifier le décaissement ${row.purpose}`,
  },
  list: {
    id: "liste-decaissements",
    title: "Décaissements",
    caption: "Décaissements, du plus récent au plus ancien",
    columns: COLUMNS,
    empty: "Aucun décaissement enregistré.",
    addLabel: "Enregistrer un décaissement",
    subject: (row) => row.purpose,
    deleteIntent: "delete-disbursement",
    confirm: confirmDelete(
      "Supprimer le décaissement",
      (row) => `le décaissement « ${row.purpose} »`,
    ),
  },
});
