/**
 * The places of an event: its ticket types and what registrations hold — confirmed ones, and
 * unexpired payment holds and waiting-list offers — for the whole event and for each type (from the registrations' lines). One rule, read by the public
 * page, the registration that must not oversell (domain/registrations) and the back-office form
 * that must not lower a capacity below what is taken.
 */
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { eventTicketTypes, registrationLines, registrations } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { TicketTypeInput } from "./registration-fields";

/** The statuses whose places count against the capacity for good. */
export const COUNTED_STATUSES = ["confirmed"] as const;
/**
 * The statuses that hold places until `holdExpiresAt`: a card payment under way (for the life of
 * its Checkout Session), a freed place offered to the waiting list (24 hours).
 */
export const HOLDING_STATUSES = ["held", "offered"] as const;

/** A stored ticket type: the form's values (`advantageCents`: the split receipt's advantage). */
export interface TicketType extends TicketTypeInput {
  id: number;
}

export interface TakenPlaces {
  /** People counted for the whole event. */
  event: number;
  /** Tickets taken, by ticket type id (a type nobody took is absent). */
  byType: Map<number, number>;
}

const among = (statuses: readonly string[]) =>
  sql`${registrations.status} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The registrations whose places count at `now`: confirmed, or holding them still. */
function countedAt(now: Date) {
  return or(
    among(COUNTED_STATUSES),
    and(among(HOLDING_STATUSES), gt(registrations.holdExpiresAt, now)),
  )!;
}

/** The ticket types of an event, in the form's order. */
export function ticketTypesOf(db: Db, eventId: number): Promise<TicketType[]> {
  return db
    .select({
      id: eventTicketTypes.id,
      name: eventTicketTypes.name,
      priceCents: eventTicketTypes.priceCents,
      places: eventTicketTypes.places,
      perOrderLimit: eventTicketTypes.perOrderLimit,
      advantageCents: eventTicketTypes.advantageCents,
      advantageDescription: eventTicketTypes.advantageDescription,
      position: eventTicketTypes.position,
    })
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, eventId))
    .orderBy(asc(eventTicketTypes.position));
}

/**
 * What the counted registrations of an event hold. Inside a registration, call it after
 * locking the event's row: every writer of places takes that lock first.
 */
export async function takenPlaces(
  db: Db,
  eventId: number,
  now: Date = new Date(),
): Promise<TakenPlaces> {
  const counted = countedAt(now);
  const [whole] = await db
    .select({ total: sql<number>`coalesce(sum(${registrations.places}), 0)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), counted));
  const lines = await db
    .select({
      ticketTypeId: registrationLines.ticketTypeId,
      total: sql<number>`sum(${registrationLines.quantity})::int`,
    })
    .from(registrationLines)
    .innerJoin(registrations, eq(registrations.id, registrationLines.registrationId))
    .where(and(eq(registrations.eventId, eventId), counted))
    .groupBy(registrationLines.ticketTypeId);
  return {
    event: whole?.total ?? 0,
    byType: new Map(lines.map((line) => [line.ticketTypeId, line.total])),
  };
}
