/**
 * The waiting list (issue 26, part C). A request that does not fit waits (status `waitlisted`,
 * counting no place). Whenever places are freed — a cancellation, a lapsed hold or offer — the
 * caller, holding the event's row locked, calls `settlePlaces`: holds past their time expire,
 * then the freed places are offered to the oldest waiting requests that now fit (`offered`,
 * counted for 24 hours, e-mailed a link `/inscription/offre/<cancel token>`). Confirming there
 * makes the registration `confirmed`; an offer not confirmed in time expires and goes to the next.
 */
import { byUser } from "~/domain/gifts/lifecycle.server";
import { dropUnpaidTicketGifts } from "./ticket-gift.server";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { events, registrationLines, registrations } from "#db/schema";
import { HOLDING_STATUSES, takenPlaces, ticketTypesOf } from "~/domain/events/places.server";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { attendeesOf, lockEvent, placesEventColumns, type PlacesEvent } from "./attendees.server";
import { confirmRegistrationById } from "./confirmation.server";
import { CARD_HOLD_MS, placesRefusal, registrationState, type RequestedLine } from "./rules";
import { offerLapsedEmail, placeOfferedEmail, type AttendeeForEmail } from "./waitlist-emails";

/** How long a place offered from the waiting list is kept for the person it is offered to. */
export const OFFER_HOLD_MS = 24 * 60 * 60 * 1000;

/** The offer link's path: /inscription/offre/<token> (the registration's cancel token). */
export const offerPath = (token: string) => `/inscription/offre/${token}`;

const emailEvent = (
  event: PlacesEvent,
): AttendeeForEmail["event"] & { id: number; slug: string } => ({
  id: event.id,
  slug: event.slug,
  title: event.title,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  location: event.location,
});

/** The reasons kept on a ticket's gift part that was never paid. */
const HOLD_LAPSED = "Billets non payés : la réservation a expiré.";
const OFFER_LAPSED = "Billets non payés : la place offerte n'a pas été confirmée à temps.";
const WAITLIST_CLOSED = "Billets non payés : l'événement a commencé avant qu'une place se libère.";

/**
 * Expires the event's payment holds and offers past `holdExpiresAt` (status `expired`). Call it
 * with the event's row locked. Answers those expired, with the status they had.
 */
async function expireLapsedHolds(tx: Db, event: PlacesEvent, now: Date) {
  const lapsed = and(
    eq(registrations.eventId, event.id),
    inArray(registrations.status, [...HOLDING_STATUSES]),
    lte(registrations.holdExpiresAt, now),
  );
  // Read before the update: its `returning` answers the new status.
  const rows = await tx
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(lapsed);
  if (rows.length === 0) return [];
  await tx.update(registrations).set({ status: "expired" }).where(lapsed);
  const idsOf = (status: string) =>
    rows.filter((row) => row.status === status).map((row) => row.id);
  await dropUnpaidTicketGifts(tx, byUser(null), idsOf("held"), "fail", HOLD_LAPSED);
  await dropUnpaidTicketGifts(tx, byUser(null), idsOf("offered"), "cancel", OFFER_LAPSED);
  return rows;
}

/**
 * Once the event has begun nobody is offered a place: the requests still waiting expire, and
 * a paid one's gift part leaves the ledger. Answers their ids.
 */
async function closeStartedWaitlist(tx: Db, event: PlacesEvent, now: Date): Promise<number[]> {
  if (event.startsAt.getTime() > now.getTime()) return [];
  const closed = await tx
    .update(registrations)
    .set({ status: "expired" })
    .where(and(eq(registrations.eventId, event.id), eq(registrations.status, "waitlisted")))
    .returning({ id: registrations.id });
  const ids = closed.map((row) => row.id);
  await dropUnpaidTicketGifts(tx, byUser(null), ids, "cancel", WAITLIST_CLOSED);
  return ids;
}

/** The lines of the registrations `ids`, by registration. */
async function linesOf(tx: Db, ids: number[]): Promise<Map<number, RequestedLine[]>> {
  const rows = ids.length
    ? await tx
        .select({
          registrationId: registrationLines.registrationId,
          ticketTypeId: registrationLines.ticketTypeId,
          quantity: registrationLines.quantity,
        })
        .from(registrationLines)
        .where(inArray(registrationLines.registrationId, ids))
    : [];
  const lines = new Map<number, RequestedLine[]>();
  for (const { registrationId, ...line } of rows) {
    lines.set(registrationId, [...(lines.get(registrationId) ?? []), line]);
  }
  return lines;
}

/**
 * Offers the places free at `now` to the oldest waiting requests that fit in them, while the
 * event still takes registrations; each is e-mailed its link. Call it with the event's row
 * locked. Answers the ids offered.
 */
async function offerFreePlaces(
  tx: Db,
  event: PlacesEvent,
  now: Date,
  siteUrl: string | undefined,
): Promise<number[]> {
  if (!registrationState(event, now).open) return [];
  const waiting = await tx
    .select({
      id: registrations.id,
      places: registrations.places,
      payment: registrations.payment,
      totalCents: registrations.totalCents,
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, event.id), eq(registrations.status, "waitlisted")))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  if (waiting.length === 0) return [];
  // One after the other: a transaction's queries share one connection.
  const types = await ticketTypesOf(tx, event.id);
  const taken = await takenPlaces(tx, event.id, now);
  const lines = await linesOf(
    tx,
    waiting.map((row) => row.id),
  );
  const mode = event.registrationMode === "tickets" ? "tickets" : "free";
  const offered: number[] = [];
  for (const request of waiting) {
    const requested = { places: request.places, lines: lines.get(request.id) ?? [] };
    if (placesRefusal(requested, { capacity: event.capacity, types, taken }, mode)) continue;
    // What this offer holds is no longer free for the next one.
    taken.event += requested.places;
    for (const line of requested.lines) {
      taken.byType.set(
        line.ticketTypeId,
        (taken.byType.get(line.ticketTypeId) ?? 0) + line.quantity,
      );
    }
    offered.push(request.id);
  }
  if (offered.length === 0) return [];
  // Never held past the event's start: the offer could not be confirmed then.
  const holdExpiresAt = new Date(Math.min(now.getTime() + OFFER_HOLD_MS, event.startsAt.getTime()));
  await tx
    .update(registrations)
    .set({ status: "offered", holdExpiresAt })
    .where(and(inArray(registrations.id, offered), eq(registrations.status, "waitlisted")));
  for (const attendee of await attendeesOf(tx, emailEvent(event), offered)) {
    const request = waiting.find((row) => row.id === attendee.id)!;
    await sendEmail(
      tx,
      { to: attendee.email, topic: "registration.offer", relatedReference: attendee.reference },
      placeOfferedEmail(
        attendee,
        siteLink(siteUrl, offerPath(attendee.cancelToken)),
        holdExpiresAt,
        duePayment(request),
      ),
    );
  }
  return offered;
}

export interface SettledPlaces {
  /** Holds and offers that lapsed. */
  expired: number[];
  /** Waiting requests now offered a place. */
  offered: number[];
}

/**
 * Settles the event's places at `now`: lapsed holds and offers expire (a lapsed offer is told
 * so), then the free places go to the waiting list. Call it with the event's row locked, in the
 * transaction that freed places (a cancellation) or found them lapsed (the sweep, a registration,
 * an offer's link).
 */
export async function settlePlaces(
  tx: Db,
  event: PlacesEvent,
  now: Date,
  siteUrl: string | undefined,
): Promise<SettledPlaces> {
  const lapsed = await expireLapsedHolds(tx, event, now);
  const expired = [...lapsed.map((row) => row.id), ...(await closeStartedWaitlist(tx, event, now))];
  const lapsedOffers = lapsed.filter((row) => row.status === "offered").map((row) => row.id);
  for (const attendee of await attendeesOf(tx, emailEvent(event), lapsedOffers)) {
    await sendEmail(
      tx,
      {
        to: attendee.email,
        topic: "registration.offer_lapsed",
        relatedReference: attendee.reference,
      },
      offerLapsedEmail(attendee),
    );
  }
  const offered = await offerFreePlaces(tx, event, now, siteUrl);
  if (expired.length || offered.length) await publicContentChanged(tx);
  return { expired, offered };
}

// ---------------------------------------------------------------- the offer's link

/** What confirming an offer costs, and how it is paid; null for free places. */
export type DuePayment = { cents: number; byCard: boolean } | null;

const duePayment = (row: { payment: string | null; totalCents: number }): DuePayment =>
  row.payment && row.totalCents > 0
    ? { cents: row.totalCents, byCard: row.payment === "card" }
    : null;

/** `paying`: confirmed by card, on Stripe's page until its hold lapses. */
export type OfferState = "offered" | "paying" | "lapsed" | "confirmed" | "closed";

export interface OfferView {
  reference: string;
  firstName: string;
  places: number;
  tickets: { name: string; quantity: number }[];
  state: OfferState;
  /** Until when the offer holds (ISO), when it is one. */
  expiresAt: string | null;
  payment: DuePayment;
  event: { title: string; slug: string; startsAt: string; endsAt: string | null; location: string };
}

async function registrationOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      status: registrations.status,
      holdExpiresAt: registrations.holdExpiresAt,
      payment: registrations.payment,
      totalCents: registrations.totalCents,
      reference: registrations.reference,
    })
    .from(registrations)
    .where(eq(registrations.cancelToken, token));
  return row ?? null;
}

function stateOf(
  row: { status: string; holdExpiresAt: Date | null; payment?: string | null },
  event: PlacesEvent,
  now: Date,
): OfferState {
  if (row.status === "confirmed") return "confirmed";
  if (row.status === "held") return "paying";
  // A card payment's hold that lapsed was no offer: the payment part tells of it.
  if (row.status === "expired") return row.payment === "card" ? "closed" : "lapsed";
  if (row.status !== "offered") return "closed";
  if (!row.holdExpiresAt || row.holdExpiresAt.getTime() <= now.getTime()) return "lapsed";
  // Made while registration was open, an offer holds until the event begins or is cancelled.
  const happening = event.status === "scheduled" && event.startsAt.getTime() > now.getTime();
  return happening ? "offered" : "closed";
}

async function viewOf(db: Db, registrationId: number, event: PlacesEvent, now: Date) {
  const [attendee] = await attendeesOf(db, emailEvent(event), [registrationId]);
  const [row] = await db
    .select({
      status: registrations.status,
      holdExpiresAt: registrations.holdExpiresAt,
      payment: registrations.payment,
      totalCents: registrations.totalCents,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  const state = stateOf(row!, event, now);
  return {
    reference: attendee!.reference,
    firstName: attendee!.firstName,
    places: attendee!.places,
    tickets: attendee!.tickets,
    state,
    expiresAt: state === "offered" || state === "paying" ? row!.holdExpiresAt!.toISOString() : null,
    payment: duePayment(row!),
    event: {
      title: event.title,
      slug: event.slug,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      location: event.location,
    },
  } satisfies OfferView;
}

/**
 * What an offer's link shows at `now` (a lapsed offer says so even before the sweep has seen
 * it); null for an unknown link or one that was never an offer.
 */
export async function offerByToken(
  db: Db,
  token: string | null,
  now: Date = new Date(),
): Promise<OfferView | null> {
  if (!token) return null;
  const row = await registrationOfToken(db, token);
  if (!row || row.status === "waitlisted") return null;
  const event = await eventOf(db, row.eventId);
  return viewOf(db, row.id, event, now);
}

async function eventOf(db: Db, eventId: number): Promise<PlacesEvent> {
  const [event] = await db.select(placesEventColumns).from(events).where(eq(events.id, eventId));
  return event!;
}

/**
 * « Confirmer ma place »: the offer of `token`, still holding at `now`, becomes a confirmed
 * registration (its confirmation e-mail queued, with what is due at the door). Paid by card, it
 * is held instead for a Checkout Session's life (CARD_HOLD_MS) and the view says `paying`, with
 * the reference whose session the caller opens (domain/payments); Stripe's event confirms it. A
 * lapsed one is expired there and then and its places go to the next. A second confirmation
 * changes nothing. Null for an unknown link.
 */
export function confirmOffer(
  db: Db,
  token: string | null,
  now: Date = new Date(),
  siteUrl?: string,
): Promise<(OfferView & { payNow: boolean }) | null> {
  return db.transaction(async (tx) => {
    if (!token) return null;
    const found = await registrationOfToken(tx, token);
    if (!found || found.status === "waitlisted") return null;
    const event = (await lockEvent(tx, found.eventId))!;
    const row = (await registrationOfToken(tx, token))!;
    const state = stateOf(row, event, now);
    const byCard = state === "offered" && duePayment(row)?.byCard === true;
    if (state === "offered") {
      await tx
        .update(registrations)
        .set(
          byCard
            ? { status: "held", holdExpiresAt: new Date(now.getTime() + CARD_HOLD_MS) }
            : { status: "confirmed", holdExpiresAt: null },
        )
        .where(and(eq(registrations.id, row.id), eq(registrations.status, "offered")));
      if (!byCard) await confirmRegistrationById(tx, row.id, siteUrl);
      await audit(tx, {
        userId: null,
        action: byCard ? "registration.pay_offer" : "registration.confirm_offer",
        entity: "registration",
        entityId: row.id,
        details: { reference: row.reference, eventId: event.id },
      });
      await publicContentChanged(tx);
    } else if (state === "lapsed" && row.status === "offered") {
      await settlePlaces(tx, event, now, siteUrl);
    }
    return { ...(await viewOf(tx, row.id, event, now)), payNow: byCard };
  });
}
