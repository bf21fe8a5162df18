/**
 * The newsletter's forms (isomorphic, decision 0021): the sign-up (footer, /infolettre), and the
 * back-office's newsletter. The page loads this module when the visitor reaches the form.
 */
import { z } from "zod";
import { optionalText, requiredEmail, requiredText } from "~/lib/forms/rules";

export const CONSENT_REQUIRED = "Cochez la case pour accepter de recevoir l'infolettre.";

export const signUpSchema = z.object({
  email: requiredEmail(),
  name: optionalText(120),
  // An unticked box is not posted: it must be ticked by the visitor, never by default.
  consent: z
    .string({ error: CONSENT_REQUIRED })
    .refine((value) => value === "on", CONSENT_REQUIRED),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignUpField = keyof SignUpInput;

/** The newsletter's content rule in the browser; the server also sanitizes it. */
export const campaignContent = z
  .string({ error: "Le contenu est obligatoire." })
  .trim()
  .min(1, "Le contenu est obligatoire.")
  .max(200_000, "Le contenu est trop long.");

export function campaignSchema(content: z.ZodType<string, string> = campaignContent) {
  return z.object({
    subject: requiredText(200, "L'objet ne peut pas dépasser 200 caractères."),
    content,
  });
}
export type CampaignInput = z.infer<ReturnType<typeof campaignSchema>>;
export type CampaignField = keyof CampaignInput;

/** `?q=` of the subscribers list. */
export const subscriberSearchSchema = z.object({ q: optionalText(200) });
