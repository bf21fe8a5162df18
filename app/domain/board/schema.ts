/**
 * The board-member form of /admin/bureau (spec back-office §2 "Executive board", §5 rules):
 * name and position required, e-mail and phone optional but well formed, a real nomination day,
 * a display order ≥ 0. Isomorphic: the screen shows the positions, the action validates.
 */
import { z } from "zod";
import {
  isoDay,
  oneOf,
  optionalEmail,
  optionalPhone,
  optionalText,
  REQUIRED,
  requiredText,
} from "~/lib/forms/rules";

export const BOARD_MEMBER_NOT_FOUND = "Membre introuvable : il a peut-être été supprimé.";
const BAD_POSITION = "L'ordre d'affichage doit être un nombre entier positif ou nul.";

/** The positions as the seed (db/seed/content/board.ts) writes them; "Autre" asks for the title. */
export const boardPositions = [
  "Président",
  "Vice-président",
  "Secrétaire Général",
  "Trésorier",
  "Responsable Communication",
  "Responsable informatique",
] as const;
export const OTHER_POSITION = "Autre";

/** How a stored role fills the form: a listed position, or "Autre" with its text. */
export function positionChoice(role: string | undefined): { role: string; otherRole: string } {
  if (role === undefined) return { role: boardPositions[0], otherRole: "" };
  return (boardPositions as readonly string[]).includes(role)
    ? { role, otherRole: "" }
    : { role: OTHER_POSITION, otherRole: role };
}

export const boardMemberSchema = z
  .object({
    name: requiredText(200, "Le nom ne doit pas dépasser 200 caractères."),
    role: oneOf([...boardPositions, OTHER_POSITION], "Choisissez un poste de la liste."),
    otherRole: optionalText(200, "Le poste ne doit pas dépasser 200 caractères."),
    bio: optionalText(5000, "La biographie ne doit pas dépasser 5000 caractères."),
    email: optionalEmail(),
    phone: optionalPhone(),
    nominationDate: isoDay(),
    // The number check after the digits gives the page its `min="0"`.
    position: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .regex(/^\d{1,6}$/, BAD_POSITION)
      .transform(Number)
      .pipe(z.number().min(0, BAD_POSITION)),
  })
  .superRefine((value, ctx) => {
    if (value.role === OTHER_POSITION && !value.otherRole) {
      ctx.addIssue({ code: "custom", path: ["otherRole"], message: "Précisez le poste." });
    }
  })
  .transform(({ otherRole, role, ...rest }) => ({
    ...rest,
    role: role === OTHER_POSITION ? otherRole : role,
  }));
export type BoardMemberInput = z.infer<typeof boardMemberSchema>;
export type BoardMemberField = keyof z.input<typeof boardMemberSchema> | "imageFile" | "imageUrl";
