/**
 * Field rules every form shares (isomorphic zod): the required-field message and the e-mail
 * address a visitor or a volunteer types, with the same French messages everywhere.
 */
import { z } from "zod";

export const REQUIRED = "Ce champ est obligatoire.";
export const EMAIL_INVALID = "Adresse courriel invalide.";
/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** A required e-mail address: trimmed, then checked; its case is left as typed. */
export function requiredEmail() {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
    .pipe(z.email(EMAIL_INVALID));
}
