/**
 * Placing an order from /panier (issue 5 §5, §7). One transaction per submission: the cart is
 * read again against the products, each line takes its stock with a conditional
 * `UPDATE … SET stock = stock - q WHERE stock >= q` (so two buyers can never both take the last
 * item: the second one's update waits for the first to commit, then finds too little stock),
 * the order and its lines are inserted with the names and prices of the moment, and the buyer's
 * confirmation and the foundation's notice are queued. Any refusal rolls all of it back.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { orderItems, orders, products } from "#db/schema";
import { personFor } from "~/domain/people/people.server";
import { interacAvailable } from "~/domain/payment-options/interac-option.server";
import { insertWithUniqueReference } from "~/lib/reference";
import { referenceCode } from "~/lib/reference";
import { notifyFoundation, sendEmail, siteIdentity } from "~/domain/mail/mail.server";
import { getSettings } from "~/domain/settings/settings.server";
import { isSpam } from "~/lib/honeypot";
import { constraintsOf } from "~/lib/forms/constraints";
import { validateForm } from "~/lib/forms/validate";
import type { RefusedForm } from "~/lib/forms/refusal";
import { formatMoney } from "~/lib/format";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import type { CartLine } from "./cart";
import { resolveCart, type ResolvedCart } from "./cart.server";
import {
  CART_CHANGED,
  checkoutSchema,
  EMPTY_CART,
  parseCartSnapshot,
  postedCheckoutValues,
  SNAPSHOT_FIELD,
  type CheckoutField,
  type CheckoutInput,
  type CheckoutValues,
  type SnapshotLine,
} from "./checkout";
import { orderConfirmationEmail, orderNotificationEmail, type OrderForEmail } from "./order-emails";
import { openOrderCheckout } from "./card-order.server";
import { cardPaymentsAvailable } from "~/domain/payment-options/stripe-config.server";

/** Orders allowed per client address and per hour (spam and abuse brake). */
export const CHECKOUT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
export const CHECKOUT_RATE_LIMITED =
  "Vous avez envoyé trop de commandes depuis votre adresse. Veuillez réessayer dans une heure.";

/** What the page shows once the order is placed. */
export interface OrderSummary {
  reference: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: CheckoutInput["paymentMethod"];
  totalCents: number;
  lines: { productName: string; quantity: number; unitPriceCents: number }[];
  /** Where to send the transfer (Interac orders only). */
  interacEmail: string | null;
  pickupAddress: string;
}

/** The HTML constraints of the form, for its page's loader (the page loads no zod). */
export function checkoutConstraints(interacEnabled: boolean, cardEnabled = false) {
  return constraintsOf(checkoutSchema(interacEnabled, cardEnabled));
}

export type CheckoutResult =
  | { status: "ordered"; order: OrderSummary }
  /** A card order, placed unpaid: send the buyer to Stripe's page (303). */
  | { status: "checkout"; url: string; reference: string }
  /**
   * Answered by the route as the form's refusal. invalid: the form (400); conflict: the cart
   * against the stock (409); rate-limited (429).
   */
  | RefusedForm<
      "invalid" | "conflict" | "rate-limited" | "checkout-failed",
      CheckoutField,
      CheckoutValues
    >;

/** A refusal found inside the transaction: thrown to roll it back, answered as a conflict. */
class CartConflict extends Error {}

export function shortageMessage(name: string, stock: number): string {
  return stock > 0
    ? `Stock insuffisant pour « ${name} » : il ne reste que ${stock} exemplaire(s). Votre panier montre maintenant la quantité disponible ; vérifiez-le, puis confirmez de nouveau.`
    : `« ${name} » n'est plus disponible : il ne figure plus dans votre panier. Vérifiez votre panier, puis confirmez de nouveau.`;
}

function priceChangedMessage(name: string, priceCents: number): string {
  return `Le prix de « ${name} » est maintenant de ${formatMoney(priceCents)} : vérifiez votre panier, puis confirmez de nouveau.`;
}

/** Why a line cannot be taken now, read after the conditional update found nothing to take. */
async function unavailableMessage(tx: Db, line: SnapshotLine & { name: string }) {
  const [product] = await tx
    .select({
      name: products.name,
      stock: products.stock,
      status: products.status,
      priceCents: products.priceCents,
    })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!product || product.status !== "active") return shortageMessage(line.name, 0);
  if (product.stock < line.quantity) return shortageMessage(product.name, product.stock);
  return priceChangedMessage(product.name, product.priceCents);
}

/**
 * Compares the cart as it is now (capped at the stock, unavailable products dropped) with what
 * the buyer saw: the first difference, in French, naming the product; null when they agree.
 */
async function cartDifference(
  tx: Db,
  now: ResolvedCart,
  seen: SnapshotLine[] | null,
): Promise<string | null> {
  if (!seen) return CART_CHANGED;
  const missing: number[] = [];
  for (const line of seen) {
    const current = now.lines.find((l) => l.productId === line.productId);
    if (!current) missing.push(line.productId);
    else if (current.quantity < line.quantity) return shortageMessage(current.name, current.stock);
    else if (current.priceCents !== line.priceCents) {
      return priceChangedMessage(current.name, current.priceCents);
    }
  }
  if (missing.length) {
    const [gone] = await tx
      .select({ name: products.name })
      .from(products)
      .where(inArray(products.id, missing))
      .limit(1);
    return gone
      ? shortageMessage(gone.name, 0)
      : `Un article de votre panier n'est plus en vente : il n'y figure plus. Vérifiez votre panier, puis confirmez de nouveau.`;
  }
  const same =
    now.lines.length === seen.length &&
    now.lines.every((l) =>
      seen.some((s) => s.productId === l.productId && s.quantity === l.quantity),
    );
  return same ? null : CART_CHANGED;
}

/**
 * Validates and places one order for the visitor's cart (`cart`, from the `panier` cookie). A
 * filled honeypot gets a believable answer and stores nothing; more than `CHECKOUT_RATE_LIMIT`
 * submissions an hour from one address are refused.
 */
export async function submitCheckout(
  db: Db,
  form: FormData,
  cart: CartLine[],
  meta: {
    ip?: string | null;
    adminOrderUrl?: (id: number) => string;
    /** The site's root: where Stripe sends a card buyer back. */
    siteUrl?: string;
  } = {},
): Promise<CheckoutResult> {
  const values = postedCheckoutValues(form);
  const limit = await hit(db, `commande:${meta.ip ?? "inconnue"}`, CHECKOUT_RATE_LIMIT);
  if (!limit.allowed) {
    return { status: "rate-limited", errors: { form: CHECKOUT_RATE_LIMITED }, values };
  }
  const interacEnabled = await interacAvailable(db);
  const cardEnabled = await cardPaymentsAvailable(db);
  const parsed = validateForm<CheckoutInput, CheckoutField>(
    checkoutSchema(interacEnabled, cardEnabled),
    values,
  );
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  if (cart.length === 0) return { status: "invalid", errors: { form: EMPTY_CART }, values };
  const input = parsed.data;
  const seen = parseCartSnapshot(form.get(SNAPSHOT_FIELD));
  const { general, donation } = await getSettings(db, ["general", "donation"]);
  const summary = (reference: string, resolved: ResolvedCart): OrderSummary => ({
    reference,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    paymentMethod: input.paymentMethod,
    totalCents: resolved.totalCents,
    lines: resolved.lines.map((line) => ({
      productName: line.name,
      quantity: line.quantity,
      unitPriceCents: line.priceCents,
    })),
    interacEmail: input.paymentMethod === "interac" ? donation.interacEmail : null,
    pickupAddress: general.address,
  });

  if (isSpam(form)) {
    return { status: "ordered", order: summary(referenceCode("CMD"), await resolveCart(db, cart)) };
  }

  try {
    const order = await db.transaction(async (tx) => {
      const resolved = await resolveCart(tx, cart);
      // Before the empty check: a cart whose only product just sold out names that product.
      const difference = await cartDifference(tx, resolved, seen);
      if (difference) throw new CartConflict(difference);
      if (resolved.lines.length === 0) throw new CartConflict(EMPTY_CART);

      // Ascending ids: two orders sharing products lock them in the same order (no deadlock).
      const byId = [...resolved.lines].sort((a, b) => a.productId - b.productId);
      for (const line of byId) {
        const [taken] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(
            and(
              eq(products.id, line.productId),
              eq(products.status, "active"),
              gte(products.stock, line.quantity),
              eq(products.priceCents, line.priceCents),
            ),
          )
          .returning({ id: products.id });
        if (!taken) throw new CartConflict(await unavailableMessage(tx, line));
      }
      // The shop shows the stock left (or « Épuisé ») from the commit on.
      await publicContentChanged(tx);

      const personId = await personFor(tx, {
        email: input.customerEmail,
        firstName: input.customerName,
        phone: input.customerPhone,
      });
      const reference = await insertWithUniqueReference("CMD", (code) =>
        tx
          .insert(orders)
          .values({
            personId,
            reference: code,
            customerName: input.customerName,
            customerEmail: input.customerEmail,
            customerPhone: input.customerPhone,
            paymentMethod: input.paymentMethod,
            status: "pending",
            totalCents: resolved.totalCents,
          })
          .onConflictDoNothing({ target: orders.reference })
          .returning({ reference: orders.reference }),
      );
      const [{ id }] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.reference, reference));
      await tx.insert(orderItems).values(
        resolved.lines.map((line) => ({
          orderId: id,
          productId: line.productId,
          productName: line.name,
          quantity: line.quantity,
          unitPriceCents: line.priceCents,
        })),
      );

      const placed = summary(reference, resolved);
      // A card order is confirmed by e-mail once Stripe's signed event says it is paid.
      if (input.paymentMethod === "card") return placed;
      const forEmail: OrderForEmail = { ...placed, customerPhone: input.customerPhone };
      const site = await siteIdentity(tx);
      await sendEmail(
        tx,
        { to: placed.customerEmail, topic: "order.confirmation", relatedReference: reference },
        orderConfirmationEmail(forEmail, {
          address: general.address,
          interacEmail: donation.interacEmail,
        }),
        site,
      );
      await notifyFoundation(
        tx,
        { topic: "order.notification", relatedReference: reference },
        orderNotificationEmail(forEmail, meta.adminOrderUrl?.(id) ?? null),
        site,
      );
      return placed;
    });
    if (order.paymentMethod === "card") {
      const opened = await openOrderCheckout(db, order.reference, {
        siteUrl: meta.siteUrl ?? "http://localhost/",
        siteName: general.siteName,
      });
      if (!opened.ok) {
        return { status: "checkout-failed", errors: { form: opened.message }, values };
      }
      return { status: "checkout", url: opened.url, reference: order.reference };
    }
    return { status: "ordered", order };
  } catch (error) {
    if (error instanceof CartConflict) {
      return { status: "conflict", errors: { form: error.message }, values };
    }
    throw error;
  }
}
