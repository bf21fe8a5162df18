/**
 * The attendee's confirmation e-mail (content only; `sendEmail` lays it out and queues it): the
 * event's title, day and time on Saguenay's clock, its place, the places or tickets taken, the
 * reference and the link that cancels the registration. The event's .ics is attached by the
 * caller.
 */
import type { EmailContent } from "~/domain/mail/layout";
import { formatDate, formatMoney, formatTime } from "~/lib/format";
import { spacedCode } from "./checkin";

export interface RegistrationForEmail {
  reference: string;
  firstName: string;
  places: number;
  /** Tickets mode: one entry per type taken, at its price when known; free mode: none. */
  tickets: { name: string; quantity: number; unitPriceCents?: number }[];
  event: { title: string; startsAt: Date; endsAt: Date | null; location: string };
  /** Absolute, or null when the site's address is unknown (then the reference is the way). */
  cancelUrl: string | null;
  /** Paid at the door: what is due there (0 or absent: nothing). */
  dueAtDoorCents?: number;
  /** The check-in code the attached QR carries (shown inline by `qrCid`), printed to be typed. */
  checkin?: { code: string; qrCid: string };
}

export const people = (count: number) => `${count} personne${count > 1 ? "s" : ""}`;

const priceText = (cents: number) => (cents === 0 ? "gratuit" : formatMoney(cents));

/** « 2 × Adulte (25,00 $) » lines, or « 3 personnes ». */
export function placesText(places: number, tickets: RegistrationForEmail["tickets"]): string {
  if (tickets.length === 0) return people(places);
  return tickets
    .map((ticket) =>
      ticket.unitPriceCents === undefined
        ? `${ticket.quantity} × ${ticket.name}`
        : `${ticket.quantity} × ${ticket.name} (${priceText(ticket.unitPriceCents)})`,
    )
    .join("\n");
}

/** « 18 h 30 », or « 18 h 30 à 21 h 00 ». */
export function hoursText(startsAt: Date, endsAt: Date | null): string {
  return endsAt ? `${formatTime(startsAt)} à ${formatTime(endsAt)}` : formatTime(startsAt);
}

export function registrationConfirmationEmail(registration: RegistrationForEmail): EmailContent {
  const { event } = registration;
  return {
    subject: `Inscription confirmée : ${event.title} (${registration.reference})`,
    heading: "Votre inscription est confirmée",
    paragraphs: [
      `Bonjour ${registration.firstName},`,
      `Votre inscription à « ${event.title} » est enregistrée. Nous avons hâte de vous accueillir.`,
    ],
    details: [
      ...registrationDetails(registration),
      ...(registration.checkin
        ? [["Code d'entrée", spacedCode(registration.checkin.code)] as [string, string]]
        : []),
      ...(registration.dueAtDoorCents
        ? ([["À payer à la porte", formatMoney(registration.dueAtDoorCents)]] as [string, string][])
        : []),
    ],
    image: registration.checkin
      ? { cid: registration.checkin.qrCid, alt: `Code QR d'entrée ${registration.reference}` }
      : undefined,
    action: registration.cancelUrl
      ? { label: "Annuler mon inscription", url: registration.cancelUrl }
      : undefined,
    closing: [
      ...(registration.checkin
        ? [
            "À l'entrée, présentez le code QR (aussi joint en image) ; sans lui, la référence ou le code d'entrée suffisent.",
          ]
        : []),
      "Le fichier joint (.ics) ajoute l'événement à votre agenda.",
      "Vous ne pourrez pas venir ? Annulez votre inscription avec le lien ci-dessus : vos places seront rendues à d'autres personnes.",
    ],
  };
}

/** The rows every attendee's e-mail shows: the event, its day, time and place, the places taken. */
export function registrationDetails(
  registration: Omit<RegistrationForEmail, "cancelUrl">,
): [string, string][] {
  const { event } = registration;
  return [
    ["Événement", event.title],
    ["Date", formatDate(event.startsAt)],
    ["Heure", hoursText(event.startsAt, event.endsAt)],
    ["Lieu", event.location],
    [
      registration.tickets.length ? "Billets" : "Places",
      placesText(registration.places, registration.tickets),
    ],
    ["Référence", registration.reference],
  ];
}
