/**
 * Speech codes and their French labels: `kind` is the public page's tabs (`?type=khutba|conference`,
 * spec public-site.md §2.13), `type` the medium chosen in the back-office.
 */
import { SPEECH_KINDS, SPEECH_TYPES } from "#db/vocabularies";
export type SpeechKind = (typeof SPEECH_KINDS)[number];
export const speechKinds = {
  khutba: "Khutba",
  conference: "Conférence",
} as const satisfies Record<SpeechKind, string>;

export type SpeechType = (typeof SPEECH_TYPES)[number];
export const speechTypes = {
  video: "Vidéo",
  audio: "Audio",
  text: "Texte",
} as const satisfies Record<SpeechType, string>;

/** `?type=` → a kind, or null ("Tous") for a missing or unknown value. */
export function parseSpeechKind(raw: string | null | undefined): SpeechKind | null {
  return SPEECH_KINDS.find((kind) => kind === raw) ?? null;
}

export function speechKindLabel(kind: string): string {
  return speechKinds[kind as SpeechKind] ?? kind;
}

export function speechTypeLabel(type: string): string {
  return speechTypes[type as SpeechType] ?? type;
}

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
