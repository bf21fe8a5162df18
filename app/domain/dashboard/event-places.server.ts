/**
 * The dashboard's upcoming events with their places (issue 26, item 6): for each event that
 * takes registrations, the places counted now and its capacity (null: no limit of its own).
 */
import { asc, inArray } from "drizzle-orm";
import { events } from "#db/schema";
import { takenPlaces } from "~/domain/events/places.server";
import { upcomingEvents, type UpcomingEvent } from "~/domain/events/upcoming.server";
import type { Db } from "~/server/db.server";

export interface UpcomingEventPlaces extends UpcomingEvent {
  id: number;
  /** Null when the event takes no registrations. */
  places: { taken: number; capacity: number | null } | null;
}

export async function upcomingWithPlaces(
  db: Db,
  now: Date,
  limit: number,
): Promise<UpcomingEventPlaces[]> {
  const upcoming = await upcomingEvents(db, now, limit);
  if (upcoming.length === 0) return [];
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      capacity: events.capacity,
      registrationMode: events.registrationMode,
    })
    .from(events)
    .where(
      inArray(
        events.slug,
        upcoming.map((event) => event.slug),
      ),
    )
    .orderBy(asc(events.id));
  return Promise.all(
    upcoming.map(async (event) => {
      const row = rows.find((candidate) => candidate.slug === event.slug)!;
      const places =
        row.registrationMode === "off"
          ? null
          : { taken: (await takenPlaces(db, row.id, now)).event, capacity: row.capacity };
      return { ...event, id: row.id, places };
    }),
  );
}
