/**
 * The zod schema of an event's registration form, built from the event's offer (free: a
 * number of people; tickets: a quantity per type within its per-order limit, at least one in
 * all). Isomorphic: the server parses with it, the page runs it before sending.
 */
import { z } from "zod";
import { optionalPhone, requiredEmail, requiredText, wholeNumber } from "~/lib/forms/rules";
import {
  checkReceiptAddress,
  receiptOf,
  receiptShape,
  type ReceiptPart,
} from "~/domain/receipts/receipt-request";
import { PAYMENT_FIELD, type FormOffer, type TicketPayment } from "./form";
import { answersOf, questionShape, type Answer } from "./questions";
import { MAX_PLACES_PER_REGISTRATION, ticketInput, type RequestedPlaces } from "./rules";

export const PLACES_INVALID = `Indiquez un nombre de personnes de 1 à ${MAX_PLACES_PER_REGISTRATION}.`;
export const NO_TICKET = "Choisissez au moins un billet.";
export const TOO_MANY_TICKETS = `Une inscription compte au plus ${MAX_PLACES_PER_REGISTRATION} billets.`;
export const PAYMENT_REQUIRED = "Choisissez comment payer vos billets.";
export const perOrderLimit = (name: string, limit: number) =>
  `Au plus ${limit} billet${limit > 1 ? "s" : ""} « ${name} » par inscription.`;

const person = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredEmail(),
  phone: optionalPhone(),
};

/** A quantity from 0 to `max`, a blank being 0. */
function quantity(max: number, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((typed) => typed || "0")
    .pipe(wholeNumber(0, max, message));
}

export function registrationSchema(offer: FormOffer) {
  const questions = questionShape(offer.questions ?? []);
  if (offer.mode === "free") {
    return z.object({
      ...person,
      ...questions,
      places: wholeNumber(1, MAX_PLACES_PER_REGISTRATION, PLACES_INVALID),
    });
  }
  const tickets = Object.fromEntries(
    offer.types.map((type) => {
      const limit = Math.min(
        type.perOrderLimit ?? MAX_PLACES_PER_REGISTRATION,
        MAX_PLACES_PER_REGISTRATION,
      );
      return [ticketInput(type.id), quantity(limit, perOrderLimit(type.name, limit))];
    }),
  ) as Record<string, ReturnType<typeof quantity>>;
  const payment = z
    .string()
    .optional()
    .transform((value) =>
      offer.payments.includes(value as TicketPayment) ? (value as TicketPayment) : null,
    );
  return z
    .object({
      ...person,
      ...questions,
      ...tickets,
      [PAYMENT_FIELD]: payment,
      ...(offer.receipt ? receiptShape : {}),
    })
    .superRefine((input, context) => {
      if (offer.receipt) {
        checkReceiptAddress(input as unknown as ReceiptPart, (field, message) =>
          context.addIssue({ code: "custom", path: [field], message }),
        );
      }
      const quantityOf = (id: number) =>
        (input as Record<string, unknown>)[ticketInput(id)] as number;
      const total = offer.types.reduce((sum, type) => sum + quantityOf(type.id), 0);
      if (total === 0) context.addIssue({ code: "custom", path: ["form"], message: NO_TICKET });
      if (total > MAX_PLACES_PER_REGISTRATION) {
        context.addIssue({ code: "custom", path: ["form"], message: TOO_MANY_TICKETS });
      }
      const price = offer.types.reduce(
        (sum, type) => sum + quantityOf(type.id) * type.priceCents,
        0,
      );
      if (price > 0 && !input[PAYMENT_FIELD]) {
        context.addIssue({ code: "custom", path: [PAYMENT_FIELD], message: PAYMENT_REQUIRED });
      }
    });
}

export interface RegistrationInput extends RequestedPlaces {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** How the tickets' price is paid; null when there is nothing to pay. */
  payment?: TicketPayment | null;
  /** For a fundraising ticket: whether an official receipt is wanted, and the address it needs. */
  receipt?: ReturnType<typeof receiptOf> | null;
  /** The answers to the organiser's questions (none when there are no questions). */
  answers?: Answer[];
}

/** The parsed form as the places it asks for (tickets: the lines of the types chosen). */
export function requestOf(offer: FormOffer, parsed: Record<string, unknown>): RegistrationInput {
  const person = {
    firstName: parsed.firstName as string,
    lastName: parsed.lastName as string,
    email: parsed.email as string,
    phone: (parsed.phone as string | null) ?? null,
    answers: answersOf(offer.questions ?? [], parsed),
  };
  if (offer.mode === "free") {
    return { ...person, places: parsed.places as number, lines: [], payment: null, receipt: null };
  }
  const lines = offer.types
    .map((type) => ({ ticketTypeId: type.id, quantity: parsed[ticketInput(type.id)] as number }))
    .filter((line) => line.quantity > 0);
  const price = lines.reduce(
    (sum, line) =>
      sum + line.quantity * offer.types.find((type) => type.id === line.ticketTypeId)!.priceCents,
    0,
  );
  return {
    ...person,
    places: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines,
    payment: price > 0 ? ((parsed[PAYMENT_FIELD] as TicketPayment | null) ?? null) : null,
    receipt: offer.receipt ? receiptOf(parsed as unknown as ReceiptPart) : null,
  };
}
