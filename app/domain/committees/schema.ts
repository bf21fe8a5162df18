/**
 * The committee and committee-member forms of /admin/comites (spec back-office §5): a name of at
 * least 3 characters, everything else optional. Isomorphic.
 */
import { z } from "zod";
import { parseRecordId } from "~/lib/forms/form-mode";
import { nullableText, requiredText } from "~/lib/forms/rules";

export const NAME_TOO_SHORT = "Le nom doit contenir au moins 3 caractères";
export const COMMITTEE_NOT_FOUND = "Comité introuvable : il a peut-être été supprimé.";
export const MEMBER_NOT_FOUND = "Membre introuvable : il a peut-être été supprimé.";

const name = requiredText(200, "Le nom ne doit pas dépasser 200 caractères.", {
  min: 3,
  message: NAME_TOO_SHORT,
});

export const committeeSchema = z.object({
  name,
  description: nullableText(5000, "La description ne doit pas dépasser 5000 caractères."),
});
export type CommitteeInput = z.infer<typeof committeeSchema>;
export type CommitteeField = keyof CommitteeInput;

export const committeeMemberSchema = z.object({
  name,
  role: nullableText(200, "Le rôle ne doit pas dépasser 200 caractères."),
  contact: nullableText(200, "Le contact ne doit pas dépasser 200 caractères."),
  // The committee a new member joins (a hidden field of the add form); a change keeps it.
  committeeId: z
    .string()
    .optional()
    .transform((raw) => parseRecordId(raw)),
});
export type CommitteeMemberInput = z.infer<typeof committeeMemberSchema>;
export type CommitteeMemberField = keyof CommitteeMemberInput | "imageFile" | "imageUrl";
