/**
 * /admin/demande-evenements: the requests made on /demande-evenements, one page at a time,
 * filtered by status; approving or rejecting one (only while pending), deleting one. Every change
 * runs in one transaction with its audit_log row.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { eventRequests } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import type { RequestStatus } from "./status";

export const REQUESTS_PAGE_SIZE = 20;

export type EventRequestRow = Omit<typeof eventRequests.$inferSelect, "eventId">;

const columns = {
  id: eventRequests.id,
  reference: eventRequests.reference,
  title: eventRequests.title,
  requesterName: eventRequests.requesterName,
  requesterEmail: eventRequests.requesterEmail,
  requesterPhone: eventRequests.requesterPhone,
  eventType: eventRequests.eventType,
  date: eventRequests.date,
  startTime: eventRequests.startTime,
  endTime: eventRequests.endTime,
  location: eventRequests.location,
  attendees: eventRequests.attendees,
  description: eventRequests.description,
  status: eventRequests.status,
  decidedAt: eventRequests.decidedAt,
  createdAt: eventRequests.createdAt,
};

/** One page of requests, newest submission first, of one status when given. */
export async function listEventRequests(
  db: Db,
  { page: requestedPage, status }: { page: number; status: RequestStatus | null },
) {
  const where = status ? eq(eventRequests.status, status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(eventRequests).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, REQUESTS_PAGE_SIZE);
  const rows: EventRequestRow[] = await db
    .select(columns)
    .from(eventRequests)
    .where(where)
    .orderBy(desc(eventRequests.createdAt), asc(eventRequests.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getEventRequest(db: Db, id: number): Promise<EventRequestRow | null> {
  const [row] = await db.select(columns).from(eventRequests).where(eq(eventRequests.id, id));
  return row ?? null;
}

export type Decision = "approve" | "reject";
const decided: Record<Decision, RequestStatus> = { approve: "approved", reject: "rejected" };

/**
 * Approves or rejects a pending request. The `status = 'pending'` condition is in the UPDATE
 * itself, so two administrators deciding at once cannot both win, and a decided request never
 * changes again. "not-found": no such request; "not-pending": already approved or rejected.
 */
export async function decideEventRequest(
  db: Db,
  actorId: number,
  id: number,
  decision: Decision,
): Promise<"done" | "not-found" | "not-pending"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventRequests)
      .set({ status: decided[decision], decidedAt: new Date() })
      .where(and(eq(eventRequests.id, id), eq(eventRequests.status, "pending")))
      .returning({ reference: eventRequests.reference, title: eventRequests.title });
    if (!row) {
      const [exists] = await tx
        .select({ id: eventRequests.id })
        .from(eventRequests)
        .where(eq(eventRequests.id, id));
      return exists ? "not-pending" : "not-found";
    }
    await audit(tx, {
      userId: actorId,
      action: decision,
      entity: "event_request",
      entityId: id,
      details: { reference: row.reference, title: row.title },
    });
    return "done";
  });
}

export async function deleteEventRequest(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(eventRequests)
      .where(eq(eventRequests.id, id))
      .returning({ reference: eventRequests.reference, title: eventRequests.title });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "event_request",
      entityId: id,
      details: { reference: row.reference, title: row.title },
    });
    return true;
  });
}
