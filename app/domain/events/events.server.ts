/** Queries of the public events pages: the list with its tabs and type filter, one event. */
import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { events } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { EventFilters } from "./filters";

export interface PublicEvent {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** ISO instants */
  startsAt: string;
  endsAt: string | null;
  location: string;
  category: string;
  cancelled: boolean;
  image: string;
}

/** The columns a public view of an event reads (the calendar adds its own: calendar.server.ts). */
export const publicEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  category: events.category,
  status: events.status,
  image: events.image,
};

type Row = { [K in keyof typeof publicEventColumns]: (typeof events.$inferSelect)[K] };

function toPublic({ status, startsAt, endsAt, ...row }: Row): PublicEvent {
  return {
    ...row,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    cancelled: status === "cancelled",
  };
}

/**
 * The events of one tab, in one query. Upcoming (start ≥ now) nearest first, past newest first;
 * cancelled events stay in the list (the page marks them) so that nobody travels for nothing.
 */
export async function listEvents(db: Db, filters: EventFilters, now: Date): Promise<PublicEvent[]> {
  const upcoming = filters.period === "upcoming";
  const conditions: SQL[] = [upcoming ? gte(events.startsAt, now) : lt(events.startsAt, now)];
  if (filters.type) conditions.push(eq(events.category, filters.type));
  const rows = await db
    .select(publicEventColumns)
    .from(events)
    .where(and(...conditions))
    .orderBy(upcoming ? asc(events.startsAt) : desc(events.startsAt), asc(events.id));
  return rows.map(toPublic);
}

export async function getEventBySlug(db: Db, slug: string): Promise<PublicEvent | null> {
  const [row] = await db
    .select(publicEventColumns)
    .from(events)
    .where(eq(events.slug, slug))
    .limit(1);
  return row ? toPublic(row) : null;
}

/** The slug of event `id`, for the old numeric links (/evenements/6) that redirect to it. */
export async function getEventSlugById(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ slug: events.slug }).from(events).where(eq(events.id, id));
  return row?.slug ?? null;
}
