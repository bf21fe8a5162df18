/**
 * An event set to « Annulé » (issue 26, part C): in the save's transaction, with the event's row
 * locked, its registrations still open — confirmed, held, offered, waiting — are cancelled
 * (reason « Événement annulé »); people who had a place or an offer are told by e-mail. A
 * registration already paid is left to the payment part, which refunds it.
 */
import { byUser } from "~/domain/gifts/lifecycle.server";
import { dropUnpaidTicketGifts } from "./ticket-gift.server";
import { and, eq, inArray } from "drizzle-orm";
import { registrations } from "#db/schema";
import { sendEmail } from "~/domain/mail/mail.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { attendeesOf, lockEvent } from "./attendees.server";
import { eventCancelledEmail } from "./waitlist-emails";

export const EVENT_CANCELLED_REASON = "Événement annulé";

/** The statuses an event's cancellation closes, and those whose people are told. */
const OPEN_STATUSES = ["confirmed", "held", "offered", "waitlisted"];
const TOLD_STATUSES = new Set(["confirmed", "offered"]);

/**
 * Cancels the open, unpaid registrations of event `eventId` and e-mails those who had a place or
 * an offer. Answers the ids of the paid registrations it left (for the payment part's refunds).
 */
export async function cancelEventRegistrations(
  tx: Db,
  eventId: number,
  now: Date = new Date(),
): Promise<number[]> {
  const event = await lockEvent(tx, eventId);
  if (!event) return [];
  const open = await tx
    .select({ id: registrations.id, paidAt: registrations.paidAt })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, OPEN_STATUSES)));
  const paid = open.filter((row) => row.paidAt !== null).map((row) => row.id);
  const unpaid = open.filter((row) => row.paidAt === null).map((row) => row.id);
  if (unpaid.length === 0) return paid;
  const attendees = await attendeesOf(tx, event, unpaid);
  await tx
    .update(registrations)
    .set({ status: "cancelled", cancelledAt: now, cancelReason: EVENT_CANCELLED_REASON })
    .where(inArray(registrations.id, unpaid));
  await dropUnpaidTicketGifts(tx, byUser(null), unpaid, "cancel", EVENT_CANCELLED_REASON);
  for (const attendee of attendees.filter((row) => TOLD_STATUSES.has(row.status))) {
    await sendEmail(
      tx,
      {
        to: attendee.email,
        topic: "registration.event_cancelled",
        relatedReference: attendee.reference,
      },
      eventCancelledEmail(attendee),
    );
  }
  await publicContentChanged(tx);
  return paid;
}
