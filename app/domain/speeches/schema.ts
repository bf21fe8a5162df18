/**
 * The speech form of /admin/discours (spec back-office.md §2 "Speeches", §3, §9) and the list's
 * URL filters (`?statut=`, `?type=`, `?q=`). Isomorphic.
 */
import { z } from "zod";
import { isAcceptedImageUrl } from "~/components/admin/image-fields";
import {
  speechCategories,
  speechKinds,
  speechStatuses,
  speechTypes,
  type SpeechKind,
  type SpeechStatus,
  type SpeechType,
} from "./labels";
import { REQUIRED } from "~/lib/form-rules";

export const SPEECH_NOT_FOUND = "Discours introuvable : il a peut-être été supprimé.";
export const MEDIA_URL_INVALID =
  "Adresse du média invalide : elle doit commencer par https://, http:// ou /media/.";
const INVALID_DATE = "Date invalide (format AAAA-MM-JJ).";
const tooLong = (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`;

export const speechTypeKeys = Object.keys(speechTypes) as SpeechType[];
export const speechKindKeys = Object.keys(speechKinds) as SpeechKind[];
export const speechStatusKeys = Object.keys(speechStatuses) as SpeechStatus[];

const text = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, tooLong(max));

/** Optional text: a missing field is "" (the columns are NOT NULL with "" as default). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value ?? "");

/** A real calendar day "YYYY-MM-DD" (no 31 février). */
const day = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, INVALID_DATE);

export const speechSchema = z.object({
  title: text(200),
  speaker: text(200),
  date: day,
  type: z.enum(speechTypeKeys as [SpeechType, ...SpeechType[]], {
    error: "Choisissez un type de la liste.",
  }),
  // The public page's tabs (Khutbas / Conférences) read this.
  kind: z.enum(speechKindKeys as [SpeechKind, ...SpeechKind[]], {
    error: "Choisissez un genre de la liste.",
  }),
  category: z.enum(speechCategories, { error: "Choisissez une catégorie de la liste." }),
  durationText: optionalText(50),
  excerpt: optionalText(500),
  content: optionalText(50_000),
  // Same rule as a typed image address; the public page then picks a player or a link (media.ts).
  mediaUrl: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isAcceptedImageUrl(value), MEDIA_URL_INVALID),
  // An unchecked checkbox is not posted at all.
  published: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});
export type SpeechInput = z.infer<typeof speechSchema>;
export type SpeechField = keyof SpeechInput | "imageFile" | "imageUrl";

/** `?statut=` → publie | brouillon, or null (all) for a missing or unknown value. */
export function parseSpeechStatus(raw: string | null | undefined): SpeechStatus | null {
  return speechStatusKeys.find((status) => status === raw) ?? null;
}

/** `?type=` → video | audio | text, or null (all) for a missing or unknown value. */
export function parseSpeechType(raw: string | null | undefined): SpeechType | null {
  return speechTypeKeys.find((type) => type === raw) ?? null;
}
