/** Queries of the Sope Naby group pages: member count, coming meetings, one meeting. */
import { and, asc, count, eq, gte, ne } from "drizzle-orm";
import { groupEvents, groupMembers } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface GroupEvent {
  id: number;
  title: string;
  /** Calendar day, "YYYY-MM-DD". */
  date: string;
  location: string;
  description: string;
  /** upcoming | completed | cancelled */
  status: string;
  image: string;
}

const columns = {
  id: groupEvents.id,
  title: groupEvents.title,
  date: groupEvents.date,
  location: groupEvents.location,
  description: groupEvents.description,
  status: groupEvents.status,
  image: groupEvents.image,
};

/** How many members are active today (the page's "members" highlight). */
export async function countActiveMembers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.active, true));
  return row?.n ?? 0;
}

/**
 * Meetings from `today` ("YYYY-MM-DD" in Saguenay) on, nearest first; a completed one is gone,
 * a cancelled one stays (marked on the page) so that nobody comes for nothing.
 */
export async function upcomingGroupEvents(db: Db, today: string): Promise<GroupEvent[]> {
  return db
    .select(columns)
    .from(groupEvents)
    .where(and(gte(groupEvents.date, today), ne(groupEvents.status, "completed")))
    .orderBy(asc(groupEvents.date), asc(groupEvents.id));
}

export async function getGroupEvent(db: Db, id: number): Promise<GroupEvent | null> {
  const [row] = await db.select(columns).from(groupEvents).where(eq(groupEvents.id, id));
  return row ?? null;
}
