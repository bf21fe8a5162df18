/**
 * The events as calendar entries (domain/events/ics.ts): the subscribable calendar of every
 * upcoming event, and one event's own file. Both give an event the same UID, built from its id
 * (a slug may change), so an application that has both keeps one entry.
 */
import { asc, eq, sql } from "drizzle-orm";
import { events } from "#db/schema";
import type { Db } from "~/server/db.server";
import { publicEventColumns } from "./events.server";
import { DEFAULT_DURATION_MS, revisionOf, type IcsEvent } from "./ics";

const columns = {
  ...publicEventColumns,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof events.$inferSelect)[K] };

/** Where the entries point: the site's public address (the host names the UIDs). */
export interface CalendarSite {
  /** The absolute URL of a site path. */
  absolute: (path: string) => string;
}

function toIcs(row: Row, site: CalendarSite): IcsEvent {
  const url = site.absolute(`/evenements/${encodeURIComponent(row.slug)}`);
  return {
    uid: `event-${row.id}@${new URL(url).host}`,
    start: row.startsAt,
    end: row.endsAt,
    summary: row.title,
    location: row.location,
    description: row.description,
    url,
    cancelled: row.status === "cancelled",
    created: row.createdAt,
    lastModified: row.updatedAt,
    sequence: revisionOf(row.createdAt, row.updatedAt),
  };
}

/**
 * Every event not yet over at `now` (an event without an end lasts DEFAULT_DURATION_MS), nearest
 * first, cancelled ones included: a subscribed calendar must learn that they are cancelled.
 */
export async function upcomingCalendarEvents(
  db: Db,
  site: CalendarSite,
  now: Date = new Date(),
): Promise<IcsEvent[]> {
  const defaultSeconds = DEFAULT_DURATION_MS / 1000;
  const notOver = sql`coalesce(${events.endsAt}, ${events.startsAt} + make_interval(secs => ${defaultSeconds})) >= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select(columns)
    .from(events)
    .where(notOver)
    .orderBy(asc(events.startsAt), asc(events.id));
  return rows.map((row) => toIcs(row, site));
}

/** The event at `slug` as a calendar entry, or null. */
export async function calendarEventBySlug(
  db: Db,
  slug: string,
  site: CalendarSite,
): Promise<{ slug: string; entry: IcsEvent } | null> {
  const [row] = await db.select(columns).from(events).where(eq(events.slug, slug)).limit(1);
  return row ? { slug: row.slug, entry: toIcs(row, site) } : null;
}

/** The event `id` as a calendar entry (the file a registration's e-mail carries), or null. */
export async function calendarEventById(
  db: Db,
  id: number,
  site: CalendarSite,
): Promise<IcsEvent | null> {
  const [row] = await db.select(columns).from(events).where(eq(events.id, id)).limit(1);
  return row ? toIcs(row, site) : null;
}
