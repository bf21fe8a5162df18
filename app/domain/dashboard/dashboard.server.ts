import { asc, count, desc, eq, isNull } from "drizzle-orm";
import { projectCollected } from "~/domain/projects/collected.server";
import { contactMessages, donations, eventRequests, events, projects } from "#db/schema";
import { donationTotals } from "~/domain/donations/donations-admin.server";
import { isUpcoming, upcomingEvents, type UpcomingEvent } from "~/domain/events/upcoming.server";
import { canAccess, type Role } from "~/domain/admin/roles";
import { pendingRequests } from "./events-tab.server";
import type { Db } from "~/server/db.server";

export interface DashboardData {
  /** Present for the roles that handle money. */
  donations: {
    completedCents: number;
    pendingCents: number;
    records: number;
    latest: { id: number; donor: string; amountCents: number; status: string; createdAt: string }[];
  } | null;
  /** Present for the roles that handle content. */
  content: {
    upcomingEvents: UpcomingEvent[];
    pendingRequests: { id: number; title: string; requesterName: string; date: string }[];
    pendingRequestCount: number;
    upcomingEventCount: number;
    projects: { id: number; title: string; collectedCents: number; goalCents: number }[];
  } | null;
  unreadMessages: number | null;
}

/** The dashboard's figures, computed from the data; each block only for the roles it concerns. */
export async function getDashboard(
  db: Db,
  role: Role,
  now: Date = new Date(),
): Promise<DashboardData> {
  const [donationBlock, contentBlock, unread] = await Promise.all([
    canAccess(role, "donations") ? donationFigures(db) : null,
    canAccess(role, "events") ? contentFigures(db, now) : null,
    canAccess(role, "messages")
      ? db
          .select({ n: count() })
          .from(contactMessages)
          .where(isNull(contactMessages.readAt))
          .then(([row]) => row.n)
      : null,
  ]);
  return { donations: donationBlock, content: contentBlock, unreadMessages: unread };
}

async function donationFigures(db: Db): Promise<DashboardData["donations"]> {
  const [totals, latest] = await Promise.all([
    donationTotals(db),
    db
      .select({
        id: donations.id,
        firstName: donations.firstName,
        lastName: donations.lastName,
        amountCents: donations.amountCents,
        status: donations.status,
        createdAt: donations.createdAt,
      })
      .from(donations)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(5),
  ]);
  return {
    completedCents: totals.completedCents,
    pendingCents: totals.pendingCents,
    records: totals.count,
    latest: latest.map((d) => ({
      id: d.id,
      donor: `${d.firstName} ${d.lastName}`,
      amountCents: d.amountCents,
      status: d.status,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

async function contentFigures(db: Db, now: Date): Promise<DashboardData["content"]> {
  const pending = eq(eventRequests.status, "pending");
  const [upcoming, [upcomingCount], requests, [requestCount], projectRows] = await Promise.all([
    upcomingEvents(db, now, 5),
    db.select({ n: count() }).from(events).where(isUpcoming(now)),
    pendingRequests(db, 5, "received"),
    db.select({ n: count() }).from(eventRequests).where(pending),
    db
      .select({
        id: projects.id,
        title: projects.title,
        collectedCents: projectCollected,
        goalCents: projects.goalCents,
      })
      .from(projects)
      .where(eq(projects.status, "active"))
      .orderBy(desc(projects.featured), asc(projects.title))
      .limit(6),
  ]);
  return {
    upcomingEvents: upcoming,
    pendingRequests: requests,
    pendingRequestCount: requestCount.n,
    upcomingEventCount: upcomingCount.n,
    projects: projectRows,
  };
}
