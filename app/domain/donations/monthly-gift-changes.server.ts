/**
 * What a monthly donor changes of their own gift from /mon-espace (issue 25, item 9): the amount
 * of the next instalments, a pause of one to three months, the end of a pause. Each change is
 * made at Stripe first; only once Stripe has accepted it does the gift change here, journaled.
 * A refusal or a silence from Stripe leaves the gift as it was and says so in French.
 *
 * Only a running gift (active) takes a new amount or a pause: one whose last instalment failed
 * (past due) has an invoice Stripe is still retrying at the old amount, and the webhook refuses
 * a payment that differs from the gift's amount; the card comes first.
 */
import { eq } from "drizzle-orm";
import { monthlyGifts } from "#db/schema";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";
import { formatDate } from "~/lib/format";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import {
  changeSubscriptionAmount,
  pauseSubscription,
  resumeSubscription,
  type StripeConfig,
} from "~/server/payments/stripe.server";
import { GIFT_NOT_ACTIVE, GIFT_NOT_FOUND, STRIPE_NOT_CONFIGURED } from "./monthly-gifts.server";

export const SAME_AMOUNT = "C'est déjà le montant de votre don mensuel.";
export const PAYMENT_OVERDUE =
  "Le dernier prélèvement de ce don mensuel n'a pas abouti : mettez d'abord votre carte à jour.";
export const NOT_AT_STRIPE =
  "Ce don mensuel n'est pas encore relié à Stripe : il ne peut pas être modifié pour le moment.";
export const NOT_PAUSED = "Ce don mensuel n'est pas en pause.";
export const alreadyPaused = (until: Date) =>
  `Ce don mensuel est déjà en pause jusqu'au ${formatDate(until)}.`;
export const STRIPE_CHANGE_FAILED =
  "Stripe n'a pas pu enregistrer ce changement : rien n'a été modifié. Veuillez réessayer dans quelques minutes.";

export type GiftChangeResult<T = object> =
  ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409 | 502; message: string };

type Refusal = Extract<GiftChangeResult, { ok: false }>;
type Gift = typeof monthlyGifts.$inferSelect;
/** Who asks: a treasurer (`userId`) or the donor (`personId`: their own gift only, else 404). */
export type ChangedBy = { userId: number } | { personId: number };

const refuse = (status: Refusal["status"], message: string): Refusal => ({
  ok: false,
  status,
  message,
});

/** A pause runs while its end is ahead; a past end is a pause Stripe has already ended. */
export const isPaused = (pausedUntil: Date | null, now = new Date()) =>
  pausedUntil !== null && pausedUntil.getTime() > now.getTime();

/** The same day `months` later (UTC), the last of the month when it has no such day. */
export function monthsAfter(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/**
 * The next instalment's date: the gift's, or during a pause (`pausedUntil` ahead) the first of
 * its monthly dates on or after the pause's end (those due meanwhile are not collected). Null
 * when the gift's date is unknown.
 */
export function nextInstalment(nextPaymentAt: Date | null, pausedUntil: Date | null): Date | null {
  if (!nextPaymentAt || !pausedUntil) return nextPaymentAt;
  let months = 0;
  while (monthsAfter(nextPaymentAt, months) < pausedUntil) months += 1;
  return monthsAfter(nextPaymentAt, months);
}

/**
 * The gift, its subscription and Stripe's configuration, when `by` may change it and it is in a
 * state `statuses` allows; else the refusal.
 */
async function changeableGift(
  db: Db,
  giftId: number,
  by: ChangedBy,
  statuses: readonly string[],
): Promise<{ gift: Gift; subscriptionId: string; config: StripeConfig } | Refusal> {
  const [gift] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, giftId));
  if (!gift || ("personId" in by && gift.personId !== by.personId)) {
    return refuse(404, GIFT_NOT_FOUND);
  }
  if (!statuses.includes(gift.status)) {
    return refuse(409, gift.status === "past_due" ? PAYMENT_OVERDUE : GIFT_NOT_ACTIVE);
  }
  if (!gift.stripeSubscriptionId) return refuse(409, NOT_AT_STRIPE);
  const config = await configuredStripe(db);
  if (!config) return refuse(502, STRIPE_NOT_CONFIGURED);
  return { gift, subscriptionId: gift.stripeSubscriptionId, config };
}

/** Stripe's call, or the French refusal when Stripe refuses it or does not answer. */
async function atStripe(gift: Gift, what: string, call: () => Promise<unknown>) {
  try {
    await call();
    return null;
  } catch (error) {
    // Ids and the error's kind only: never the donor's details.
    logger.warn(`${what} Stripe impossible`, {
      gift: gift.reference,
      error: error instanceof Error ? error.name : "inconnue",
    });
    return refuse(502, STRIPE_CHANGE_FAILED);
  }
}

/**
 * Stores what Stripe has accepted: the gift's new `values` and the journal line of the change
 * (`action`, with `details` after the reference), together; the journal says who asked.
 */
async function recordChange(
  db: Db,
  gift: Gift,
  by: ChangedBy,
  values: Partial<Pick<Gift, "amountCents" | "pausedUntil">>,
  action: string,
  details: Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(monthlyGifts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(monthlyGifts.id, gift.id));
    await audit(tx, {
      userId: "userId" in by ? by.userId : null,
      action,
      entity: "monthly_gift",
      entityId: gift.id,
      details: {
        reference: gift.reference,
        ...details,
        by: "userId" in by ? "tresorier" : "donateur",
      },
    });
  });
}

/** « Modifier le montant »: the next instalments are of `amountCents` (checked by the form). */
export async function changeMonthlyAmount(
  db: Db,
  giftId: number,
  by: ChangedBy,
  amountCents: number,
): Promise<GiftChangeResult<{ amountCents: number }>> {
  const found = await changeableGift(db, giftId, by, ["active"]);
  if ("ok" in found) return found;
  const { gift, subscriptionId, config } = found;
  if (gift.amountCents === amountCents) return refuse(400, SAME_AMOUNT);
  const failed = await atStripe(gift, "Changement de montant", () =>
    changeSubscriptionAmount(config, subscriptionId, amountCents),
  );
  if (failed) return failed;
  await recordChange(db, gift, by, { amountCents }, "monthly_gift.amount", {
    fromCents: gift.amountCents,
    toCents: amountCents,
  });
  logger.info("Montant du don mensuel modifié", { gift: gift.reference });
  return { ok: true, amountCents };
}

/** « Mettre en pause »: no instalment for `months` months from now (1 to 3, checked by the form). */
export async function pauseMonthlyGift(
  db: Db,
  giftId: number,
  by: ChangedBy,
  months: number,
  now = new Date(),
): Promise<GiftChangeResult<{ pausedUntil: Date }>> {
  const found = await changeableGift(db, giftId, by, ["active"]);
  if ("ok" in found) return found;
  const { gift, subscriptionId, config } = found;
  if (gift.pausedUntil && isPaused(gift.pausedUntil, now)) {
    return refuse(409, alreadyPaused(gift.pausedUntil));
  }
  // In whole seconds, as Stripe keeps resumes_at: its events then tell the same moment.
  const pausedUntil = new Date(Math.floor(monthsAfter(now, months).getTime() / 1000) * 1000);
  const failed = await atStripe(gift, "Pause", () =>
    pauseSubscription(config, subscriptionId, pausedUntil),
  );
  if (failed) return failed;
  await recordChange(db, gift, by, { pausedUntil }, "monthly_gift.pause", {
    months,
    until: pausedUntil.toISOString(),
  });
  return { ok: true, pausedUntil };
}

/** « Reprendre maintenant »: the pause ends; the next instalment is collected as usual. */
export async function resumeMonthlyGift(
  db: Db,
  giftId: number,
  by: ChangedBy,
  now = new Date(),
): Promise<GiftChangeResult> {
  const found = await changeableGift(db, giftId, by, ["active", "past_due"]);
  if ("ok" in found) return found;
  const { gift, subscriptionId, config } = found;
  if (!isPaused(gift.pausedUntil, now)) return refuse(409, NOT_PAUSED);
  const failed = await atStripe(gift, "Reprise", () => resumeSubscription(config, subscriptionId));
  if (failed) return failed;
  await recordChange(db, gift, by, { pausedUntil: null }, "monthly_gift.resume", {
    until: gift.pausedUntil?.toISOString(),
  });
  return { ok: true };
}
