/**
 * A message to all the attendees of an event (issue 26, item 6). Sending only writes the
 * message and one waiting delivery per confirmed registration; the dispatcher then moves them
 * into the outbox at the newsletter's pace (domain/mail/pacing.server.ts), so a confirmation or
 * a receipt queued meanwhile never waits behind the whole list. A registration cancelled in
 * between gets nothing (its delivery is dropped and the total lowered).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { eventMessageDeliveries, eventMessages, events, registrations } from "#db/schema";
import { sendEmail, siteIdentity } from "~/domain/mail/mail.server";
import {
  paceCredit,
  pacedRate,
  pacedUntilAfter,
  startPacedLoop,
  type PacedLoop,
} from "~/domain/mail/pacing.server";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { attendeeMessageEmail } from "./admin-emails";

export const NO_ATTENDEES =
  "Personne n'est inscrit (confirmé) à cet événement : aucun message envoyé.";
export const EVENT_NOT_FOUND = "Événement introuvable : il a peut-être été supprimé.";

export type StartOutcome =
  { ok: true; messageId: number; recipients: number } | { ok: false; message: string };

/** Writes the message and one delivery per confirmed registration of the event. */
export function startAttendeeMessage(
  db: Db,
  actorId: number,
  eventId: number,
  message: { subject: string; body: string },
): Promise<StartOutcome> {
  return db.transaction(async (tx): Promise<StartOutcome> => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) return { ok: false, message: EVENT_NOT_FOUND };
    const attendees = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")))
      .orderBy(asc(registrations.id));
    if (attendees.length === 0) return { ok: false, message: NO_ATTENDEES };
    const [written] = await tx
      .insert(eventMessages)
      .values({ eventId, ...message, recipientCount: attendees.length, createdBy: actorId })
      .returning({ id: eventMessages.id });
    const messageId = written!.id;
    await tx
      .insert(eventMessageDeliveries)
      .values(attendees.map((attendee) => ({ messageId, registrationId: attendee.id })));
    await audit(tx, {
      userId: actorId,
      action: "event_message.send",
      entity: "event",
      entityId: eventId,
      details: { messageId, recipients: attendees.length },
    });
    return { ok: true, messageId, recipients: attendees.length };
  });
}

/**
 * One step of the sending: the oldest message being sent gets as many deliveries queued as the
 * pace allows since its last step. Returns how many e-mails were queued.
 */
export function dispatchAttendeeMessages(
  db: Db,
  options: { now?: Date; ratePerMinute?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const rate = options.ratePerMinute ?? pacedRate();
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(eventMessages)
      .where(eq(eventMessages.status, "sending"))
      .orderBy(asc(eventMessages.createdAt), asc(eventMessages.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!message) return 0;
    const { from, credit } = paceCredit(message.pacedUntil, now, rate);
    if (credit < 1) return 0;
    const [event] = await tx
      .select({
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        location: events.location,
      })
      .from(events)
      .where(eq(events.id, message.eventId));
    const batch = await tx
      .select({
        id: eventMessageDeliveries.id,
        email: registrations.email,
        firstName: registrations.firstName,
        reference: registrations.reference,
        status: registrations.status,
      })
      .from(eventMessageDeliveries)
      .innerJoin(registrations, eq(registrations.id, eventMessageDeliveries.registrationId))
      .where(
        and(
          eq(eventMessageDeliveries.messageId, message.id),
          isNull(eventMessageDeliveries.queuedAt),
        ),
      )
      .orderBy(asc(eventMessageDeliveries.id))
      .limit(credit);

    const site = await siteIdentity(tx);
    let queued = 0;
    const dropped: number[] = [];
    for (const delivery of batch) {
      if (delivery.status !== "confirmed") {
        dropped.push(delivery.id);
        continue;
      }
      const outboxId = await sendEmail(
        tx,
        { to: delivery.email, topic: "event.message", relatedReference: delivery.reference },
        attendeeMessageEmail({ ...message, ...delivery, event: event! }),
        site,
      );
      await tx
        .update(eventMessageDeliveries)
        .set({ outboxId, queuedAt: now })
        .where(eq(eventMessageDeliveries.id, delivery.id));
      queued += 1;
    }
    if (dropped.length) {
      await tx.delete(eventMessageDeliveries).where(inArray(eventMessageDeliveries.id, dropped));
    }
    const done = batch.length < credit;
    await tx
      .update(eventMessages)
      .set({
        // Dropped deliveries cost nothing: only what was queued uses the pace.
        pacedUntil: pacedUntilAfter(from, queued, rate),
        recipientCount: sql`${eventMessages.recipientCount} - ${dropped.length}`,
        ...(done ? { status: "sent", finishedAt: now } : {}),
      })
      .where(eq(eventMessages.id, message.id));
    return queued;
  });
}

/** Runs `dispatchAttendeeMessages` every `intervalMs` (5 s), as the newsletter's dispatcher. */
export function startAttendeeMessageDispatcher(
  getDb: () => Promise<Db>,
  options: { intervalMs?: number } = {},
): PacedLoop {
  return startPacedLoop(
    getDb,
    (db) => dispatchAttendeeMessages(db),
    "envoi d'un message aux inscrits interrompu",
    options,
  );
}
