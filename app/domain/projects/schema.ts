/**
 * The project form of /admin/projets (spec back-office.md §2 "Projects", §3, §5): title, category,
 * status, goal and collected amounts typed in dollars ("1 234,56" or "1234.56", ≥ 0, two decimals
 * at most) and stored in cents, start day, optional end day (not before the start), description,
 * and the 'Projet mis en avant' checkbox. Isomorphic: the screen shows the choices, the action
 * validates.
 */
import { z } from "zod";
import {
  dollars,
  checkbox,
  DAY_INVALID,
  isoDay,
  nullableText,
  oneOf,
  optionalText,
  requiredText,
} from "~/lib/forms/rules";
import { PROJECT_STATUSES as PROJECT_STATUS_VALUES } from "#db/vocabularies";
import { asStored, labelsFor } from "~/lib/labels";
import { PROJECT_CATEGORIES } from "./categories";

export const PROJECT_NOT_FOUND = "Projet introuvable : il a peut-être été supprimé.";
/** Deleting would detach the donations (the foreign key sets them to 'Don général'). */
export const PROJECT_HAS_DISBURSEMENTS =
  "Des sommes ont été remises sur ce projet : le supprimer effacerait leur lien avec le projet dans l'historique financier. Marquez-le plutôt comme complété.";
export const PROJECT_HAS_DONATIONS =
  "Ce projet a reçu des dons : le supprimer effacerait leur lien avec le projet dans l'historique financier. Marquez-le plutôt comme complété.";

/**
 * The statuses the back-office stores (spec §4; drafts are never public), as a project's badge and
 * the form's choice say them: "Actif"…, or the stored value itself when it is not one of the three.
 */
const projectStatus = labelsFor(
  PROJECT_STATUS_VALUES,
  { active: "Actif", completed: "Complété", draft: "Brouillon" },
  asStored,
);
export const {
  labels: projectStatusLabels,
  values: PROJECT_STATUSES,
  label: projectStatusLabel,
} = projectStatus;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The options of the status filter (spec §2: Actifs, Complétés, Brouillons). */
export const projectStatusFilterLabels: Record<ProjectStatus, string> = {
  active: "Actifs",
  completed: "Complétés",
  draft: "Brouillons",
};

/** `?statut=` → one of the statuses, or null ('Tous les statuts') for a missing or unknown value. */
export function parseProjectStatus(raw: string | null | undefined): ProjectStatus | null {
  return projectStatus.is(raw) ? raw : null;
}

/** The largest amount accepted: 10 000 000 $, well inside a 32-bit count of cents. */
export const MAX_PROJECT_CENTS = 1_000_000_000;

const INVALID_AMOUNT = "Montant invalide : un nombre positif ou nul, deux décimales au plus.";

/** A dollar amount as typed ("1 234,56", "1234.56") → cents; never negative (the page's `min`). */
const amount = dollars(
  0,
  MAX_PROJECT_CENTS,
  INVALID_AMOUNT,
  "Le montant ne doit pas dépasser 10 000 000 $.",
);

export const projectSchema = z
  .object({
    title: requiredText(200),
    category: oneOf(PROJECT_CATEGORIES, "Choisissez une catégorie de la liste."),
    status: oneOf(PROJECT_STATUSES, "Choisissez un statut de la liste."),
    goalCents: amount,
    collectedCents: amount,
    startDate: isoDay(),
    endDate: nullableText(10, DAY_INVALID).pipe(isoDay().nullable()),
    description: optionalText(5000),
    featured: checkbox(),
  })
  .refine((project) => !project.endDate || project.endDate >= project.startDate, {
    path: ["endDate"],
    message: "La date de fin ne peut pas précéder la date de début.",
  });

export type ProjectInput = z.infer<typeof projectSchema>;
export type ProjectField = keyof z.input<typeof projectSchema> | "imageFile" | "imageUrl";

/** An amount in cents as the form shows it again: 123456 → "1234.56" (what `type=number` takes). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
