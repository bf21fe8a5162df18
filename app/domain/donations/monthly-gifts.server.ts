/**
 * Stopping a monthly gift and changing its card (issue 13, items 3 and 6): a treasurer cancels
 * one from the back-office, a donor from /mon-espace (their own gifts only). The subscription is
 * cancelled at Stripe first — no further charge — then the gift is marked cancelled, journaled.
 * « Modifier ma carte » opens Stripe's customer portal for the gift's customer.
 */
import { and, eq, inArray } from "drizzle-orm";
import { monthlyGifts } from "#db/schema";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { cancelSubscription, createPortalSession } from "~/server/payments/stripe.server";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";

export const GIFT_NOT_FOUND = "Don mensuel introuvable.";
export const GIFT_NOT_ACTIVE = "Ce don mensuel est déjà arrêté.";
export const STRIPE_UNREACHABLE =
  "Stripe n'a pas pu être joint : le don mensuel n'est pas arrêté. Veuillez réessayer dans quelques minutes.";
export const STRIPE_NOT_CONFIGURED =
  "Le paiement par carte n'est pas configuré : le don mensuel ne peut pas être modifié en ligne.";
export const NO_CARD_ON_FILE =
  "Ce don mensuel n'a pas encore de carte enregistrée chez Stripe : rien à modifier pour le moment.";

/** The statuses from which a monthly gift can be cancelled. */
const CANCELLABLE = ["pending", "active", "past_due"];

/**
 * Cancels a monthly gift: at Stripe (when it has a subscription), then here. `by` a treasurer
 * (`userId`) or the donor (`personId`: only their own gift, else 404).
 */
export async function cancelMonthlyGift(
  db: Db,
  giftId: number,
  by: { userId: number } | { personId: number },
): Promise<{ ok: true } | { ok: false; status: 404 | 409 | 502; message: string }> {
  const [gift] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, giftId));
  if (!gift || ("personId" in by && gift.personId !== by.personId)) {
    return { ok: false, status: 404, message: GIFT_NOT_FOUND };
  }
  if (!CANCELLABLE.includes(gift.status)) {
    return { ok: false, status: 409, message: GIFT_NOT_ACTIVE };
  }
  if (gift.stripeSubscriptionId) {
    const config = await configuredStripe(db);
    if (!config) return { ok: false, status: 502, message: STRIPE_NOT_CONFIGURED };
    try {
      await cancelSubscription(config, gift.stripeSubscriptionId);
    } catch (error) {
      logger.warn("Annulation Stripe impossible", {
        gift: gift.reference,
        error: error instanceof Error ? error.name : "inconnue",
      });
      return { ok: false, status: 502, message: STRIPE_UNREACHABLE };
    }
  }
  // Cancelled meanwhile (Stripe's event, another treasurer): no row changes, the state is the one
  // asked for, and the answer is the same.
  await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(monthlyGifts)
      .set({ status: "cancelled", cancelledAt: now, nextPaymentAt: null, updatedAt: now })
      .where(and(eq(monthlyGifts.id, giftId), inArray(monthlyGifts.status, CANCELLABLE)))
      .returning({ reference: monthlyGifts.reference });
    if (!row) return;
    await audit(tx, {
      userId: "userId" in by ? by.userId : null,
      action: "monthly_gift.cancel",
      entity: "monthly_gift",
      entityId: giftId,
      details: {
        reference: row.reference,
        from: gift.status,
        to: "cancelled",
        by: "userId" in by ? "tresorier" : "donateur",
      },
    });
  });
  return { ok: true };
}

/**
 * A link to Stripe's customer portal for the donor's own monthly gift, where the card is changed;
 * Stripe sends the donor back to `returnUrl`.
 */
export async function openCardUpdate(
  db: Db,
  personId: number,
  giftId: number,
  returnUrl: string,
): Promise<{ url: string } | { error: string }> {
  const [gift] = await db
    .select({
      personId: monthlyGifts.personId,
      status: monthlyGifts.status,
      customer: monthlyGifts.stripeCustomerId,
      reference: monthlyGifts.reference,
    })
    .from(monthlyGifts)
    .where(eq(monthlyGifts.id, giftId));
  if (!gift || gift.personId !== personId) return { error: GIFT_NOT_FOUND };
  if (!CANCELLABLE.includes(gift.status)) return { error: GIFT_NOT_ACTIVE };
  if (!gift.customer) return { error: NO_CARD_ON_FILE };
  const config = await configuredStripe(db);
  if (!config) return { error: STRIPE_NOT_CONFIGURED };
  try {
    return { url: await createPortalSession(config, gift.customer, returnUrl) };
  } catch (error) {
    logger.warn("Portail Stripe impossible", {
      gift: gift.reference,
      error: error instanceof Error ? error.name : "inconnue",
    });
    return {
      error: "Stripe n'a pas pu être joint : veuillez réessayer dans quelques minutes.",
    };
  }
}
