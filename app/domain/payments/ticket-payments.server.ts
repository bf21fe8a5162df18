/**
 * Paid tickets of an event (issue 26, item 5): what a payment does to a registration and to the
 * ledger. A card order holds its places for its Checkout Session (registrations.server.ts
 * `register`); Stripe's signed event confirms it, or its expiry gives the places back. A ticket
 * paid at the door is recorded by the volunteer. A refund — Stripe's, or the foundation's when an
 * event is cancelled — cancels the registration.
 *
 * A ticket whose type gives something back (a fundraising dinner's meal) is partly a gift: the
 * tickets' price is recorded in the gift lifecycle with the advantage's value, so its official
 * receipt is split (domain/receipts/split-receipt.ts: the eligible amount is the price less the
 * advantage, none past 80 %) and it counts on the treasurer's year like any gift.
 */
import { and, eq, gt, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { auditLog, events, registrations } from "#db/schema";
import { byUser, closeGift, confirmGift, type GiftActor } from "~/domain/gifts/lifecycle.server";
import { CHECKOUT_FAILED } from "~/domain/payment-options/card-choice";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";
import { confirmRegistrationById } from "~/domain/registrations/confirmation.server";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { createCheckout, refundPayment } from "~/server/payments/stripe.server";
import { lockEvent } from "~/domain/registrations/attendees.server";
import { ticketLinesOf } from "~/domain/registrations/ticket-lines.server";
import { settlePlaces } from "~/domain/registrations/waitlist.server";

type Registration = typeof registrations.$inferSelect;

/** The reason kept on a ticket's gift part whose card payment never came. */
const TICKETS_NOT_PAID = "Billets non payés : la réservation a expiré.";

/**
 * A registration, locked until the transaction ends, by what names it. Its event's row is
 * locked first, in the order every writer of places takes them (event, then registration), so
 * that a webhook and a visitor's cancellation never wait on each other in a circle.
 */
export async function lockRegistration(
  tx: Db,
  which: ReturnType<typeof eq>,
): Promise<Registration | undefined> {
  const [found] = await tx
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(which);
  if (!found) return undefined;
  await lockEvent(tx, found.eventId);
  const [row] = await tx.select().from(registrations).where(which).for("update");
  return row;
}

/**
 * Places a payment gave back go at once to the waiting list (the event's row is already locked
 * by `lockRegistration`), rather than at the next sweep.
 */
async function placesFreed(tx: Db, registration: Registration, siteUrl: string | undefined) {
  const event = await lockEvent(tx, registration.eventId);
  if (event) await settlePlaces(tx, event, new Date(), siteUrl);
  await publicContentChanged(tx);
}

export type TicketCheckout = { ok: true; url: string } | { ok: false; message: string };

/**
 * Opens the Checkout Session of a held card registration, lapsing when its hold does. When
 * Stripe cannot be reached the hold is given up at once and the visitor told so.
 */
export async function openTicketCheckout(
  db: Db,
  reference: string,
  meta: { siteUrl: string },
): Promise<TicketCheckout> {
  const [row] = await db
    .select({ registration: registrations, title: events.title, slug: events.slug })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.reference, reference));
  if (!row || row.registration.status !== "held") throw new Error(`Réservation ${reference} ?`);
  const { registration } = row;
  const page = new URL(`/evenements/${encodeURIComponent(row.slug)}`, meta.siteUrl).href;
  const config = await configuredStripe(db);
  try {
    if (!config) throw new Error("Stripe n'est pas configuré");
    const lines = (await ticketLinesOf(db, [registration.id]))
      .filter((line) => line.unitPriceCents > 0)
      .map((line) => ({
        name: `${row.title} — ${line.name}`.slice(0, 250),
        unitAmountCents: line.unitPriceCents,
        quantity: line.quantity,
      }));
    const session = await createCheckout(config, {
      reference,
      mode: "payment",
      amountCents: registration.totalCents,
      currency: "cad",
      description: `Billets ${reference} — ${row.title}`.slice(0, 250),
      customerEmail: registration.email,
      successUrl: `${page}?paiement=recu`,
      cancelUrl: `${page}?paiement=annule`,
      metadata: { kind: "registration" },
      lineItems: lines,
      submitType: "pay",
      expiresAt: registration.holdExpiresAt!,
    });
    await db
      .update(registrations)
      .set({ stripeSessionId: session.id })
      .where(eq(registrations.id, registration.id));
    return { ok: true, url: session.url };
  } catch (error) {
    logger.error("Session Stripe Checkout impossible (billets)", {
      reference,
      error: error instanceof Error ? error.name : "inconnue",
    });
    await db.transaction(async (tx) => {
      const held = await lockRegistration(tx, eq(registrations.id, registration.id));
      if (held?.status === "held") await releaseHold(tx, held, meta.siteUrl);
    });
    return { ok: false, message: CHECKOUT_FAILED.text };
  }
}

/** A hold given up (a session that lapsed or could not open): its places go back. */
export async function releaseHold(
  tx: Db,
  registration: Registration,
  siteUrl: string | undefined,
): Promise<void> {
  if (registration.donationId) {
    await closeGift(tx, byUser(null), registration.donationId, "fail", TICKETS_NOT_PAID);
  }
  await tx
    .update(registrations)
    .set({ status: "expired", holdExpiresAt: null })
    .where(and(eq(registrations.id, registration.id), eq(registrations.status, "held")));
  await audit(tx, {
    userId: null,
    action: "registration.expire",
    entity: "registration",
    entityId: registration.id,
    details: { reference: registration.reference },
  });
  await placesFreed(tx, registration, siteUrl);
}

export type TicketsPaid = "confirmed" | "already" | "too-late";

/**
 * Stripe's signed event for a paid session: the registration confirmed (its places already
 * held; a hold that lapsed meanwhile is taken again only if the places are still free, else the
 * treasurer must refund), its gift part recorded and its confirmation e-mailed.
 */
export async function ticketsPaid(
  tx: Db,
  actor: GiftActor,
  registration: Registration,
  payment: { sessionId: string; paymentIntentId: string | null; siteUrl?: string },
  fits: () => Promise<boolean>,
): Promise<TicketsPaid> {
  if (registration.paidAt) return "already";
  if (registration.status !== "held" && !(registration.status === "expired" && (await fits()))) {
    return "too-late";
  }
  const now = new Date();
  await tx
    .update(registrations)
    .set({
      status: "confirmed",
      holdExpiresAt: null,
      paidAt: now,
      stripeSessionId: payment.sessionId,
      stripePaymentIntentId: payment.paymentIntentId,
    })
    .where(eq(registrations.id, registration.id));
  await audit(tx, {
    userId: null,
    action: "registration.paid",
    entity: "registration",
    entityId: registration.id,
    details: { reference: registration.reference, totalCents: registration.totalCents },
  });
  if (registration.donationId) await confirmGift(tx, actor, registration.donationId);
  await confirmRegistrationById(tx, registration.id, payment.siteUrl);
  await publicContentChanged(tx);
  return "confirmed";
}

/**
 * A card payment given back (Stripe's charge.refunded, in full): the registration is cancelled,
 * its places freed, and its gift part leaves the ledger with its receipt voided.
 */
export async function ticketsRefunded(
  tx: Db,
  actor: GiftActor,
  registration: Registration,
  siteUrl: string | undefined,
): Promise<void> {
  if (registration.refundedAt) return;
  const now = new Date();
  await tx
    .update(registrations)
    .set({
      status: "cancelled",
      cancelledAt: registration.cancelledAt ?? now,
      cancelReason: registration.cancelReason ?? "Billets remboursés",
      refundedAt: now,
    })
    .where(eq(registrations.id, registration.id));
  await audit(tx, {
    userId: null,
    action: "registration.refund",
    entity: "registration",
    entityId: registration.id,
    details: { reference: registration.reference, totalCents: registration.totalCents },
  });
  if (registration.donationId) {
    await closeGift(tx, actor, registration.donationId, "card-refund", "Billets remboursés.");
  }
  await placesFreed(tx, registration, siteUrl);
}

export type DoorPayment = "done" | "not-found" | "nothing-due";

/** 'Payé à la porte': the volunteer received the tickets' price in cash. */
export async function recordDoorPayment(
  db: Db,
  actorId: number,
  registrationId: number,
): Promise<DoorPayment> {
  return db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, eq(registrations.id, registrationId));
    if (!registration) return "not-found";
    if (
      registration.payment !== "door" ||
      registration.paidAt ||
      registration.status !== "confirmed"
    )
      return "nothing-due";
    await tx
      .update(registrations)
      .set({ paidAt: new Date() })
      .where(eq(registrations.id, registrationId));
    await audit(tx, {
      userId: actorId,
      action: "registration.door_payment",
      entity: "registration",
      entityId: registrationId,
      details: { reference: registration.reference, totalCents: registration.totalCents },
    });
    if (registration.donationId) {
      await confirmGift(tx, byUser(actorId), registration.donationId);
    }
    return "done";
  });
}

const REFUND_FAILED = "registration.refund_failed";

async function refundFailureJournaled(db: Db, registrationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "registration"),
        eq(auditLog.entityId, String(registrationId)),
        eq(auditLog.action, REFUND_FAILED),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The card payments of cancelled registrations (the attendee's cancel link, a volunteer's
 * cancellation, or the whole event cancelled), given back at Stripe: asked at once by the page
 * that cancelled (`only` names the registrations), then by each sweep
 * (domain/registrations/sweep.server.ts) until Stripe's charge.refunded records the refund, so a
 * refund Stripe could not take is asked again; Stripe's idempotency key makes a second ask
 * harmless. Answers how many were asked and how many failed (journaled for the treasurer).
 * Tickets paid at the door in cash are the treasurer's to give back.
 */
export async function refundCancelledTickets(db: Db, only?: number[]) {
  const paid = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      intent: registrations.stripePaymentIntentId,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        or(eq(events.status, "cancelled"), eq(registrations.status, "cancelled")),
        only ? inArray(registrations.id, only) : undefined,
        eq(registrations.payment, "card"),
        isNotNull(registrations.paidAt),
        isNotNull(registrations.stripePaymentIntentId),
        isNull(registrations.refundedAt),
        gt(registrations.totalCents, 0),
      ),
    );
  if (paid.length === 0) return { asked: 0, failed: 0 };
  const config = await configuredStripe(db);
  let failed = 0;
  for (const registration of paid) {
    try {
      if (!config) throw new Error("Stripe n'est pas configuré");
      await refundPayment(config, registration.intent!);
    } catch (error) {
      failed += 1;
      logger.error("Remboursement Stripe impossible (billets)", {
        reference: registration.reference,
        error: error instanceof Error ? error.name : "inconnue",
      });
      // The sweep asks again every five minutes: the journal says it once per registration.
      if (!(await refundFailureJournaled(db, registration.id))) {
        await audit(db, {
          userId: null,
          action: REFUND_FAILED,
          entity: "registration",
          entityId: registration.id,
          details: { reference: registration.reference },
        });
      }
    }
  }
  return { asked: paid.length - failed, failed };
}
