/**
 * What each outbox message is about, in French, for the Courriels screen, and the screen's
 * filters. Isomorphic. A topic not listed here is shown as written, so a new workflow's messages
 * are never hidden.
 */
import { OUTBOX_STATUSES } from "#db/vocabularies";
import { z } from "zod";
import { optionalText } from "~/lib/forms/rules";
import { keyParser } from "~/lib/labels";

const topicLabels: Record<string, string> = {
  "event-request.received": "Demande d'événement : accusé de réception",
  "event-request.notification": "Demande d'événement : avis à la fondation",
  "event-request.approved": "Demande d'événement approuvée",
  "event-request.rejected": "Demande d'événement rejetée",
  "donation.instructions": "Don : instructions de virement",
  "donation.notification": "Don : avis à la fondation",
  "donation.receipt": "Don : reçu officiel",
  "contact.received": "Message de contact : accusé de réception",
  "contact.notification": "Message de contact : avis à la fondation",
  "order.confirmation": "Commande : confirmation",
  "order.notification": "Commande : avis à la fondation",
  "order.status": "Commande : changement de statut",
  "account.update": "Compte d'administration : changement",
  "donor.sign-in-link": "Espace donateur : lien de connexion",
  "newsletter.confirmation": "Infolettre : confirmation d'inscription",
  "newsletter.issue": "Infolettre",
  "newsletter.test": "Infolettre : envoi d'essai",
};

export function topicLabel(topic: string): string {
  if (Object.hasOwn(topicLabels, topic)) return topicLabels[topic]!;
  return topic || "Courriel";
}

/** `?statut=` of the Courriels screen, by its French URL value; no value means all. */
export const outboxFilters = {
  "en-attente": { status: "pending", label: "En attente" },
  envoyes: { status: "sent", label: "Envoyés" },
  echoues: { status: "failed", label: "Échoués" },
} as const satisfies Record<string, { status: OutboxStatus; label: string }>;
export type OutboxFilter = keyof typeof outboxFilters;
export const parseOutboxFilter = keyParser(outboxFilters);

/** The recipient or reference search of the list (`?q=`), as long as the server reads it. */
export const outboxSearchSchema = z.object({ q: optionalText(200) });

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const outboxStatuses = OUTBOX_STATUSES;

export const outboxStatusLabels: Record<string, string> = {
  pending: "En attente",
  sent: "Envoyé",
  failed: "Échoué",
} satisfies Record<OutboxStatus, string>;

export const EMAIL_NOT_FOUND = "Courriel introuvable.";
export const EMAIL_ALREADY_SENT = "Ce courriel a déjà été envoyé : il n'y a rien à réessayer.";
