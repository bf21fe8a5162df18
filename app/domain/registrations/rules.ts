/**
 * The rules of registering to an event (issue 26), pure so they are unit-tested and read alike
 * by the page (what it shows) and the server (what it accepts):
 *
 * - registration is open when the event takes registrations, is scheduled and has not begun,
 *   and `now` is inside its window (a null bound is no bound);
 * - a request fits when the whole event's capacity and each ticket type's places still hold it.
 *   The server checks this with the event's row locked (registrations.server.ts), so two people
 *   can never both take the last place.
 *
 * Isomorphic: each French sentence that states a rule is written here once.
 */
import type { RegistrationMode } from "~/domain/events/registration-fields";
import { formatDateTime } from "~/lib/format";

/** The most people one registration counts (free mode), and the most tickets of one order. */
export const MAX_PLACES_PER_REGISTRATION = 20;

/**
 * How long places are held for a card payment: the life of its Checkout Session (Stripe's
 * shortest, 30 minutes), after which they go back (the session expires at the same instant).
 */
export const CARD_HOLD_MS = 30 * 60 * 1000;

/** Paid by card and not given back yet: cancelling it refunds the card (refundCancelledTickets). */
export const refundableByCard = (row: {
  payment: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}) => row.payment === "card" && row.paidAt !== null && row.refundedAt === null;

export interface RegistrationWindow {
  registrationMode: RegistrationMode | string;
  status: string;
  startsAt: Date;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
}

export type ClosedReason = "off" | "cancelled" | "started" | "not-yet-open" | "closed";

export type RegistrationState =
  { open: true } | { open: false; reason: ClosedReason; message: string };

const CLOSED: Record<Exclude<ClosedReason, "not-yet-open">, string> = {
  off: "Cet événement ne prend pas d'inscriptions en ligne.",
  cancelled: "Cet événement est annulé : les inscriptions sont fermées.",
  started: "Cet événement a commencé : les inscriptions sont fermées.",
  closed: "Les inscriptions à cet événement sont fermées.",
};

/** « Les inscriptions ouvriront le 1 mars 2027 à 9 h 00. » */
export const notYetOpen = (opensAt: Date) =>
  `Les inscriptions ouvriront le ${formatDateTime(opensAt)}.`;

export function registrationState(event: RegistrationWindow, now: Date): RegistrationState {
  const closed = (reason: ClosedReason): RegistrationState => ({
    open: false,
    reason,
    message: reason === "not-yet-open" ? notYetOpen(event.registrationOpensAt!) : CLOSED[reason],
  });
  if (event.registrationMode === "off") return closed("off");
  if (event.status !== "scheduled") return closed("cancelled");
  const at = now.getTime();
  if (event.startsAt.getTime() <= at) return closed("started");
  if (event.registrationOpensAt && at < event.registrationOpensAt.getTime()) {
    return closed("not-yet-open");
  }
  if (event.registrationClosesAt && at >= event.registrationClosesAt.getTime()) {
    return closed("closed");
  }
  return { open: true };
}

// ---------------------------------------------------------------- places

export const EVENT_FULL = "Complet : il ne reste plus de place pour cet événement.";
export const onlyLeft = (left: number) =>
  `Il ne reste que ${left} place${left > 1 ? "s" : ""} : réduisez le nombre de personnes.`;
export const typeFull = (name: string) => `Complet : il ne reste plus de billet « ${name} ».`;
export const typeOnlyLeft = (name: string, left: number) =>
  `Il ne reste que ${left} billet${left > 1 ? "s" : ""} « ${name} ».`;

/** Places left of `total` once `taken` are counted; null: no limit. */
export function placesLeft(total: number | null, taken: number): number | null {
  return total === null ? null : Math.max(0, total - taken);
}

/** The smaller of two limits, null being none. */
export function tighter(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

export interface RequestedLine {
  ticketTypeId: number;
  quantity: number;
}

/** What one registration asks for: `places` people, and in tickets mode the tickets by type. */
export interface RequestedPlaces {
  places: number;
  lines: RequestedLine[];
}

export interface PlacesState {
  capacity: number | null;
  types: { id: number; name: string; places: number | null; priceCents: number }[];
  taken: { event: number; byType: Map<number, number> };
}

/** The name of a ticket type's quantity field on the public form. */
export const ticketInput = (ticketTypeId: number) => `ticket-${ticketTypeId}`;

export interface PlacesRefusal {
  /** The field the message belongs to: "places", a ticket's field, or "form". */
  field: string;
  message: string;
}

/**
 * Why `request` does not fit in what is left, or null when it fits: the whole event first
 * (« Complet », or only N places left), then each ticket type.
 */
export function placesRefusal(
  request: RequestedPlaces,
  state: PlacesState,
  mode: "free" | "tickets",
): PlacesRefusal | null {
  const eventField = mode === "free" ? "places" : "form";
  const left = placesLeft(state.capacity, state.taken.event);
  if (left === 0) return { field: "form", message: EVENT_FULL };
  if (left !== null && request.places > left) return { field: eventField, message: onlyLeft(left) };
  for (const line of request.lines) {
    const type = state.types.find((candidate) => candidate.id === line.ticketTypeId);
    if (!type) return { field: "form", message: EVENT_FULL };
    const field = ticketInput(type.id);
    const typeLeft = placesLeft(type.places, state.taken.byType.get(type.id) ?? 0);
    if (typeLeft === 0) return { field, message: typeFull(type.name) };
    if (typeLeft !== null && line.quantity > typeLeft) {
      return { field, message: typeOnlyLeft(type.name, typeLeft) };
    }
  }
  return null;
}
