/**
 * The speech form of /admin/discours (spec back-office.md §2 "Speeches", §3, §9) and the list's
 * URL filters (`?statut=`, `?type=`, `?q=`). Isomorphic.
 */
import { z } from "zod";
import { isAcceptedImageUrl } from "~/lib/images";
import {
  checkbox,
  isoDay,
  nullableText,
  oneOf,
  optionalText,
  requiredText,
} from "~/lib/forms/rules";
import { keyParser } from "~/lib/labels";
import {
  speechCategories,
  speechKindKeys,
  speechStatuses,
  speechTypeKeys,
  speechTypes,
} from "./labels";

export const SPEECH_NOT_FOUND = "Discours introuvable : il a peut-être été supprimé.";
export const MEDIA_URL_INVALID =
  "Adresse du média invalide : elle doit commencer par https://, http:// ou /media/.";

export const speechSchema = z.object({
  title: requiredText(200),
  speaker: requiredText(200),
  date: isoDay(),
  type: oneOf(speechTypeKeys, "Choisissez un type de la liste."),
  // The public page's tabs (Khutbas / Conférences) read this.
  kind: oneOf(speechKindKeys, "Choisissez un genre de la liste."),
  category: oneOf(speechCategories, "Choisissez une catégorie de la liste."),
  durationText: optionalText(50),
  excerpt: optionalText(500),
  content: optionalText(50_000),
  // Same rule as a typed image address; the public page then picks a player or a link (media.ts).
  mediaUrl: nullableText(2000).refine(
    (value) => value === null || isAcceptedImageUrl(value),
    MEDIA_URL_INVALID,
  ),
  published: checkbox(),
});
export type SpeechInput = z.infer<typeof speechSchema>;
export type SpeechField = keyof SpeechInput | "imageFile" | "imageUrl";

/** The title search of the list (`?q=`), as long as the server reads it (lib/search.ts). */
export const speechSearchSchema = z.object({ q: optionalText(200) });

/** `?statut=` → publie | brouillon, or null (all) for a missing or unknown value. */
export const parseSpeechStatus = keyParser(speechStatuses);

/** `?type=` → video | audio | text, or null (all) for a missing or unknown value. */
export const parseSpeechType = keyParser(speechTypes);
