/**
 * What the attendee's e-mails need of registrations (their names, places and tickets, their
 * links' secret) and of their event, read in the caller's transaction; and the event's row
 * locked the way every writer of places locks it first.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { events, registrations } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { AttendeeForEmail } from "./waitlist-emails";
import { ticketLinesOf } from "./ticket-lines.server";

/** What an attendee's e-mail says of the event (and the address of its page). */
export const emailEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
};

export const placesEventColumns = {
  ...emailEventColumns,
  status: events.status,
  registrationMode: events.registrationMode,
  capacity: events.capacity,
  registrationOpensAt: events.registrationOpensAt,
  registrationClosesAt: events.registrationClosesAt,
};

export type PlacesEvent = {
  [K in keyof typeof placesEventColumns]: (typeof events.$inferSelect)[K];
};

/** The event's row, locked (`FOR UPDATE`) until the transaction ends; null when unknown. */
export async function lockEvent(tx: Db, eventId: number): Promise<PlacesEvent | null> {
  const [event] = await tx
    .select(placesEventColumns)
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  return event ?? null;
}

export interface Attendee extends AttendeeForEmail {
  id: number;
  email: string;
  status: string;
  cancelToken: string;
  checkinCode: string;
}

/** The registrations `ids` of `event`, in the order they were made, with their tickets. */
export async function attendeesOf(
  tx: Db,
  event: AttendeeForEmail["event"],
  ids: number[],
): Promise<Attendee[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: registrations.id,
      reference: registrations.reference,
      firstName: registrations.firstName,
      email: registrations.email,
      places: registrations.places,
      status: registrations.status,
      cancelToken: registrations.cancelToken,
      checkinCode: registrations.checkinCode,
    })
    .from(registrations)
    .where(inArray(registrations.id, ids))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const lines = await ticketLinesOf(tx, ids);
  return rows.map((row) => ({
    ...row,
    event,
    tickets: lines
      .filter((line) => line.registrationId === row.id)
      .map(({ name, quantity }) => ({ name, quantity })),
  }));
}
