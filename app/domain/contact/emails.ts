/** The foundation's notice of a message sent with the contact form (content only). */
import type { EmailContent } from "~/domain/mail/layout";
import type { ContactInput } from "./schema";

export function contactNotificationEmail(
  message: ContactInput,
  inboxUrl: string | null,
): EmailContent {
  return {
    subject: `Nouveau message du site : ${message.subject}`,
    heading: "Nouveau message reçu par le formulaire de contact",
    paragraphs: [message.message],
    details: [
      ["De", message.name],
      ["Courriel", message.email],
      ["Sujet", message.subject],
    ],
    action: inboxUrl ? { label: "Ouvrir la messagerie", url: inboxUrl } : undefined,
    closing: [`Pour répondre, écrivez à ${message.email}.`],
  };
}
