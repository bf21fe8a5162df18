/** The fields of the project form of /admin/projets, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { CATEGORY_LABELS } from "~/domain/projects/categories";
import { centsToInput, projectStatusLabels, type ProjectField } from "~/domain/projects/schema";

const FEATURED_HELP =
  "Un seul projet est mis en avant à la fois : le cocher retire la mise en avant du projet précédent. Il s'affiche comme campagne sur la page d'accueil, dans la fenêtre de don et en tête de /projets tant qu'il est actif.";

/** A dollar amount typed in a number box, stored in cents. */
const money = { kind: "number", step: "0.01", input: { inputMode: "decimal" } } as const;
const dollars = (cents: unknown) => centsToInput(Number(cents));

export function projectFields(today: string): FieldSpec<ProjectField>[] {
  return [
    { name: "title", label: "Titre", id: "projet-titre", autoComplete: "off" },
    selectField("category", "Catégorie", "projet-categorie", {
      options: optionsOf(CATEGORY_LABELS),
      initial: "education",
    }),
    selectField("status", "Statut", "projet-statut", {
      options: optionsOf(projectStatusLabels),
      initial: "draft",
    }),
    {
      ...money,
      name: "goalCents",
      label: "Objectif (CAD)",
      id: "projet-objectif",
      format: dollars,
      row: "montants",
    },
    {
      ...money,
      name: "collectedCents",
      label: "Montant collecté hors du site (CAD)",
      id: "projet-collecte",
      hint: "Les dons confirmés sur le site s'y ajoutent d'eux-mêmes.",
      format: dollars,
      initial: centsToInput(0),
      row: "montants",
    },
    {
      name: "startDate",
      label: "Date de début",
      id: "projet-debut",
      kind: "date",
      initial: today,
      row: "dates",
    },
    {
      name: "endDate",
      label: "Date de fin (optionnel)",
      id: "projet-fin",
      kind: "date",
      row: "dates",
    },
    { name: "description", label: "Description", id: "projet-description", kind: "textarea" },
    { name: "image", label: "Image", id: "projet-image", kind: "image" },
    {
      name: "featured",
      label: "Projet mis en avant",
      id: "projet-en-avant",
      kind: "checkbox",
      hint: FEATURED_HELP,
    },
  ];
}
