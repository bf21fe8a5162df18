/**
 * The committee and committee-member forms of /admin/comites (spec back-office §5): a name of at
 * least 3 characters, everything else optional. Isomorphic.
 */
import { z } from "zod";

export const NAME_TOO_SHORT = "Le nom doit contenir au moins 3 caractères";
export const COMMITTEE_NOT_FOUND = "Comité introuvable : il a peut-être été supprimé.";
export const MEMBER_NOT_FOUND = "Membre introuvable : il a peut-être été supprimé.";

const name = z
  .string({ error: NAME_TOO_SHORT })
  .trim()
  .min(3, NAME_TOO_SHORT)
  .max(200, "Le nom ne doit pas dépasser 200 caractères.");

/** An optional text: empty becomes null. */
const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} ne doit pas dépasser ${max} caractères.`)
    .optional()
    .transform((value) => value || null);

export const committeeSchema = z.object({
  name,
  description: optional(5000, "La description"),
});
export type CommitteeInput = z.infer<typeof committeeSchema>;
export type CommitteeField = keyof CommitteeInput;

export const committeeMemberSchema = z.object({
  name,
  role: optional(200, "Le rôle"),
  contact: optional(200, "Le contact"),
});
export type CommitteeMemberInput = z.infer<typeof committeeMemberSchema>;
export type CommitteeMemberField = keyof CommitteeMemberInput | "imageFile" | "imageUrl";

/** The first letter of a name, shown when a member has no photo. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase("fr-CA") ?? "?";
}
