/**
 * Speech codes and their French labels: `kind` is the public page's tabs (`?type=khutba|conference`,
 * spec public-site.md §2.13), `type` the medium chosen in the back-office.
 */
import { SPEECH_KINDS, SPEECH_TYPES } from "#db/vocabularies";
import { asStored, keyParser, labelsFor } from "~/lib/labels";

export const {
  labels: speechKinds,
  values: speechKindKeys,
  label: speechKindLabel,
} = labelsFor(SPEECH_KINDS, { khutba: "Khutba", conference: "Conférence" }, asStored);
export type SpeechKind = (typeof speechKindKeys)[number];

export const {
  labels: speechTypes,
  values: speechTypeKeys,
  label: speechTypeLabel,
} = labelsFor(SPEECH_TYPES, { video: "Vidéo", audio: "Audio", text: "Texte" }, asStored);
export type SpeechType = (typeof speechTypeKeys)[number];

/** `?type=` → a kind, or null ("Tous") for a missing or unknown value. */
export const parseSpeechKind = keyParser(speechKinds);

export function speechesEmptyText(kind: SpeechKind | null): string {
  if (kind === "khutba") return "Aucune khutba publiée pour le moment.";
  if (kind === "conference") return "Aucune conférence publiée pour le moment.";
  return "Aucun discours publié pour le moment.";
}

/** The categories offered by the back-office form (spec back-office.md §9). */
export const speechCategories = [
  "Enseignement",
  "Spiritualité",
  "Famille",
  "Société",
  "Pratique religieuse",
  "Autre",
] as const;
export type SpeechCategory = (typeof speechCategories)[number];

/** The back-office status tabs (`?statut=`): a speech is published or a draft. */
export const speechStatuses = { publie: "Publié", brouillon: "Brouillon" } as const;
export type SpeechStatus = keyof typeof speechStatuses;

export function speechStatusLabel(published: boolean): string {
  return published ? speechStatuses.publie : speechStatuses.brouillon;
}
