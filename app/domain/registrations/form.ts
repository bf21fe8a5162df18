/**
 * The registration form of an event's public page as the page draws it: its intent, its fixed
 * fields and what it needs to know of the event's offer to build its schema. Isomorphic and
 * without zod (the page loads schema.ts when the visitor reaches the form).
 */
import type { REGISTRATION_PAYMENTS } from "#db/vocabularies";
import type { FieldErrors } from "~/lib/forms/validate";
import type { OfferedQuestion } from "./questions";

/** The `intent` of the form's refusal. */
export const REGISTRATION_INTENT = "registration";

export const PERSON_FIELDS = ["firstName", "lastName", "email", "phone"] as const;
/** Free mode: the number of people. Tickets mode: one `ticket-<id>` quantity per type. */
export const PLACES_FIELD = "places";

export type RegistrationField = string;
export type RegistrationErrors = FieldErrors<RegistrationField>;

/** How paid tickets are paid, as the form offers it (`payment`). */
export const PAYMENT_FIELD = "payment";
export type TicketPayment = (typeof REGISTRATION_PAYMENTS)[number];
export const ticketPayments = {
  card: "Payer maintenant par carte",
  door: "Payer à la porte, le jour de l'événement",
} as const satisfies Record<TicketPayment, string>;

/**
 * What the form's schema is built from: the mode, the ticket types one may take, and the ways
 * paid tickets may be paid (none when every ticket is free; the card only when it is set up).
 */
export interface FormOffer {
  mode: "free" | "tickets";
  types: { id: number; name: string; perOrderLimit: number | null; priceCents: number }[];
  payments: TicketPayment[];
  /** A ticket is partly a gift (a fundraising dinner): the form asks about the official receipt. */
  receipt: boolean;
  /** The organiser's questions (none: the form asks only for the person and the places). */
  questions?: OfferedQuestion[];
}

export const RATE_LIMITED = {
  title: "Trop d'inscriptions",
  text: "Vous avez envoyé trop d'inscriptions depuis votre adresse. Veuillez réessayer dans une heure.",
} as const;
