/**
 * A shop order paid by card (issue 13, item 1) through /panier's action and the Stripe stand-in:
 * the order is placed unpaid (stock taken), the buyer sent to Checkout with the order's lines;
 * only the signed event marks it paid and e-mails the confirmation; an expired session cancels it
 * and gives the stock back; a refund is dated; without the card option, card is refused.
 */
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, orders, paymentOptions, products } from "#db/schema";
import { orderOfSession } from "~/domain/payments/return-pages.server";
import { action as cartAction, loader as cartLoader } from "~/routes/public/cart";
import { createLoadContext } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { setupStripeStandIn } from "../helpers/stripe-stand-in";

const database = setupTestDatabase();
const SECRET_KEY = "sk_test_stand_in_shop_0123456789";
const WEBHOOK_SECRET = "whsec_test_stand_in_shop_0123456789";
const standIn = setupStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const stripe = () => standIn.server;

beforeEach(async () => {
  await database.db.insert(paymentOptions).values([
    { name: "Carte bancaire", type: "card", enabled: true },
    { name: "Interac", type: "interac", enabled: true },
  ]);
});

async function addProduct(name: string, priceCents: number, stock: number) {
  const [row] = await database.db
    .insert(products)
    .values({ name, priceCents, stock, category: "livres" })
    .returning();
  return row!;
}

async function stockOf(id: number) {
  const [row] = await database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

async function checkout(cookie: string, paymentMethod = "card") {
  const request = new Request("http://localhost/panier", { headers: { cookie } });
  const page = await cartLoader({ request, params: {}, context: createLoadContext() } as never);
  const body = new URLSearchParams({
    intent: "checkout",
    panierVu: page.snapshot,
    name: "Awa Diop",
    email: "Awa.Diop@example.org",
    phone: "",
    paymentMethod,
  });
  return cartAction({
    request: new Request("http://localhost/panier", { method: "POST", body, headers: { cookie } }),
    params: {},
    context: createLoadContext(`198.51.100.${Math.floor(Math.random() * 200)}`),
  } as never);
}

async function deliver(event: Stripe.Event) {
  return (await standIn.deliver(event)).status;
}

async function placeCardOrder() {
  const book = await addProduct("Coran bilingue", 2500, 5);
  const pen = await addProduct("Calame", 450, 10);
  const answer = (await checkout(`panier=${book.id}:2,${pen.id}:1`)) as Response;
  expect(answer).toBeInstanceOf(Response);
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location")!;
  expect(location.startsWith(`${stripe().url}/pay/`)).toBe(true);
  // The cart now lives in the order: the cookie goes.
  expect(answer.headers.get("set-cookie")).toMatch(/^panier=;/);
  const sessionId = location.split("/pay/")[1]!;
  const [order] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.stripeSessionId, sessionId));
  return { order: order!, sessionId, book, pen };
}

async function mails(reference: string, topic: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedReference, reference), eq(emailOutbox.topic, topic)));
}

describe("shop order by card", () => {
  it("is placed unpaid with its lines at Stripe, and paid only by the signed event", async () => {
    const { order, sessionId, book, pen } = await placeCardOrder();
    expect(order).toMatchObject({
      paymentMethod: "card",
      status: "pending",
      paidAt: null,
      totalCents: 5450,
    });
    expect(await stockOf(book.id)).toBe(3);
    expect(
      stripe()
        .lineItems.get(sessionId)!
        .map((l) => [l.description, l.quantity]),
    ).toEqual([
      ["Coran bilingue", 2],
      ["Calame", 1],
    ]);
    expect(stripe().sessions.get(sessionId)).toMatchObject({
      client_reference_id: order.reference,
      amount_total: 5450,
      currency: "cad",
    });
    // No confirmation before the payment.
    expect(await mails(order.reference, "order.confirmation")).toHaveLength(0);
    expect(await orderOfSession(database.db, sessionId)).toMatchObject({ state: "pending" });

    expect(await deliver(stripe().pay(sessionId))).toBe(200);
    const [paid] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.paidAt).toBeInstanceOf(Date);
    expect(paid!.status).toBe("pending");
    expect(paid!.stripePaymentIntentId).toMatch(/^pi_/);
    const [confirmation] = await mails(order.reference, "order.confirmation");
    expect(confirmation).toMatchObject({ to: "awa.diop@example.org" });
    expect(await orderOfSession(database.db, sessionId)).toMatchObject({ state: "paid" });
    expect(await stockOf(pen.id)).toBe(9);

    expect(await deliver(stripe().refund(paid!.stripePaymentIntentId!))).toBe(200);
    const [refunded] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(refunded!.refundedAt).toBeInstanceOf(Date);
  });

  it("is cancelled, its stock given back, when its session expires", async () => {
    const { order, sessionId, book, pen } = await placeCardOrder();
    expect(await deliver(stripe().expire(sessionId))).toBe(200);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("cancelled");
    expect(await stockOf(book.id)).toBe(5);
    expect(await stockOf(pen.id)).toBe(10);
    expect(await orderOfSession(database.db, sessionId)).toMatchObject({ state: "cancelled" });
  });

  it("is refused when card payments are not offered", async () => {
    await database.db
      .update(paymentOptions)
      .set({ enabled: false })
      .where(eq(paymentOptions.type, "card"));
    const book = await addProduct("Chapelet", 1000, 3);
    const answer = (await checkout(`panier=${book.id}:1`)) as { init?: ResponseInit };
    expect(answer.init?.status).toBe(400);
    expect(await stockOf(book.id)).toBe(3);
  });
});
