/**
 * Ordering from /panier end to end (issue 5 §5, §7): the checkout through the route's action as a
 * browser posts it (cart cookie, snapshot of the cart shown by the loader), the order, its lines
 * and the stock in one transaction, the confirmation and the foundation's notice delivered to a
 * real SMTP server on loopback; refusals (bad input, shortage, price change, honeypot, rate limit)
 * that write nothing; two buyers racing for the last item (a real race on PostgreSQL); and the
 * back-office moving the order, e-mailing the buyer and giving the stock back on cancellation.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, orderItems, orders, paymentOptions, products } from "#db/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import { defaultSettings } from "~/domain/settings/schema";
import { NOT_AN_OFFICIAL_RECEIPT } from "~/domain/tax/acknowledgement";
import {
  CART_CHANGED,
  EMPTY_CART,
  INTERAC_NOT_OFFERED,
  PAYMENT_REQUIRED,
  PHONE_INVALID,
  REQUIRED,
} from "~/domain/shop/checkout";
import {
  CHECKOUT_RATE_LIMIT,
  CHECKOUT_RATE_LIMITED,
  shortageMessage,
} from "~/domain/shop/checkout.server";
import { statusChangeRefused } from "~/domain/shop/schema";
import { formatMoney } from "~/lib/format";
import { action as cartAction, loader as cartLoader } from "~/routes/public/cart";
import { action as shopAction } from "~/routes/admin/shop/route";
import { deliverDueEmails } from "~/domain/mail/mail-worker.server";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { callAction, refused } from "../helpers/routes";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { signIn } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupTestDatabase();
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtp.clear();
});

const buyer = {
  name: "Awa Diop",
  email: "Awa.Diop@example.org",
  phone: "418 555-0123",
  paymentMethod: "interac",
};

async function addProduct(name: string, priceCents: number, stock: number) {
  const [row] = await database.db
    .insert(products)
    .values({ name, priceCents, stock, category: "livres" })
    .returning();
  return row;
}

function cookieOf(lines: [id: number, quantity: number][]) {
  return `panier=${lines.map(([id, quantity]) => `${id}:${quantity}`).join(",")}`;
}

/** The hidden snapshot the /panier page shows for this cart, as a browser would post it back. */
async function shownSnapshot(cookie: string): Promise<string> {
  const request = new Request("http://localhost/panier", { headers: { cookie } });
  const page = await cartLoader({ request, params: {}, context: createLoadContext() } as never);
  return page.snapshot;
}

interface CheckoutOptions {
  ip?: string;
  /** Default: the snapshot of the page shown just before. */
  snapshot?: string;
}

async function checkout(
  cookie: string,
  fields: Record<string, string> = buyer,
  options: CheckoutOptions = {},
) {
  const snapshot = options.snapshot ?? (await shownSnapshot(cookie));
  const body = new URLSearchParams({ intent: "checkout", panierVu: snapshot, ...fields });
  const request = new Request("http://localhost/panier", {
    method: "POST",
    body,
    headers: { cookie },
  });
  const context = createLoadContext(options.ip ?? "203.0.113.7");
  return cartAction({ request, params: {}, context } as never);
}

type CheckoutData = {
  checkout:
    | {
        status: "ordered";
        order: { reference: string; totalCents: number; interacEmail: string | null };
      }
    | { status: string; errors: Record<string, string>; values: Record<string, string> };
};

function answer(result: unknown, status = 200) {
  const value = result as { data: CheckoutData; init?: ResponseInit };
  expect(value.init?.status ?? 200).toBe(status);
  return value.data.checkout;
}

function ordered(result: unknown) {
  const checkout = answer(result);
  expect(checkout.status).toBe("ordered");
  return (checkout as Extract<CheckoutData["checkout"], { status: "ordered" }>).order;
}

function refusal(result: unknown, status: number) {
  const checkout = refused(result, status).refused as {
    errors: Record<string, string>;
    values: Record<string, string>;
  };
  return checkout;
}

async function deliver() {
  const transport = smtpTransport(smtp.url);
  try {
    return await deliverDueEmails(database.db, transport);
  } finally {
    transport.close();
  }
}

async function stockOf(id: number) {
  const [row] = await database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row.stock;
}

const allOrders = () => database.db.select().from(orders).orderBy(orders.id);
const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

async function expectNothingWritten(stocks: [id: number, stock: number][]) {
  expect(await allOrders()).toEqual([]);
  expect(await database.db.select().from(orderItems)).toEqual([]);
  expect(await outbox()).toEqual([]);
  for (const [id, stock] of stocks) expect(await stockOf(id)).toBe(stock);
}

describe("/panier — commande", () => {
  it("places an order: lines and prices copied, stock taken, cart emptied, e-mails delivered", async () => {
    const coran = await addProduct("Coran bilingue", 2500, 5);
    const tapis = await addProduct("Tapis de prière", 123456, 1);
    const cookie = cookieOf([
      [coran.id, 2],
      [tapis.id, 1],
    ]);
    const result = await checkout(cookie);
    const order = ordered(result);
    expect(order.reference).toMatch(/^CMD-[A-Z2-9]{6}$/);
    expect(order.totalCents).toBe(128456);
    expect(order.interacEmail).toBe(defaultSettings.donation.interacEmail);

    // The cookie is deleted: the cart is now the order.
    const headers = new Headers((result as { init?: ResponseInit }).init?.headers);
    expect(headers.get("set-cookie")).toMatch(/^panier=;.*Max-Age=0/);

    const [saved] = await allOrders();
    expect(saved).toMatchObject({
      reference: order.reference,
      customerName: "Awa Diop",
      customerEmail: "awa.diop@example.org",
      customerPhone: "418 555-0123",
      status: "pending",
      paymentMethod: "interac",
      totalCents: 128456,
    });
    const lines = await database.db.select().from(orderItems).orderBy(orderItems.id);
    expect(
      lines.map((l) => [l.orderId, l.productId, l.productName, l.quantity, l.unitPriceCents]),
    ).toEqual([
      [saved.id, coran.id, "Coran bilingue", 2, 2500],
      [saved.id, tapis.id, "Tapis de prière", 1, 123456],
    ]);
    expect(await stockOf(coran.id)).toBe(3);
    expect(await stockOf(tapis.id)).toBe(0);
    // A public submission is not a back-office change: no journal entry.
    expect(await database.db.select().from(auditLog)).toEqual([]);

    expect(await deliver()).toEqual({ sent: 2, retried: 0, failed: 0 });
    await smtp.waitFor(2);
    const [confirmation] = smtp.to("awa.diop@example.org");
    expect(confirmation.subject).toBe(`Votre commande ${order.reference} est enregistrée`);
    const total = formatMoney(128456);
    expect(total.replace(/\s/g, " ")).toBe("1 284,56 $");
    expect(confirmation.text).toContain(`Total : ${total}`);
    expect(confirmation.text).toContain(`2 × Coran bilingue (${formatMoney(2500)})`);
    expect(confirmation.text).toContain(
      `Virement à envoyer à : ${defaultSettings.donation.interacEmail}`,
    );
    expect(confirmation.text).toContain(`Message du virement : ${order.reference} — Awa Diop`);
    expect(confirmation.text).toContain(defaultSettings.general.address);
    expect(confirmation.text).toContain(NOT_AN_OFFICIAL_RECEIPT);
    const [notice] = smtp.to(defaultSettings.general.contactEmail);
    expect(notice.subject).toContain(`Nouvelle commande ${order.reference}`);
    expect(notice.text).toContain("Courriel : awa.diop@example.org");
    expect(notice.text).toContain(
      `http://localhost/admin/boutique?onglet=commandes&commande=${saved.id}`,
    );
    expect((await outbox()).map((row) => [row.topic, row.relatedReference])).toEqual([
      ["order.confirmation", order.reference],
      ["order.notification", order.reference],
    ]);

    // The page reads the emptied cart.
    const request = new Request("http://localhost/panier");
    const page = await cartLoader({ request, params: {}, context: createLoadContext() } as never);
    expect(page.cart.lines).toEqual([]);
  });

  it("takes payment on pick-up, without a phone, and tells nobody when notifications are off", async () => {
    const musc = await addProduct("Musc blanc", 1500, 2);
    await saveSettings(database.db, "notifications", {
      ...defaultSettings.notifications,
      emailNotifications: false,
    });
    const order = ordered(
      await checkout(cookieOf([[musc.id, 1]]), {
        ...buyer,
        phone: "",
        paymentMethod: "on_pickup",
      }),
    );
    expect(order.interacEmail).toBeNull();
    const [saved] = await allOrders();
    expect(saved).toMatchObject({ paymentMethod: "on_pickup", customerPhone: null });
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toBe("awa.diop@example.org");
    expect(mail.text).toContain("Paiement : Paiement sur place");
    expect(mail.text).toContain(`Vous réglerez ${formatMoney(1500)} sur place`);
    expect(mail.text).not.toContain("Virement à envoyer à");
  });

  it("refuses bad input with French messages (400), keeping what was typed, writing nothing", async () => {
    const coran = await addProduct("Coran bilingue", 2500, 5);
    const cookie = cookieOf([[coran.id, 1]]);
    const cases: [Record<string, string>, string, string][] = [
      [{ ...buyer, name: "  " }, "name", REQUIRED],
      [{ ...buyer, name: "x".repeat(201) }, "name", "Le nom ne peut pas dépasser 200 caractères."],
      [{ ...buyer, email: "" }, "email", REQUIRED],
      [{ ...buyer, email: "awa@" }, "email", "Adresse courriel invalide."],
      [{ ...buyer, phone: "appelez-moi" }, "phone", PHONE_INVALID],
      [{ ...buyer, phone: "12" }, "phone", PHONE_INVALID],
      [{ ...buyer, paymentMethod: "" }, "paymentMethod", PAYMENT_REQUIRED],
      [{ ...buyer, paymentMethod: "bitcoin" }, "paymentMethod", PAYMENT_REQUIRED],
    ];
    for (const [fields, field, message] of cases) {
      const body = refusal(await checkout(cookie, fields), 400);
      expect(body.errors[field], `${field} ${fields[field]}`).toBe(message);
      expect(body.values.name).toBe(fields.name);
      expect(body.values.email).toBe(fields.email);
    }
    const empty = refusal(await checkout("", buyer, { snapshot: "" }), 400);
    expect(empty.errors.form).toBe(EMPTY_CART);
    await expectNothingWritten([[coran.id, 5]]);
  });

  it("refuses Interac while the back-office has it turned off", async () => {
    const coran = await addProduct("Coran bilingue", 2500, 5);
    await database.db
      .insert(paymentOptions)
      .values({ name: "Virement Interac", type: "interac", enabled: false });
    const cookie = cookieOf([[coran.id, 1]]);
    const page = await cartLoader({
      request: new Request("http://localhost/panier", { headers: { cookie } }),
      params: {},
      context: createLoadContext(),
    } as never);
    expect(page.interacEnabled).toBe(false);
    const body = refusal(await checkout(cookie), 400);
    expect(body.errors.paymentMethod).toBe(INTERAC_NOT_OFFERED);
    await expectNothingWritten([[coran.id, 5]]);
    ordered(await checkout(cookie, { ...buyer, paymentMethod: "on_pickup" }));
  });

  it("names the product that ran short or changed price, writes nothing, then takes the new cart", async () => {
    const kufi = await addProduct("Bonnet de prière (kufi)", 1800, 3);
    const coran = await addProduct("Coran bilingue", 2500, 5);
    const cookie = cookieOf([
      [coran.id, 1],
      [kufi.id, 3],
    ]);
    const seen = await shownSnapshot(cookie);
    // Someone else bought one kufi after the page was shown.
    await database.db.update(products).set({ stock: 2 }).where(eq(products.id, kufi.id));
    let body = refusal(await checkout(cookie, buyer, { snapshot: seen }), 409);
    expect(body.errors.form).toBe(shortageMessage("Bonnet de prière (kufi)", 2));
    expect(body.errors.form).toContain("il ne reste que 2 exemplaire(s)");
    expect(body.values.name).toBe(buyer.name);
    await expectNothingWritten([
      [kufi.id, 2],
      [coran.id, 5],
    ]);

    // The price changed too: the buyer is told before paying another amount.
    const shown = await shownSnapshot(cookie);
    await database.db.update(products).set({ priceCents: 2700 }).where(eq(products.id, coran.id));
    body = refusal(await checkout(cookie, buyer, { snapshot: shown }), 409);
    expect(body.errors.form).toBe(
      `Le prix de « Coran bilingue » est maintenant de ${formatMoney(2700)} : vérifiez votre panier, puis confirmez de nouveau.`,
    );
    // Sold out entirely: the product is named although the cart no longer lists it.
    const shownAgain = await shownSnapshot(cookie);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, kufi.id));
    body = refusal(await checkout(cookie, buyer, { snapshot: shownAgain }), 409);
    expect(body.errors.form).toBe(shortageMessage("Bonnet de prière (kufi)", 0));
    // No snapshot, or one that is not the cart shown: nothing is guessed.
    body = refusal(await checkout(cookie, buyer, { snapshot: "" }), 409);
    expect(body.errors.form).toBe(CART_CHANGED);
    body = refusal(await checkout(cookie, buyer, { snapshot: "abc" }), 409);
    expect(body.errors.form).toBe(CART_CHANGED);
    await expectNothingWritten([
      [kufi.id, 0],
      [coran.id, 5],
    ]);

    // Confirming again from the page as it now shows the cart orders what it shows.
    const order = ordered(await checkout(cookie));
    expect(order.totalCents).toBe(2700);
    expect(await stockOf(coran.id)).toBe(4);
  });

  it("gives the last item to exactly one of two buyers confirming at the same time", async () => {
    const tasbih = await addProduct("Tasbih en olivier", 1200, 1);
    const cookie = cookieOf([[tasbih.id, 1]]);
    const seen = await shownSnapshot(cookie);
    const results = await Promise.all([
      checkout(cookie, buyer, { snapshot: seen, ip: "203.0.113.1" }),
      checkout(
        cookie,
        { ...buyer, email: "moussa@example.org" },
        { snapshot: seen, ip: "203.0.113.2" },
      ),
    ]);
    // One is ordered (200); the other is a conflict (409), answered as the form's refusal.
    expect(results.map(statusOf).sort()).toEqual([200, 409]);
    ordered(results.find((result) => statusOf(result) === 200));
    const loser = refusal(
      results.find((result) => statusOf(result) === 409),
      409,
    );
    expect(loser.errors.form).toBe(shortageMessage("Tasbih en olivier", 0));
    expect(await allOrders()).toHaveLength(1);
    expect(await database.db.select().from(orderItems)).toHaveLength(1);
    expect(await stockOf(tasbih.id)).toBe(0);
    // One confirmation and one notice: the loser's messages went with its rollback.
    expect(await outbox()).toHaveLength(2);
  });

  it("never deadlocks two buyers taking the same two products in opposite orders", async () => {
    const a = await addProduct("Encens oud", 900, 1);
    const b = await addProduct("Huile de musc", 1500, 1);
    const first = cookieOf([
      [a.id, 1],
      [b.id, 1],
    ]);
    const second = cookieOf([
      [b.id, 1],
      [a.id, 1],
    ]);
    const [seenFirst, seenSecond] = [await shownSnapshot(first), await shownSnapshot(second)];
    const results = await Promise.all([
      checkout(first, buyer, { snapshot: seenFirst, ip: "203.0.113.1" }),
      checkout(second, buyer, { snapshot: seenSecond, ip: "203.0.113.2" }),
    ]);
    expect(results.map(statusOf).sort()).toEqual([200, 409]);
    expect(await allOrders()).toHaveLength(1);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([0, 0]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const coran = await addProduct("Coran bilingue", 2500, 5);
    const order = ordered(await checkout(cookieOf([[coran.id, 2]]), { ...buyer, website: "x" }));
    expect(order.reference).toMatch(/^CMD-[A-Z2-9]{6}$/);
    expect(order.totalCents).toBe(5000);
    await expectNothingWritten([[coran.id, 5]]);
  });

  it("refuses more than 10 submissions an hour from one address (429, French), not from others", async () => {
    const coran = await addProduct("Coran bilingue", 2500, 5);
    const cookie = cookieOf([[coran.id, 1]]);
    for (let i = 0; i < CHECKOUT_RATE_LIMIT.limit; i += 1) {
      refusal(await checkout(cookie, { ...buyer, name: "" }, { ip: "198.51.100.9" }), 400);
    }
    const body = refusal(await checkout(cookie, buyer, { ip: "198.51.100.9" }), 429);
    expect(body.errors.form).toBe(CHECKOUT_RATE_LIMITED);
    expect(body.values.email).toBe(buyer.email);
    await expectNothingWritten([[coran.id, 5]]);
    ordered(await checkout(cookie, buyer, { ip: "198.51.100.10" }));
  });
});

const setStatus = (cookie: string, id: number, status: string) =>
  callAction(
    shopAction,
    `http://localhost/admin/boutique?onglet=commandes&commande=${id}`,
    cookie,
    { intent: "order-status", id: String(id), status },
    { multipart: true },
  );

async function placeOrder(quantity: number, stock: number, paymentMethod = "interac") {
  const product = await addProduct("Djellaba en coton", 4500, stock);
  const order = ordered(
    await checkout(cookieOf([[product.id, quantity]]), { ...buyer, paymentMethod }),
  );
  const [row] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.reference, order.reference));
  await deliver();
  smtp.clear();
  return { product, order: row };
}

describe("/admin/boutique — suivi des commandes", () => {
  it("moves an order forward, e-mails the buyer each time and journals it", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur");
    const { order } = await placeOrder(2, 5, "on_pickup");
    for (const status of ["processing", "shipped", "delivered"]) {
      const response = (await setStatus(cookie, order.id, status)) as Response;
      expect(response.status, status).toBe(302);
    }
    expect(await deliver()).toMatchObject({ sent: 3 });
    const mails = await smtp.waitFor(3);
    // The worker sends a batch in parallel: the order of arrival is not the order of queueing.
    const bySubject = new Map(mails.map((mail) => [mail.subject, mail]));
    expect([...bySubject.keys()].sort()).toEqual([
      `Votre commande ${order.reference} : En traitement`,
      `Votre commande ${order.reference} : Livrée`,
      `Votre commande ${order.reference} : Prête à récupérer`,
    ]);
    expect(mails.every((mail) => mail.to === "awa.diop@example.org")).toBe(true);
    const ready = bySubject.get(`Votre commande ${order.reference} : Prête à récupérer`)!;
    expect(ready.text).toContain("Votre commande est prête");
    expect(ready.text).toContain(defaultSettings.general.address);
    const audits = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.entity, a.userId, a.details])).toEqual([
      ["status", "order", me.id, { reference: order.reference, from: "pending", to: "processing" }],
      ["status", "order", me.id, { reference: order.reference, from: "processing", to: "shipped" }],
      ["status", "order", me.id, { reference: order.reference, from: "shipped", to: "delivered" }],
    ]);

    // Delivered is final: no way back, nothing sent or journaled (409, French).
    const body = refused(await setStatus(cookie, order.id, "cancelled"), 409) as {
      refused: { errors: { status: string } };
    };
    expect(body.refused.errors.status).toBe(statusChangeRefused("delivered", "cancelled"));
    expect(await database.db.select().from(auditLog)).toHaveLength(3);
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it("lets the trésorier cancel: the stock comes back, the buyer is told, once only", async () => {
    const { me, cookie } = await signIn(database.db, "tresorier");
    const { product, order } = await placeOrder(3, 4);
    expect(await stockOf(product.id)).toBe(1);
    const response = (await setStatus(cookie, order.id, "cancelled")) as Response;
    expect(response.status).toBe(302);
    expect(await stockOf(product.id)).toBe(4);
    const [saved] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(saved.status).toBe("cancelled");
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      userId: me.id,
      action: "status",
      details: {
        reference: order.reference,
        from: "pending",
        to: "cancelled",
        stockRestored: true,
      },
    });
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(`Votre commande ${order.reference} : Annulée`);
    expect(mail.text).toContain("virement Interac");

    // Cancelled is final: a second cancel (two volunteers) gives nothing back twice.
    const again = await setStatus(cookie, order.id, "cancelled");
    expect((again as Response).status).toBe(302);
    const back = refused(await setStatus(cookie, order.id, "pending"), 409) as {
      refused: { errors: { status: string } };
    };
    expect(back.refused.errors.status).toBe(statusChangeRefused("cancelled", "pending"));
    expect(await stockOf(product.id)).toBe(4);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it("lets only one of two volunteers cancelling at once give the stock back", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const { product, order } = await placeOrder(2, 2);
    const results = await Promise.all([
      setStatus(cookie, order.id, "cancelled"),
      setStatus(cookie, order.id, "cancelled"),
    ]);
    expect(results.map((r) => (r as Response).status)).toEqual([302, 302]);
    expect(await stockOf(product.id)).toBe(2);
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
    expect((await outbox()).filter((row) => row.topic === "order.status")).toHaveLength(1);
  });

  it("refuses the éditeur (403), changing nothing", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const { product, order } = await placeOrder(1, 2);
    const result = await setStatus(cookie, order.id, "cancelled").then(
      (value) => value,
      (error: unknown) => error,
    );
    expect((result as Response).status).toBe(403);
    const [saved] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(saved.status).toBe("pending");
    expect(await stockOf(product.id)).toBe(1);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});

function statusOf(result: unknown): number {
  return (result as { init?: ResponseInit }).init?.status ?? 200;
}
