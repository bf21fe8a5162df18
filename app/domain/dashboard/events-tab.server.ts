/**
 * The dashboard's "Événements" tab: the next events of the foundation, the Sope Naby group's
 * coming activities and the event requests waiting for an answer, each for the roles that manage it.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import { eventRequests, groupEvents } from "#db/schema";
import { upcomingWithPlaces, type UpcomingEventPlaces } from "./event-places.server";
import { canAccess, type Role } from "~/domain/admin/roles";
import { todayInSaguenay } from "~/lib/format";
import type { Db } from "~/server/db.server";

export const EVENTS_TAB_SIZE = 10;

export interface EventsTab {
  events: UpcomingEventPlaces[] | null;
  groupActivities: { id: number; title: string; date: string; location: string }[] | null;
  pendingRequests:
    | {
        id: number;
        reference: string;
        title: string;
        requesterName: string;
        date: string;
        attendees: number | null;
      }[]
    | null;
}

export async function eventsTab(db: Db, role: Role, now: Date = new Date()): Promise<EventsTab> {
  const today = todayInSaguenay(now);
  const [events, groupActivities, requests] = await Promise.all([
    canAccess(role, "events") ? upcomingWithPlaces(db, now, EVENTS_TAB_SIZE) : null,
    canAccess(role, "sope-naby")
      ? db
          .select({
            id: groupEvents.id,
            title: groupEvents.title,
            date: groupEvents.date,
            location: groupEvents.location,
          })
          .from(groupEvents)
          .where(and(eq(groupEvents.status, "upcoming"), gte(groupEvents.date, today)))
          .orderBy(asc(groupEvents.date), asc(groupEvents.id))
          .limit(EVENTS_TAB_SIZE)
      : null,
    canAccess(role, "event-requests") ? pendingRequests(db, EVENTS_TAB_SIZE, "date") : null,
  ]);
  return { events, groupActivities, pendingRequests: requests };
}

/**
 * The first `limit` event requests waiting for an answer: by the day asked for (the soonest
 * first), or in the order they came in (`received`).
 */
export function pendingRequests(db: Db, limit: number, by: "date" | "received") {
  return db
    .select({
      id: eventRequests.id,
      reference: eventRequests.reference,
      title: eventRequests.title,
      requesterName: eventRequests.requesterName,
      date: eventRequests.date,
      attendees: eventRequests.attendees,
    })
    .from(eventRequests)
    .where(eq(eventRequests.status, "pending"))
    .orderBy(
      by === "date" ? asc(eventRequests.date) : asc(eventRequests.createdAt),
      asc(eventRequests.id),
    )
    .limit(limit);
}
