/**
 * Registering to an event and cancelling (issue 26, part A). The heart is `register`: in one
 * transaction it locks the event's row (`SELECT … FOR UPDATE`), counts the places confirmed
 * registrations hold, and writes the registration, its lines and its confirmation e-mail only
 * if the request fits the event's capacity and each ticket type's places. Every writer of places
 * (a registration, the back-office form) takes that lock first, so with 200 people at once for
 * the last 50 places exactly 50 get one. Cancelling returns the places at once.
 */
import { randomBytes } from "node:crypto";
import { eq, and } from "drizzle-orm";
import { events, registrationLines, registrations } from "#db/schema";
import { calendarEventById } from "~/domain/events/calendar.server";
import { eventToIcs } from "~/domain/events/ics";
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
import { registrationConfirmationEmail } from "./emails";
import { PERSON_FIELDS, PLACES_FIELD, RATE_LIMITED, type FormOffer } from "./form";
import { questionInput } from "./questions";
import { questionsOf, saveAnswers } from "./questions.server";
import {
  placesLeft,
  placesRefusal,
  registrationState,
  ticketInput,
  tighter,
  type PlacesRefusal,
  type RegistrationState,
} from "./rules";
import { registrationSchema, requestOf, type RegistrationInput } from "./schema";

/** Registrations allowed per client address and per hour (spam and abuse brake). */
export const REGISTRATION_RATE_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

/** The cancel link's path: /inscription/annuler/<token>. */
export const cancelPath = (token: string) => `/inscription/annuler/${token}`;
/** 32 random bytes, URL-safe base64 (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  status: events.status,
  registrationMode: events.registrationMode,
  capacity: events.capacity,
  registrationOpensAt: events.registrationOpensAt,
  registrationClosesAt: events.registrationClosesAt,
};

// ---------------------------------------------------------------- what the page shows

export interface OfferedType {
  id: number;
  name: string;
  priceCents: number;
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
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
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
          perOrderLimit: type.perOrderLimit,
          left: tighter(placesLeft(type.places, taken.byType.get(type.id) ?? 0), left),
        }))
      : [];
  const full = left === 0 || (mode === "tickets" && offered.every((type) => type.left === 0));
  const offer = { mode, types: offered, questions };
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
}

export type RegisterOutcome =
  | { ok: true; reference: string; places: number }
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
    const [event] = await tx
      .select(eventColumns)
      .from(events)
      .where(eq(events.id, eventId))
      .for("update");
    const state = event ? registrationState(event, now) : null;
    if (!event || !state?.open) {
      const message = state && !state.open ? state.message : "Événement introuvable.";
      return { ok: false, reason: "closed", refusal: { field: "form", message } };
    }
    const mode = event.registrationMode as FormOffer["mode"];
    const types = await ticketTypesOf(tx, eventId);
    const refusal = placesRefusal(
      input,
      { capacity: event.capacity, types, taken: await takenPlaces(tx, eventId, now) },
      mode,
    );
    if (refusal) return { ok: false, reason: "full", refusal };

    const personId = await personFor(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
    });
    const cancelToken = randomBytes(32).toString("base64url");
    let registrationId = 0;
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
          status: "confirmed",
          cancelToken,
          personId,
        })
        .onConflictDoNothing({ target: registrations.reference })
        .returning({ id: registrations.id, reference: registrations.reference });
      if (rows[0]) registrationId = rows[0].id;
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

    const cancelUrl = siteLink(meta.siteUrl, cancelPath(cancelToken));
    const site = meta.siteUrl;
    const ics = site
      ? await calendarEventById(tx, eventId, { absolute: (path) => new URL(path, site).href })
      : null;
    await sendEmail(
      tx,
      {
        to: input.email,
        topic: "registration.confirmation",
        relatedReference: inserted,
        attachments: ics
          ? [
              {
                filename: `${event.slug.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`,
                contentType: "text/calendar; charset=utf-8",
                contentBase64: Buffer.from(eventToIcs(ics)).toString("base64"),
              },
            ]
          : undefined,
      },
      registrationConfirmationEmail({
        reference: inserted,
        firstName: input.firstName,
        places: input.places,
        tickets: tickets.map(({ name, quantity }) => ({ name, quantity })),
        event,
        cancelUrl,
      }),
    );
    // The page shows the places left: every process's page cache forgets it at commit.
    await publicContentChanged(tx);
    return { ok: true, reference: inserted, places: input.places };
  });
}

export type SubmitOutcome =
  | { status: "registered"; reference: string; places: number }
  | RefusedForm<"invalid" | "rate-limited" | "closed" | "full", string, Record<string, string>>;

/** The names the form posts for `offer` (what a refusal shows again). */
function postedNames(offer: FormOffer): string[] {
  return [
    ...PERSON_FIELDS,
    ...(offer.mode === "free" ? [PLACES_FIELD] : offer.types.map((type) => ticketInput(type.id))),
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
  if (isSpam(form)) return { status: "registered", reference: referenceCode("INS"), places: 1 };

  const outcome = await register(db, eventId, requestOf(offer, parsed.data), meta);
  if (outcome.ok)
    return { status: "registered", reference: outcome.reference, places: outcome.places };
  const errors: FieldErrors<string> = { [outcome.refusal.field]: outcome.refusal.message };
  return { status: outcome.reason, errors, values };
}

// ---------------------------------------------------------------- cancelling

export interface RegistrationView {
  reference: string;
  firstName: string;
  places: number;
  cancelled: boolean;
  /** The event has begun: too late to cancel here. */
  started: boolean;
  event: { title: string; slug: string; startsAt: string; endsAt: string | null; location: string };
}

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
    cancelled: row.status === "cancelled",
    started: row.startsAt.getTime() <= now.getTime(),
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

/**
 * Cancels the registration of `token` (its places count no more), journaled without personal
 * data. A second cancel changes nothing; an event already begun is not cancelled here.
 * Answers the registration as it now is, or null for an unknown link.
 */
export function cancelRegistration(
  db: Db,
  token: string | null,
  now: Date = new Date(),
): Promise<RegistrationView | null> {
  return db.transaction(async (tx) => {
    if (!token) return null;
    const row = await findByToken(tx, token);
    if (!row) return null;
    const view = viewOf(row, now);
    if (view.cancelled || view.started) return view;
    const changed = await tx
      .update(registrations)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(registrations.id, row.id), eq(registrations.status, "confirmed")))
      .returning({ id: registrations.id });
    if (changed.length) {
      await audit(tx, {
        userId: null,
        action: "registration.cancel",
        entity: "registration",
        entityId: row.id,
        details: { reference: row.reference, eventId: row.eventId, places: row.places },
      });
      await publicContentChanged(tx);
    }
    return { ...view, cancelled: true };
  });
}
