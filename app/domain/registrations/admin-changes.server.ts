/**
 * What a volunteer changes in an event's registrations (issue 26, item 6): cancel one (with a
 * reason the attendee receives by e-mail; its places are freed) and move tickets to another
 * type of the same event. Both lock the event's row first (`SELECT … FOR UPDATE`), as every
 * writer of places does, so a move cannot fill a type past its places while someone registers.
 * Journaled without personal data (the reason, which may name people, stays out).
 */
import { byUser } from "~/domain/gifts/lifecycle.server";
import { dropUnpaidTicketGifts } from "./ticket-gift.server";
import { settlePlaces } from "./waitlist.server";
import { lockEvent } from "./attendees.server";
import { and, eq, inArray } from "drizzle-orm";
import { eventTicketTypes, registrationLines, registrations } from "#db/schema";
import { takenPlaces } from "~/domain/events/places.server";
import { sendEmail } from "~/domain/mail/mail.server";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { registrationCancelledEmail } from "./admin-emails";
import { refundableByCard, typeFull } from "./rules";

export const REGISTRATION_NOT_FOUND = "Inscription introuvable pour cet événement.";
export const ALREADY_CANCELLED = "Cette inscription est déjà annulée.";
export const LINE_NOT_FOUND = "Ce billet n'appartient pas à cette inscription.";
export const TARGET_NOT_FOUND = "Choisissez un autre type de billet de cet événement.";

/** The statuses a volunteer may cancel: whatever still holds or awaits a place. */
const CANCELLABLE = ["confirmed", "held", "offered", "waitlisted"] as const;
/** The statuses whose tickets count (a move of these must fit the target's places). */
const HOLDING = ["confirmed", "held", "offered"] as const;

export type ChangeOutcome = { ok: true; reference: string } | { ok: false; message: string };

/** The event's row locked, then its registration `registrationId`; null when either is unknown. */
async function lockedRegistration(tx: Db, eventId: number, registrationId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) return null;
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), eq(registrations.eventId, eventId)));
  return row ? { event, row } : null;
}

/**
 * Cancels registration `registrationId` of event `eventId` for `reason`: its places are free
 * at commit, the attendee receives the reason by e-mail, the public page forgets its count.
 */
export function cancelByVolunteer(
  db: Db,
  actorId: number,
  eventId: number,
  registrationId: number,
  reason: string,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const locked = await lockedRegistration(tx, eventId, registrationId);
    if (!locked) return { ok: false, message: REGISTRATION_NOT_FOUND };
    const { event, row } = locked;
    const changed = await tx
      .update(registrations)
      .set({ status: "cancelled", cancelledAt: now, cancelReason: reason })
      .where(and(eq(registrations.id, row.id), inArray(registrations.status, [...CANCELLABLE])))
      .returning({ id: registrations.id });
    if (changed.length === 0) return { ok: false, message: ALREADY_CANCELLED };
    await audit(tx, {
      userId: actorId,
      action: "registration.admin_cancel",
      entity: "registration",
      entityId: row.id,
      details: { reference: row.reference, eventId, places: row.places, was: row.status },
    });
    await dropUnpaidTicketGifts(tx, byUser(actorId), [row.id], "cancel", reason);
    // The places it held go to the waiting list first.
    await settlePlaces(tx, event, now, undefined);
    await sendEmail(
      tx,
      { to: row.email, topic: "registration.cancelled", relatedReference: row.reference },
      registrationCancelledEmail({
        reference: row.reference,
        firstName: row.firstName,
        reason,
        event,
        refundedByCard: refundableByCard(row),
      }),
    );
    await publicContentChanged(tx);
    return { ok: true, reference: row.reference };
  });
}

/**
 * Moves the tickets of line `lineId` of a registration to ticket type `targetTypeId` of the same
 * event, refused when the target has not the places left. The line keeps the price it was taken
 * at; joined to the registration's line of that type if it has one.
 */
export function moveTickets(
  db: Db,
  actorId: number,
  eventId: number,
  registrationId: number,
  lineId: number,
  targetTypeId: number,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const locked = await lockedRegistration(tx, eventId, registrationId);
    if (!locked) return { ok: false, message: REGISTRATION_NOT_FOUND };
    const { row } = locked;
    if (!(CANCELLABLE as readonly string[]).includes(row.status)) {
      return { ok: false, message: ALREADY_CANCELLED };
    }
    const lines = await tx
      .select()
      .from(registrationLines)
      .where(eq(registrationLines.registrationId, row.id));
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) return { ok: false, message: LINE_NOT_FOUND };
    const [target] = await tx
      .select()
      .from(eventTicketTypes)
      .where(and(eq(eventTicketTypes.id, targetTypeId), eq(eventTicketTypes.eventId, eventId)));
    if (!target || target.id === line.ticketTypeId) return { ok: false, message: TARGET_NOT_FOUND };
    if ((HOLDING as readonly string[]).includes(row.status) && target.places !== null) {
      const taken = (await takenPlaces(tx, eventId, now)).byType.get(target.id) ?? 0;
      if (taken + line.quantity > target.places)
        return { ok: false, message: typeFull(target.name) };
    }
    const joined = lines.find((candidate) => candidate.ticketTypeId === target.id);
    if (joined) {
      await tx
        .update(registrationLines)
        .set({ quantity: joined.quantity + line.quantity })
        .where(eq(registrationLines.id, joined.id));
      await tx.delete(registrationLines).where(eq(registrationLines.id, line.id));
    } else {
      await tx
        .update(registrationLines)
        .set({ ticketTypeId: target.id })
        .where(eq(registrationLines.id, line.id));
    }
    await audit(tx, {
      userId: actorId,
      action: "registration.move",
      entity: "registration",
      entityId: row.id,
      details: {
        reference: row.reference,
        eventId,
        fromType: line.ticketTypeId,
        toType: target.id,
        quantity: line.quantity,
      },
    });
    await publicContentChanged(tx);
    return { ok: true, reference: row.reference };
  });
}
