/**
 * Checking people in at the door (issue 26, item 7): the event's board (who is registered, who
 * came, the count) and the check-in itself. A check-in locks the registration's row, so two
 * volunteers scanning the same ticket at once get one « pointé » and one « Déjà pointé ».
 *
 * A phone that lost the network queues its check-ins and sends them again later, each with the
 * id the page gave it (`clientId`): that id is kept in the check-in's journal row, so a request
 * sent twice is answered "done" the second time, while any other check-in of the same ticket is
 * refused with who and when. Check-ins do not change places: the event's row is not locked.
 */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { auditLog, events, registrations, users } from "#db/schema";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import {
  alreadyCheckedIn,
  ENTRY_UNKNOWN,
  notAdmitted,
  OTHER_EVENT,
  type ArrivalCounts,
  type BoardRow,
  type CheckinBoard,
  type CheckinEntry,
} from "./checkin";

/** What a queued check-in may say of when it happened: within the last 12 hours, else now. */
const RECORDED_AT_WINDOW_MS = 12 * 60 * 60 * 1000;
/** The page's ids of queued check-ins (crypto.randomUUID()). */
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export const CHECKIN_ACTION = "registration.checkin";

/** The counts of event `eventId`. */
export async function arrivalCounts(db: Db, eventId: number): Promise<ArrivalCounts> {
  const [row] = await db
    .select({
      registered: sql<number>`coalesce(sum(${registrations.places}), 0)::int`,
      arrived: sql<number>`coalesce(sum(${registrations.places}) filter (where ${registrations.checkedInAt} is not null), 0)::int`,
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")));
  return { arrived: row?.arrived ?? 0, registered: row?.registered ?? 0 };
}

/** The door's page of event `eventId`, or null when there is no such event. */
export async function checkinBoard(db: Db, eventId: number): Promise<CheckinBoard | null> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const rows = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      places: registrations.places,
      checkedInAt: registrations.checkedInAt,
      checkedInBy: users.name,
      payment: registrations.payment,
      paidAt: registrations.paidAt,
      totalCents: registrations.totalCents,
    })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.checkedInBy))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
  const board = rows.map((row): BoardRow => ({
    id: row.id,
    reference: row.reference,
    name: `${row.firstName} ${row.lastName}`,
    places: row.places,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedInBy: row.checkedInAt ? (row.checkedInBy ?? null) : null,
    dueCents: row.payment === "door" && !row.paidAt ? row.totalCents : 0,
  }));
  const sum = (list: BoardRow[]) => list.reduce((total, row) => total + row.places, 0);
  return {
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      location: event.location,
    },
    rows: board,
    registered: sum(board),
    arrived: sum(board.filter((row) => row.checkedInAt)),
  };
}

export interface CheckinRequest {
  eventId: number;
  /** The scanned or typed entry, or the id of the row « Pointer » was pressed on. */
  entry: CheckinEntry | { registrationId: number };
  /** The volunteer. */
  userId: number;
  /** The page's id for this check-in (a queued one sent again is recognised by it). */
  clientId?: string | null;
  /** When the volunteer pressed the button, for a check-in queued offline. */
  recordedAt?: Date | null;
  now?: Date;
}

export type CheckinOutcome =
  | {
      ok: true;
      /** A queued request already counted: nothing changed this time. */
      replay: boolean;
      registrationId: number;
      reference: string;
      name: string;
      places: number;
      checkedInAt: Date;
      dueCents: number;
    }
  | {
      ok: false;
      reason: "unknown" | "other-event" | "not-admitted" | "already";
      message: string;
      registrationId?: number;
    };

/** A client id of the right form, else null (then the request is not recognised if sent again). */
export function readClientId(raw: unknown): string | null {
  return typeof raw === "string" && CLIENT_ID.test(raw) ? raw : null;
}

function whenCheckedIn(recordedAt: Date | null | undefined, now: Date): Date {
  if (!recordedAt || Number.isNaN(recordedAt.getTime())) return now;
  const age = now.getTime() - recordedAt.getTime();
  return age >= 0 && age <= RECORDED_AT_WINDOW_MS ? recordedAt : now;
}

function whereOf(entry: CheckinRequest["entry"], eventId: number) {
  if ("registrationId" in entry) {
    return and(eq(registrations.id, entry.registrationId), eq(registrations.eventId, eventId));
  }
  return "code" in entry
    ? eq(registrations.checkinCode, entry.code)
    : eq(registrations.reference, entry.reference);
}

/** Was this check-in's journal row written by the request `clientId`? */
async function sameRequest(
  tx: Db,
  registrationId: number,
  checkedInAt: Date,
  clientId: string,
): Promise<boolean> {
  // The journal row was written when the check-in reached the server, at or after checkedInAt:
  // the range keeps the look-up on the journal's (entity, createdAt) index.
  const since = new Date(checkedInAt.getTime() - 60_000);
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "registration"),
        gte(auditLog.createdAt, since),
        eq(auditLog.action, CHECKIN_ACTION),
        eq(auditLog.entityId, String(registrationId)),
        sql`${auditLog.details}->>'clientId' = ${clientId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Checks a registration in once: its row locked, refused when it belongs to another event, is
 * not confirmed, or was already checked in (by another request); journaled with the reference.
 */
export function checkIn(db: Db, request: CheckinRequest): Promise<CheckinOutcome> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx): Promise<CheckinOutcome> => {
    const [row] = await tx
      .select({
        id: registrations.id,
        eventId: registrations.eventId,
        reference: registrations.reference,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        places: registrations.places,
        status: registrations.status,
        checkedInAt: registrations.checkedInAt,
        checkedInBy: registrations.checkedInBy,
        payment: registrations.payment,
        paidAt: registrations.paidAt,
        totalCents: registrations.totalCents,
      })
      .from(registrations)
      .where(whereOf(request.entry, request.eventId))
      .for("update");
    if (!row) return { ok: false, reason: "unknown", message: ENTRY_UNKNOWN };
    if (row.eventId !== request.eventId) {
      const [other] = await tx
        .select({ title: events.title })
        .from(events)
        .where(eq(events.id, row.eventId));
      return { ok: false, reason: "other-event", message: OTHER_EVENT(other?.title ?? "") };
    }
    const refused = (reason: "not-admitted" | "already", message: string) =>
      ({ ok: false, reason, message, registrationId: row.id }) as const;
    if (row.status !== "confirmed") return refused("not-admitted", notAdmitted(row.status));
    const done = (checkedInAt: Date, replay: boolean): CheckinOutcome => ({
      ok: true,
      replay,
      registrationId: row.id,
      reference: row.reference,
      name: `${row.firstName} ${row.lastName}`,
      places: row.places,
      checkedInAt,
      dueCents: row.payment === "door" && !row.paidAt ? row.totalCents : 0,
    });

    const clientId = request.clientId ?? null;
    if (row.checkedInAt) {
      if (clientId && (await sameRequest(tx, row.id, row.checkedInAt, clientId))) {
        return done(row.checkedInAt, true);
      }
      const [by] = row.checkedInBy
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.checkedInBy))
        : [];
      return refused("already", alreadyCheckedIn(row.checkedInAt, by?.name ?? null));
    }

    const checkedInAt = whenCheckedIn(request.recordedAt, now);
    await tx
      .update(registrations)
      .set({ checkedInAt, checkedInBy: request.userId })
      .where(eq(registrations.id, row.id));
    await audit(tx, {
      userId: request.userId,
      action: CHECKIN_ACTION,
      entity: "registration",
      entityId: row.id,
      details: { reference: row.reference, eventId: row.eventId, places: row.places, clientId },
    });
    return done(checkedInAt, false);
  });
}
