import { z } from "zod";

const required = "Ce champ est obligatoire.";

/** Spec public-site.md §5: name, email, subject and message are all required. */
export const contactSchema = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(200, "Le nom ne peut pas dépasser 200 caractères."),
  email: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, "Adresse courriel invalide.")
    .pipe(z.email("Adresse courriel invalide.")),
  subject: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(200, "Le sujet ne peut pas dépasser 200 caractères."),
  message: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(5000, "Le message ne peut pas dépasser 5 000 caractères."),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
