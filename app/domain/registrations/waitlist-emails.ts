/**
 * The attendee's e-mails of the waiting list, the reminder and a cancelled event (content only;
 * `sendEmail` lays them out and queues them). Each names the event, its day, time and place, and
 * what the registration asked for.
 */
import type { EmailContent } from "~/domain/mail/layout";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { registrationDetails as details, type RegistrationForEmail } from "./emails";

export type AttendeeForEmail = Omit<RegistrationForEmail, "cancelUrl">;

const cancelAction = (url: string | null, label: string) => (url ? { label, url } : undefined);

export function waitlistJoinedEmail(
  registration: AttendeeForEmail,
  cancelUrl: string | null,
): EmailContent {
  const { event } = registration;
  return {
    subject: `Vous êtes sur la liste d'attente : ${event.title} (${registration.reference})`,
    heading: "Vous êtes sur la liste d'attente",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `« ${event.title} » est complet pour le moment. Votre demande est sur la liste d'attente : si des places se libèrent, elles vous seront offertes par courriel, dans l'ordre des demandes, et vous aurez 24 heures pour les confirmer.`,
    ],
    details: details(registration),
    action: cancelAction(cancelUrl, "Quitter la liste d'attente"),
    closing: ["Vous ne souhaitez plus venir ? Quittez la liste d'attente avec le lien ci-dessus."],
  };
}

/** What confirming costs, said in the offer's e-mail; null for free places. */
function paymentSentence(due: { cents: number; byCard: boolean } | null): string[] {
  if (!due) return [];
  return [
    due.byCard
      ? `Vos billets coûtent ${formatMoney(due.cents)} : en confirmant, vous les payez par carte sur la page sécurisée de Stripe.`
      : `Vos billets coûtent ${formatMoney(due.cents)}, à payer à la porte le jour de l'événement.`,
  ];
}

/** The button of an offer: a card payment follows the confirmation. */
export const offerButtonLabel = (due: { byCard: boolean } | null) =>
  due?.byCard ? "Confirmer et payer" : "Confirmer ma place";

export function placeOfferedEmail(
  registration: AttendeeForEmail,
  offerUrl: string | null,
  expiresAt: Date,
  due: { cents: number; byCard: boolean } | null = null,
): EmailContent {
  const { event } = registration;
  return {
    subject: `Une place s'est libérée : ${event.title} (${registration.reference})`,
    heading: "Une place s'est libérée pour vous",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `Des places se sont libérées pour « ${event.title} » : elles vous sont réservées jusqu'au ${formatDateTime(expiresAt)}. Confirmez-les avant cette heure, sinon elles seront offertes à la personne suivante de la liste d'attente.`,
      ...paymentSentence(due),
    ],
    details: details(registration),
    action: offerUrl ? { label: offerButtonLabel(due), url: offerUrl } : undefined,
    closing: offerUrl
      ? []
      : [
          `Pour confirmer, répondez à ce courriel en citant la référence ${registration.reference}.`,
        ],
  };
}

export function offerLapsedEmail(registration: AttendeeForEmail): EmailContent {
  const { event } = registration;
  return {
    subject: `Votre place n'a pas été confirmée à temps : ${event.title}`,
    heading: "Votre place n'a pas été confirmée à temps",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `La place qui vous était offerte pour « ${event.title} » n'a pas été confirmée dans les 24 heures : elle a été offerte à la personne suivante de la liste d'attente.`,
      "Si vous souhaitez toujours venir, vous pouvez vous inscrire de nouveau sur la page de l'événement.",
    ],
    details: details(registration),
  };
}

export function reminderEmail(
  registration: AttendeeForEmail,
  cancelUrl: string | null,
): EmailContent {
  const { event } = registration;
  return {
    subject: `Rappel : ${event.title}, demain`,
    heading: "À demain !",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `Nous vous rappelons « ${event.title} », demain, ${formatDate(event.startsAt)}. Nous avons hâte de vous accueillir.`,
    ],
    details: details(registration),
    action: cancelAction(cancelUrl, "Annuler mon inscription"),
    closing: [
      "Vous ne pourrez pas venir ? Annulez votre inscription avec le lien ci-dessus : vos places seront rendues à d'autres personnes.",
    ],
  };
}

export function eventCancelledEmail(registration: AttendeeForEmail): EmailContent {
  const { event } = registration;
  return {
    subject: `Événement annulé : ${event.title}`,
    heading: "Événement annulé",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `Nous sommes désolés : « ${event.title} », prévu le ${formatDate(event.startsAt)}, est annulé. Votre inscription est annulée, vous n'avez rien à faire.`,
    ],
    details: details(registration),
  };
}
