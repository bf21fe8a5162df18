/**
 * The board-member form of /admin/bureau (spec back-office §2 "Executive board", §5 rules):
 * name and position required, e-mail and phone optional but well formed, a real nomination day,
 * a display order ≥ 0. Isomorphic: the screen shows the positions, the action validates.
 */
import { z } from "zod";
import { REQUIRED } from "~/lib/form-rules";

export const BOARD_MEMBER_NOT_FOUND = "Membre introuvable : il a peut-être été supprimé.";

const INVALID_DATE = "Date invalide (format AAAA-MM-JJ).";

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

const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(schema.nullable());

export const boardMemberSchema = z
  .object({
    name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(200, "Le nom ne doit pas dépasser 200 caractères."),
    role: z.enum([...boardPositions, OTHER_POSITION], {
      error: "Choisissez un poste de la liste.",
    }),
    otherRole: z
      .string()
      .trim()
      .max(200, "Le poste ne doit pas dépasser 200 caractères.")
      .optional()
      .transform((value) => value ?? ""),
    bio: z
      .string()
      .trim()
      .max(5000, "La biographie ne doit pas dépasser 5000 caractères.")
      .optional()
      .transform((value) => value ?? ""),
    email: optional(z.email("Adresse courriel invalide.").max(254, "Adresse courriel invalide.")),
    phone: optional(
      z.string().regex(/^\+?[\d\s().-]{7,25}$/, "Numéro de téléphone invalide (ex. 418 555-0123)."),
    ),
    nominationDate: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      }, INVALID_DATE),
    position: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .regex(/^\d{1,6}$/, "L'ordre d'affichage doit être un nombre entier positif ou nul.")
      .transform(Number),
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
