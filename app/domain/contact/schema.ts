/**
 * The contact form (home page and /contact; spec public-site.md §5): name, e-mail, subject and
 * message, all required. Its page loads this module only when the visitor reaches the form (zod
 * stays out of the page's first load), so it holds the schema and nothing a component needs.
 */
import { z } from "zod";
import { requiredEmail, requiredText } from "~/lib/forms/rules";

export const contactSchema = z.object({
  name: requiredText(200, "Le nom ne peut pas dépasser 200 caractères."),
  email: requiredEmail(),
  subject: requiredText(200, "Le sujet ne peut pas dépasser 200 caractères."),
  message: requiredText(5000, "Le message ne peut pas dépasser 5 000 caractères."),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
