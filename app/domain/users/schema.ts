import { z } from "zod";

const required = "Ce champ est obligatoire.";

/** E-mails are compared trimmed and lower-cased everywhere (login, account creation). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The login form (/connexion). The password is never trimmed: spaces are part of it. */
export const loginSchema = z.object({
  email: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, "Adresse courriel invalide.")
    .pipe(z.email("Adresse courriel invalide."))
    .transform(normalizeEmail),
  password: z.string({ error: required }).min(1, required).max(1000, "Mot de passe trop long."),
  redirectTo: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginField = "email" | "password";
