/**
 * The e-mails of a message sent with the contact form: the visitor's acknowledgement and the
 * foundation's notice. Content only; `sendEmail` lays it out and queues it.
 */
import type { EmailContent } from "~/domain/mail/layout";
import type { ContactInput } from "./schema";

/**
 * The visitor's acknowledgement. It repeats nothing the sender typed but the subject: the form
 * takes any address, and an acknowledgement that carried the message would let a stranger send
 * any text to anyone under the foundation's name. Its reference names the message if the visitor
 * writes again.
 */
export function contactAcknowledgementEmail(
  message: ContactInput,
  reference: string,
): EmailContent {
  return {
    subject: "Nous avons bien reçu votre message",
    heading: "Nous avons bien reçu votre message",
    paragraphs: [
      "Bonjour,",
      "Merci d'avoir écrit à la fondation. Un membre de notre équipe lira votre message et vous répondra à cette adresse dans les plus brefs délais.",
    ],
    details: [
      ["Référence", reference],
      ["Sujet", message.subject],
    ],
    closing: [
      "Si vous n'avez pas écrit à la fondation, ignorez ce courriel : vous ne recevrez rien d'autre.",
    ],
  };
}

export function contactNotificationEmail(
  message: ContactInput,
  reference: string,
  inboxUrl: string | null,
): EmailContent {
  return {
    subject: `Nouveau message du site : ${message.subject}`,
    heading: "Nouveau message reçu par le formulaire de contact",
    paragraphs: [message.message],
    details: [
      ["Référence", reference],
      ["De", message.name],
      ["Courriel", message.email],
      ["Sujet", message.subject],
    ],
    action: inboxUrl ? { label: "Ouvrir la messagerie", url: inboxUrl } : undefined,
    closing: [`Pour répondre, utilisez « Répondre » ou écrivez à ${message.email}.`],
  };
}
