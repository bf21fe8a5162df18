import { z } from "zod";
import { REQUIRED, requiredEmail } from "~/lib/form-rules";

/** Spec public-site.md §5: name, email, subject and message are all required. */
export const contactSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(200, "Le nom ne peut pas dépasser 200 caractères."),
  email: requiredEmail(),
  subject: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(200, "Le sujet ne peut pas dépasser 200 caractères."),
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(5000, "Le message ne peut pas dépasser 5 000 caractères."),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
