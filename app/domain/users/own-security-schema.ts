/**
 * The forms of one's own Sécurité section (Mon compte, Paramètres › Sécurité, the two-step set-up
 * page): change the password, confirm two-step sign-in with a first code, turn it off with a code
 * or the password. The server parses with these (app/routes/+shared/own-security.server.ts), the browser
 * checks with them and the fields' HTML constraints are read from them. Whether a password or a
 * code is right is the server's to say. Passwords are never trimmed: spaces are part of them.
 * Isomorphic.
 */
import { z } from "zod";
import { requiredText } from "~/lib/forms/rules";
import { CODE_REQUIRED, CODE_WRONG } from "./schema";
import { MIN_PASSWORD_LENGTH } from "./password-rules";

/** The intents of the section's forms, which show their own refusals. */
export const OWN_SECURITY_INTENTS: ReadonlySet<string> = new Set([
  "password",
  "revoke-session",
  "revoke-other-sessions",
  "two-step-start",
  "two-step-confirm",
  "two-step-cancel",
  "two-step-disable",
]);

// Also the wording of the domain's own checks (users.server.ts, two-step.server.ts), which use these.
export const CURRENT_PASSWORD_REQUIRED = "Saisissez votre mot de passe actuel.";
export const PASSWORDS_DIFFER = "Les mots de passe ne correspondent pas.";
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
export const PROOF_REQUIRED = "Saisissez un code de vérification ou votre mot de passe.";
export const PROOF_WRONG = "Code de vérification ou mot de passe incorrect.";
const PASSWORD_TOO_LONG = "Mot de passe trop long.";
const PASSWORD_MAX_LENGTH = 1000;

/** A password as typed, at least `min` characters (`short` otherwise, blank included). */
function password(min: number, short: string) {
  return z.string({ error: short }).min(min, short).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
}

/** The change-password form; the two new passwords are compared once the new one is valid. */
export const passwordChangeSchema = z
  .object({
    currentPassword: password(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: password(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    confirmPassword: password(1, PASSWORDS_DIFFER),
  })
  .refine((typed) => typed.newPassword === typed.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DIFFER,
    when: ({ issues }) =>
      !issues.some((issue) => ["newPassword", "confirmPassword"].includes(String(issue.path?.[0]))),
  });

/** The first code from the app that confirms the enrolment: 6 digits, a space allowed. */
export const twoStepConfirmSchema = z.object({
  code: requiredText(7, CODE_WRONG, { min: 1, message: CODE_REQUIRED }),
});

/** Turning two-step sign-in off: a current code or the password. */
export const twoStepDisableSchema = z.object({
  proof: z
    .string({ error: PROOF_REQUIRED })
    .min(1, PROOF_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, PROOF_WRONG),
});
