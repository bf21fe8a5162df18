import { and, asc, eq, gte } from "drizzle-orm";
import { events } from "#db/schema";
import type { Db } from "~/server/db.server";

/** An event still to come and not cancelled: upcoming/past is computed from the date. */
export const isUpcoming = (now: Date) =>
  and(gte(events.startsAt, now), eq(events.status, "scheduled"));

export interface UpcomingEvent {
  slug: string;
  title: string;
  /** ISO instant */
  startsAt: string;
  location: string;
}

/** The next `limit` upcoming events, nearest first. */
export async function upcomingEvents(db: Db, now: Date, limit: number): Promise<UpcomingEvent[]> {
  const rows = await db
    .select({
      slug: events.slug,
      title: events.title,
      startsAt: events.startsAt,
      location: events.location,
    })
    .from(events)
    .where(isUpcoming(now))
    .orderBy(asc(events.startsAt))
    .limit(limit);
  return rows.map((e) => ({ ...e, startsAt: e.startsAt.toISOString() }));
}
