/**
 * /admin/demande-evenements: the requests made on /demande-evenements, one page at a time,
 * filtered by status; approving or rejecting one (only while pending, the requester is e-mailed),
 * publishing an approved one as a public event, deleting one. Every change runs in one transaction
 * with its audit_log row (and its e-mail).
 */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { eventRequests, events } from "#db/schema";
import { freeEventSlug } from "~/domain/events/events-admin.server";
import { zonedInstant } from "~/lib/zoned-time";
import { recordStore } from "~/domain/admin/record-store.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import { sendEmail } from "~/domain/mail/mail.server";
import { requestDecisionEmail } from "./emails";
import { publicEventTitle } from "./labels";
import type { RequestStatus } from "./status";

export const REQUESTS_PAGE_SIZE = 20;

export type EventRequestRow = typeof eventRequests.$inferSelect;

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
  eventId: eventRequests.eventId,
  createdAt: eventRequests.createdAt,
};

/** The requests, newest submission first, of one status when given. */
const store = recordStore<EventRequestRow, object, { status: RequestStatus | null }>({
  publicContent: false,
  table: eventRequests,
  entity: "event_request",
  columns,
  pageSize: REQUESTS_PAGE_SIZE,
  orderBy: [desc(eventRequests.createdAt), asc(eventRequests.id)],
  where: ({ status }) => (status ? eq(eventRequests.status, status) : undefined),
  // Requests are written by the public form only: here they are decided, published or deleted.
  details: () => ({}),
  deletedDetails: (row) => ({ reference: row.reference, title: row.title }),
});

export const listEventRequests = store.list;
export const getEventRequest = store.find;
export const deleteEventRequest = store.remove;

export type Decision = "approve" | "reject";
const decided: Record<Decision, RequestStatus> = { approve: "approved", reject: "rejected" };

/**
 * Approves or rejects a pending request. The `status = 'pending'` condition is in the UPDATE
 * itself, so two administrators deciding at once cannot both win, and a decided request never
 * changes again. "not-found": no such request; "not-pending": already approved or rejected.
 * `reason` (a rejection's, may be empty) goes into the requester's e-mail, not the journal.
 */
export async function decideEventRequest(
  db: Db,
  actorId: number,
  id: number,
  decision: Decision,
  reason = "",
): Promise<"done" | "not-found" | "not-pending"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventRequests)
      .set({ status: decided[decision], decidedAt: new Date() })
      .where(and(eq(eventRequests.id, id), eq(eventRequests.status, "pending")))
      .returning(columns);
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
    // The requester learns the answer (queued with the decision: both or neither).
    await sendEmail(
      tx,
      {
        to: row.requesterEmail,
        topic: `event-request.${decided[decision]}`,
        relatedReference: row.reference,
      },
      requestDecisionEmail(row, decision, reason),
    );
    return "done";
  });
}

/** The public event category closest to each kind of request. */
const eventCategoryOf: Record<string, string> = {
  conference: "conference",
  education: "education",
  gamou: "celebration",
  mariage: "celebration",
  reunion: "community",
  autre: "community",
};

export type PublishResult =
  | { status: "done"; eventId: number }
  | { status: "not-found" | "not-approved" | "already-published" };

/**
 * 'Publier comme événement': an approved request becomes a public event (/evenements) in one
 * step, with its date, time, place and description; the request keeps the link, so it is
 * published once. The public title is the one the volunteer typed, or else the type and day
 * (`publicEventTitle`): the requester's name never goes public unless typed. The editor then
 * reviews the event's title and image on the events screen.
 */
export async function publishEventRequest(
  db: Db,
  actorId: number,
  id: number,
  typedTitle = "",
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select(columns)
      .from(eventRequests)
      .where(eq(eventRequests.id, id))
      .for("update");
    if (!request) return { status: "not-found" };
    if (request.status !== "approved") return { status: "not-approved" };
    if (request.eventId !== null) return { status: "already-published" };
    const title = typedTitle.trim() || publicEventTitle(request.eventType, request.date);
    const slug = await freeEventSlug(tx, title);
    const [event] = await tx
      .insert(events)
      .values({
        slug,
        title,
        description: request.description,
        startsAt: zonedInstant(request.date, request.startTime || "00:00"),
        endsAt: request.endTime ? zonedInstant(request.date, request.endTime) : null,
        location: request.location || "Fondation",
        category: eventCategoryOf[request.eventType] ?? "community",
        status: "scheduled",
      })
      .returning({ id: events.id });
    // The calendar shows it from the commit on.
    await publicContentChanged(tx);
    await tx
      .update(eventRequests)
      .set({ eventId: event!.id })
      .where(and(eq(eventRequests.id, id), isNull(eventRequests.eventId)));
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "event",
      entityId: event!.id,
      details: { title, slug, fromRequest: request.reference },
    });
    return { status: "done", eventId: event!.id };
  });
}
