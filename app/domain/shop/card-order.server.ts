/**
 * A shop order paid by card (issue 13, item 1): the order is placed as any other (stock taken in
 * its transaction, decision 0016) with payment « Carte bancaire », unpaid; then a Checkout session
 * is opened with the order's lines, its id stored on the order, and the buyer sent to Stripe's
 * page. The order becomes paid only on Stripe's signed event (webhook.server.ts), which e-mails
 * the buyer's confirmation and the foundation's notice; an expired session cancels it and gives
 * the stock back, as a volunteer's cancellation does.
 */
import { eq } from "drizzle-orm";
import { orderItems, orders } from "#db/schema";
import { setOrderStatus } from "./orders-admin.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { createCheckout } from "~/server/payments/stripe.server";
import { CHECKOUT_FAILED } from "~/domain/payment-options/card-choice";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";

/** An order's lines, in the order they were placed. */
export function orderLines(db: Db, orderId: number) {
  return db
    .select({
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

export type OrderCheckout = { ok: true; url: string } | { ok: false; message: string };

/**
 * Opens the Checkout session of a placed card order. When Stripe cannot be reached the order is
 * cancelled (its stock given back) and the buyer told so.
 */
export async function openOrderCheckout(
  db: Db,
  reference: string,
  meta: { siteUrl: string; siteName?: string },
): Promise<OrderCheckout> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (!order) throw new Error(`Commande introuvable : ${reference}`);
  const lines = (await orderLines(db, order.id)).map((line) => ({
    name: line.productName,
    unitAmountCents: line.unitPriceCents,
    quantity: line.quantity,
  }));
  const config = await configuredStripe(db);
  try {
    if (!config) throw new Error("Stripe n'est pas configuré");
    const session = await createCheckout(config, {
      reference,
      mode: "payment",
      amountCents: order.totalCents,
      currency: "cad",
      description: `Commande ${reference} — ${meta.siteName ?? "Boutique"}`.slice(0, 250),
      customerEmail: order.customerEmail,
      successUrl: `${new URL("/panier/merci", meta.siteUrl).href}?session={CHECKOUT_SESSION_ID}`,
      cancelUrl: new URL(`/panier/merci?annule=${reference}`, meta.siteUrl).href,
      metadata: { kind: "order" },
      lineItems: lines,
      submitType: "pay",
    });
    await db
      .update(orders)
      .set({ stripeSessionId: session.id, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return { ok: true, url: session.url };
  } catch (error) {
    logger.error("Session Stripe Checkout impossible (commande)", {
      reference,
      error: error instanceof Error ? error.name : "inconnue",
    });
    await setOrderStatus(db, null, order.id, "cancelled");
    return { ok: false, message: CHECKOUT_FAILED.text };
  }
}
