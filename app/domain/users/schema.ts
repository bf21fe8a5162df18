import { z } from "zod";
import { roles } from "~/domain/admin/roles";
import { REQUIRED, requiredEmail, requiredText } from "~/lib/forms/rules";

/** E-mails are compared trimmed and lower-cased everywhere (login, account creation). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The login form (/connexion). The password is never trimmed: spaces are part of it. */
export const loginSchema = z.object({
  email: requiredEmail().transform(normalizeEmail),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(1000, "Mot de passe trop long."),
  redirectTo: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginField = "email" | "password";

export const CODE_REQUIRED = "Saisissez le code de vérification.";
export const CODE_WRONG = "Code de vérification incorrect.";

/**
 * The code of /connexion/verification: 6 digits from the app or a recovery code
 * ("abcde-fghij"). Whether it is right is the server's to say (login-challenge.server.ts).
 */
export const twoStepCodeSchema = z.object({
  code: requiredText(32, CODE_WRONG, { min: 1, message: CODE_REQUIRED }),
});

const password = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(12, "Le mot de passe doit contenir au moins 12 caractères.")
  .max(1000, "Mot de passe trop long.");

const role = z.enum(roles, { error: "Rôle inconnu." });

/** The add form of /admin/utilisateurs. */
export const newUserSchema = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, "Nom trop long."),
  email: loginSchema.shape.email,
  role,
  password,
});
export type NewUserInput = z.infer<typeof newUserSchema>;
export type NewUserField = keyof NewUserInput;

const userId = z.coerce
  .number({ error: "Utilisateur introuvable." })
  .int("Utilisateur introuvable.")
  .positive("Utilisateur introuvable.")
  .max(2_147_483_647, "Utilisateur introuvable.");

/** The row actions of /admin/utilisateurs, told apart by `intent`. */
export const userActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("role"), userId, role }),
    z.object({ intent: z.literal("deactivate"), userId }),
    z.object({ intent: z.literal("reactivate"), userId }),
    z.object({ intent: z.literal("password"), userId, password }),
    z.object({ intent: z.literal("two-step-reset"), userId }),
  ],
  { error: "Action inconnue." },
);
export type UserAction = z.infer<typeof userActionSchema>;
