/**
 * The e-mails the back-office sends attendees (content only; `sendEmail` lays it out and queues
 * it): a registration cancelled by the organiser, and a message to all the attendees.
 */
import type { EmailContent } from "~/domain/mail/layout";
import { formatDate } from "~/lib/format";
import { hoursText } from "./emails";

interface EventForEmail {
  title: string;
  startsAt: Date;
  location: string;
}

export function registrationCancelledEmail(registration: {
  reference: string;
  firstName: string;
  reason: string;
  event: EventForEmail;
  /** Paid by card: the payment goes back (refundCancelledTickets). */
  refundedByCard?: boolean;
}): EmailContent {
  const { event } = registration;
  return {
    subject: `Inscription annulée : ${event.title} (${registration.reference})`,
    heading: "Votre inscription est annulée",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `L'organisateur a annulé votre inscription à « ${event.title} ». Voici la raison qu'il donne :`,
      registration.reason,
      ...(registration.refundedByCard
        ? [
            "Le prix de vos billets est remboursé sur votre carte : comptez quelques jours selon votre banque.",
          ]
        : []),
    ],
    details: [
      ["Événement", event.title],
      ["Date", formatDate(event.startsAt)],
      ["Référence", registration.reference],
    ],
    closing: ["Pour toute question, répondez simplement à ce courriel."],
  };
}

/** One attendee's copy of a message; its text keeps the volunteer's paragraphs. */
export function attendeeMessageEmail(message: {
  subject: string;
  body: string;
  firstName: string;
  reference: string;
  event: EventForEmail & { endsAt: Date | null };
}): EmailContent {
  const { event } = message;
  return {
    subject: message.subject,
    heading: message.subject,
    paragraphs: [
      `Bonjour ${message.firstName},`,
      ...message.body
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ],
    details: [
      ["Événement", event.title],
      ["Date", formatDate(event.startsAt)],
      ["Heure", hoursText(event.startsAt, event.endsAt)],
      ["Lieu", event.location],
      ["Votre référence", message.reference],
    ],
    closing: ["Vous recevez ce message parce que vous êtes inscrit à cet événement."],
  };
}
