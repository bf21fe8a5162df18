/**
 * Registering to an event and cancelling (issue 26, part A). The heart is `register`: in one
 * transaction it locks the event's row (`SELECT … FOR UPDATE`), counts the places confirmed
 * registrations hold, and writes the registration, its lines and its confirmation e-mail only
 * if the request fits the event's capacity and each ticket type's places. Every writer of places
 * (a registration, the back-office form) takes that lock first, so with 200 people at once for
 * the last 50 places exactly 50 get one. Cancelling returns the places at once.
 */
import { randomBytes } from "node:crypto";
import { eq, and, inArray } from "drizzle-orm";
import { events, registrationLines, registrations } from "#db/schema";
import { takenPlaces, ticketTypesOf } from "~/domain/events/places.server";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import { personFor } from "~/domain/people/people.server";
import { constraintsOf } from "~/lib/forms/constraints";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { RefusedForm } from "~/lib/forms/refusal";
import { postedFields, validateForm, type FieldErrors } from "~/lib/forms/validate";
import { isSpam } from "~/lib/honeypot";
import { insertWithUniqueReference, referenceCode } from "~/lib/reference";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { lockEvent, placesEventColumns } from "./attendees.server";
import { cancelPath, sendRegistrationConfirmation } from "./confirmation.server";
import {
  PAYMENT_FIELD,
  PERSON_FIELDS,
  PLACES_FIELD,
  RATE_LIMITED,
  type FormOffer,
  type TicketPayment,
} from "./form";
import { cardPaymentsAvailable } from "~/domain/payment-options/stripe-config.server";
import { byUser } from "~/domain/gifts/lifecycle.server";
import { dropUnpaidTicketGifts, recordTicketGift } from "./ticket-gift.server";
import { RECEIPT_ADDRESS_FIELDS } from "~/domain/receipts/receipt-address";
import { questionInput } from "./questions";
import { questionsOf, saveAnswers } from "./questions.server";
import {
  CARD_HOLD_MS,
  refundableByCard,
  placesLeft,
  placesRefusal,
  registrationState,
  ticketInput,
  tighter,
  type PlacesRefusal,
  type RegistrationState,
} from "./rules";
import { registrationSchema, requestOf, type RegistrationInput } from "./schema";
import { waitlistJoinedEmail } from "./waitlist-emails";
import {
  ALREADY_WAITING,
  WAITLIST_FIELD,
  WAITLIST_OFFERED,
  WAITLIST_VALUE,
  waitlistRefusal,
} from "./waitlist-rules";
import { settlePlaces } from "./waitlist.server";

/** Registrations allowed per client address and per hour (spam and abuse brake). */
export const REGISTRATION_RATE_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

export { cancelPath };
/** 32 random bytes, URL-safe base64 (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

// ---------------------------------------------------------------- what the page shows

export interface OfferedType {
  id: number;
  name: string;
  priceCents: number;
  /** What one ticket gives back (0: not a gift). */
  advantageCents: number;
  perOrderLimit: number | null;
  /** Tickets of this type one may still take (its places and the event's); null: no limit. */
  left: number | null;
}

export interface RegistrationOffer extends FormOffer {
  state: RegistrationState;
  /** Places left for the whole event; null: no limit. */
  left: number | null;
  /** Nothing can be taken any more (the event, or every ticket type, is full). */
  full: boolean;
  types: OfferedType[];
  constraints: FormConstraints;
}

/** The registration part of an event's page, or null when the event takes none. */
export async function registrationOffer(
  db: Db,
  eventId: number,
  now: Date = new Date(),
): Promise<RegistrationOffer | null> {
  const [event] = await db.select(placesEventColumns).from(events).where(eq(events.id, eventId));
  if (!event || event.registrationMode === "off") return null;
  const mode = event.registrationMode as FormOffer["mode"];
  const [types, taken, questions] = await Promise.all([
    ticketTypesOf(db, eventId),
    takenPlaces(db, eventId, now),
    questionsOf(db, eventId),
  ]);
  const left = placesLeft(event.capacity, taken.event);
  const offered: OfferedType[] =
    mode === "tickets"
      ? types.map((type) => ({
          id: type.id,
          name: type.name,
          priceCents: type.priceCents,
          advantageCents: type.advantageCents,
          perOrderLimit: type.perOrderLimit,
          left: tighter(placesLeft(type.places, taken.byType.get(type.id) ?? 0), left),
        }))
      : [];
  const full = left === 0 || (mode === "tickets" && offered.every((type) => type.left === 0));
  const paid = offered.some((type) => type.priceCents > 0);
  const payments: TicketPayment[] = !paid
    ? []
    : (await cardPaymentsAvailable(db))
      ? ["card", "door"]
      : ["door"];
  const receipt = offered.some((type) => type.advantageCents > 0);
  const offer = { mode, types: offered, payments, receipt, questions };
  return {
    ...offer,
    state: registrationState(event, now),
    left,
    full,
    constraints: constraintsOf(registrationSchema(offer)),
  };
}

/**
 * What search engines are told one may take (the event's JSON-LD `offers`): while registration
 * is open, or once it is full; nothing when it is closed for another reason.
 */
export function structuredOffers(
  offer: RegistrationOffer | null,
): { name?: string; priceCents: number; available: boolean }[] {
  if (!offer || !(offer.state.open || offer.full)) return [];
  if (offer.mode === "free") return [{ priceCents: 0, available: !offer.full }];
  return offer.types.map((type) => ({
    name: type.name,
    priceCents: type.priceCents,
    available: offer.state.open && type.left !== 0,
  }));
}

// ---------------------------------------------------------------- registering

export interface RegistrationMeta {
  now?: Date;
  /** The site's address as the request saw it: the cancel link is absolute. */
  siteUrl?: string;
  /** « Rejoindre la liste d'attente »: a request that does not fit waits instead. */
  waitlist?: boolean;
}

export type RegisterOutcome =
  | {
      ok: true;
      id: number;
      reference: string;
      places: number;
      waitlisted: boolean;
      /** What the tickets cost; with a card payment, the places are held until `heldUntil`. */
      totalCents: number;
      payment: TicketPayment | null;
      heldUntil: Date | null;
    }
  | { ok: false; reason: "closed" | "full"; refusal: PlacesRefusal };

/**
 * Registers `input` to event `eventId` if registration is open and its places fit, in one
 * transaction with the event's row locked; writes the registration, its lines and the e-mail.
 */
export function register(
  db: Db,
  eventId: number,
  input: RegistrationInput,
  meta: RegistrationMeta = {},
): Promise<RegisterOutcome> {
  const now = meta.now ?? new Date();
  return db.transaction(async (tx): Promise<RegisterOutcome> => {
    const event = await lockEvent(tx, eventId);
    const state = event ? registrationState(event, now) : null;
    if (!event || !state?.open) {
      const message = state && !state.open ? state.message : "Événement introuvable.";
      return { ok: false, reason: "closed", refusal: { field: "form", message } };
    }
    const mode = event.registrationMode as FormOffer["mode"];
    // Lapsed holds and offers free their places for the waiting list first, not for a newcomer.
    await settlePlaces(tx, event, now, meta.siteUrl);
    const types = await ticketTypesOf(tx, eventId);
    const refusal = placesRefusal(
      input,
      { capacity: event.capacity, types, taken: await takenPlaces(tx, eventId, now) },
      mode,
    );
    // Asked for the waiting list but places are there: registered at once.
    const waitlisted = refusal !== null && meta.waitlist === true;
    if (refusal) {
      const cannotWait = waitlisted
        ? waitlistRefusal(input, { capacity: event.capacity, types }, mode)
        : null;
      if (!waitlisted || cannotWait) {
        return { ok: false, reason: "full", refusal: cannotWait ?? refusal };
      }
      // One request per person on a list: a second would be offered places twice.
      const [already] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, eventId),
            eq(registrations.email, input.email),
            eq(registrations.status, "waitlisted"),
          ),
        )
        .limit(1);
      if (already) {
        return { ok: false, reason: "full", refusal: { field: "form", message: ALREADY_WAITING } };
      }
    }

    const personId = await personFor(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
    });
    const cancelToken = randomBytes(32).toString("base64url");
    const priceOf = (id: number) => types.find((type) => type.id === id)!.priceCents;
    const totalCents = input.lines.reduce(
      (sum, line) => sum + line.quantity * priceOf(line.ticketTypeId),
      0,
    );
    const payment = totalCents > 0 ? (input.payment ?? "door") : null;
    // A card payment holds the places for its Checkout Session; the rest is confirmed now.
    const heldUntil = payment === "card" ? new Date(now.getTime() + CARD_HOLD_MS) : null;
    let registrationId = 0;
    let checkinCode = "";
    const inserted = await insertWithUniqueReference("INS", async (candidate) => {
      const rows = await tx
        .insert(registrations)
        .values({
          reference: candidate,
          eventId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          places: input.places,
          status: waitlisted ? "waitlisted" : heldUntil ? "held" : "confirmed",
          holdExpiresAt: waitlisted ? null : heldUntil,
          payment,
          totalCents,
          cancelToken,
          personId,
        })
        .onConflictDoNothing({ target: registrations.reference })
        .returning({
          id: registrations.id,
          reference: registrations.reference,
          checkinCode: registrations.checkinCode,
        });
      if (rows[0]) ({ id: registrationId, checkinCode } = rows[0]);
      return rows;
    });
    await saveAnswers(tx, registrationId, input.answers ?? []);
    const tickets = input.lines.map((line) => {
      const type = types.find((candidate) => candidate.id === line.ticketTypeId)!;
      return { ...line, name: type.name, unitPriceCents: type.priceCents };
    });
    if (tickets.length) {
      await tx.insert(registrationLines).values(
        tickets.map((line) => ({
          registrationId,
          ticketTypeId: line.ticketTypeId,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
      );
    }

    const attendee = {
      reference: inserted,
      firstName: input.firstName,
      email: input.email,
      places: input.places,
      tickets: tickets.map(({ name, quantity, unitPriceCents }) => ({
        name,
        quantity,
        unitPriceCents,
      })),
      cancelToken,
      checkinCode,
      event,
    };
    const outcome = {
      ok: true as const,
      id: registrationId,
      reference: inserted,
      places: input.places,
      waitlisted,
      totalCents,
      payment,
      heldUntil,
    };
    // A waiting request's gift part is kept pending with the receipt's address it gave; it
    // leaves the ledger if the request is never served (waitlist.server.ts).
    if (payment) await recordTicketGift(tx, registrationId, input, inserted, payment);
    if (waitlisted) {
      await sendEmail(
        tx,
        { to: input.email, topic: "registration.waitlist", relatedReference: inserted },
        waitlistJoinedEmail(attendee, siteLink(meta.siteUrl, cancelPath(cancelToken))),
      );
      return outcome;
    }
    // A card payment's confirmation waits for Stripe's signed event (domain/payments).
    if (!heldUntil) {
      await sendRegistrationConfirmation(
        tx,
        { ...attendee, dueAtDoorCents: payment === "door" ? totalCents : 0 },
        meta.siteUrl,
      );
    }
    // The page shows the places left: every process's page cache forgets it at commit.
    await publicContentChanged(tx);
    return outcome;
  });
}

/**
 * Whether a registration whose hold lapsed still fits, with the event's row locked: a card
 * payment that arrives after its hold was given back takes its places again only if they are free.
 */
export async function placesStillFree(
  tx: Db,
  registrationId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .select({ eventId: registrations.eventId, places: registrations.places })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!row) return false;
  const event = await lockEvent(tx, row.eventId);
  if (!event) return false;
  const lines = await tx
    .select({ ticketTypeId: registrationLines.ticketTypeId, quantity: registrationLines.quantity })
    .from(registrationLines)
    .where(eq(registrationLines.registrationId, registrationId));
  const refusal = placesRefusal(
    { places: row.places, lines },
    {
      capacity: event.capacity,
      types: await ticketTypesOf(tx, row.eventId),
      taken: await takenPlaces(tx, row.eventId, now),
    },
    event.registrationMode === "free" ? "free" : "tickets",
  );
  return refusal === null;
}

export type SubmitOutcome =
  | {
      status: "registered";
      reference: string;
      places: number;
      /** "card": the places are held, the visitor goes to Stripe's page to pay. */
      payment: TicketPayment | null;
      totalCents: number;
    }
  | { status: "waitlisted"; reference: string; places: number }
  | RefusedForm<"invalid" | "rate-limited" | "closed" | "full", string, Record<string, string>>;

/** The names the form posts for `offer` (what a refusal shows again). */
function postedNames(offer: FormOffer): string[] {
  return [
    ...PERSON_FIELDS,
    ...(offer.mode === "free" ? [PLACES_FIELD] : offer.types.map((type) => ticketInput(type.id))),
    ...(offer.payments.length ? [PAYMENT_FIELD] : []),
    ...(offer.receipt ? ["receiptRequested", ...RECEIPT_ADDRESS_FIELDS] : []),
    ...(offer.questions ?? []).map((question) => questionInput(question.id)),
  ];
}

/**
 * The public form of event `eventId`: the anti-abuse counter, the schema of the event's offer,
 * the honeypot (answered like a success, nothing stored), then `register`.
 */
export async function submitRegistration(
  db: Db,
  eventId: number,
  form: FormData,
  meta: RegistrationMeta & { ip?: string | null } = {},
): Promise<SubmitOutcome | null> {
  const offer = await registrationOffer(db, eventId, meta.now);
  if (!offer) return null;
  const values = postedFields(form, postedNames(offer));
  const limit = await hit(db, `inscription:${meta.ip ?? "inconnue"}`, REGISTRATION_RATE_LIMIT);
  if (!limit.allowed) {
    return { status: "rate-limited", errors: { form: RATE_LIMITED.text }, values };
  }
  if (!offer.state.open) {
    return { status: "closed", errors: { form: offer.state.message }, values };
  }
  const parsed = validateForm<Record<string, unknown>>(registrationSchema(offer), form);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  if (isSpam(form)) {
    const reference = referenceCode("INS");
    return { status: "registered", reference, places: 1, payment: null, totalCents: 0 };
  }

  const waitlist = form.get(WAITLIST_FIELD) === WAITLIST_VALUE;
  const outcome = await register(db, eventId, requestOf(offer, parsed.data), { ...meta, waitlist });
  if (outcome.ok) {
    const { reference, places, payment, totalCents } = outcome;
    return outcome.waitlisted
      ? { status: "waitlisted", reference, places }
      : { status: "registered", reference, places, payment, totalCents };
  }
  const errors: FieldErrors<string> = { [outcome.refusal.field]: outcome.refusal.message };
  // Not enough places: the form offers the waiting list beside its message.
  const offered = outcome.reason === "full" && !waitlist;
  return {
    status: outcome.reason,
    errors,
    values: offered ? { ...values, [WAITLIST_FIELD]: WAITLIST_OFFERED } : values,
  };
}

// ---------------------------------------------------------------- cancelling

export interface RegistrationView {
  reference: string;
  firstName: string;
  places: number;
  cancelled: boolean;
  /** On the waiting list (its cancel link takes it off). */
  waitlisted: boolean;
  /** The event has begun: too late to cancel here. */
  started: boolean;
  /** Paid by card: cancelling gives the payment back (refundCancelledTickets). */
  paidByCard: boolean;
  event: { title: string; slug: string; startsAt: string; endsAt: string | null; location: string };
}

/** The reason kept on an unpaid ticket's gift part when its attendee cancels. */
const ATTENDEE_CANCELLED = "Inscription annulée par la personne inscrite.";

/** The token of a cancel link if it has the right form, else null (an unknown link is a 404). */
export function readCancelToken(raw: string | undefined | null): string | null {
  return raw && TOKEN.test(raw) ? raw : null;
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      firstName: registrations.firstName,
      places: registrations.places,
      status: registrations.status,
      payment: registrations.payment,
      paidAt: registrations.paidAt,
      refundedAt: registrations.refundedAt,
      eventId: registrations.eventId,
      title: events.title,
      slug: events.slug,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.cancelToken, token));
  return row ?? null;
}

function viewOf(
  row: NonNullable<Awaited<ReturnType<typeof findByToken>>>,
  now: Date,
): RegistrationView {
  return {
    reference: row.reference,
    firstName: row.firstName,
    places: row.places,
    // An offer not confirmed in time is over too.
    cancelled: row.status === "cancelled" || row.status === "expired",
    waitlisted: row.status === "waitlisted",
    started: row.startsAt.getTime() <= now.getTime(),
    paidByCard: refundableByCard(row),
    event: {
      title: row.title,
      slug: row.slug,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      location: row.location,
    },
  };
}

/** The registration a cancel link names, or null for an unknown link. */
export async function registrationByToken(
  db: Db,
  token: string | null,
  now: Date = new Date(),
): Promise<RegistrationView | null> {
  if (!token) return null;
  const row = await findByToken(db, token);
  return row ? viewOf(row, now) : null;
}

/** What the cancel link cancels: a registration, an offer of a place, a waiting request. */
const CANCELLABLE = ["confirmed", "offered", "waitlisted"];

/**
 * Cancels the registration of `token` (its places count no more and go to the waiting list),
 * journaled without personal data. A second cancel changes nothing; an event already begun is
 * not cancelled here. Answers the registration as it now is, or null for an unknown link.
 */
/** A cancellation's page, and the row whose card payment is to be given back once committed. */
export type CancelledRegistration = RegistrationView & { registrationId: number };

export function cancelRegistration(
  db: Db,
  token: string | null,
  now: Date = new Date(),
  siteUrl?: string,
): Promise<CancelledRegistration | null> {
  return db.transaction(async (tx) => {
    if (!token) return null;
    const found = await findByToken(tx, token);
    if (!found) return null;
    // Locked first, as every writer of places does; then read again under the lock.
    const event = await lockEvent(tx, found.eventId);
    const row = (await findByToken(tx, token))!;
    const view = { ...viewOf(row, now), registrationId: row.id };
    if (view.cancelled || view.started) return view;
    const changed = await tx
      .update(registrations)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(registrations.id, row.id), inArray(registrations.status, CANCELLABLE)))
      .returning({ id: registrations.id });
    if (changed.length) {
      await audit(tx, {
        userId: null,
        action: "registration.cancel",
        entity: "registration",
        entityId: row.id,
        details: { reference: row.reference, eventId: row.eventId, places: row.places },
      });
      await dropUnpaidTicketGifts(tx, byUser(null), [row.id], "cancel", ATTENDEE_CANCELLED);
      await settlePlaces(tx, event!, now, siteUrl);
      await publicContentChanged(tx);
    }
    return { ...view, cancelled: true };
  });
}
