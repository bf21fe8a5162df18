/**
 * Card and monthly gifts through Stripe (issue 13, items 1–3 and 7), against the Stripe stand-in
 * on loopback (tests/helpers/stripe-server.ts): the gift is stored pending and the donor sent to
 * Checkout; only the signed webhook event completes it (receipt issued and e-mailed, project
 * total up); a replayed, forged or unsigned event changes nothing; a refund voids the receipt;
 * a monthly gift over three instalments with one declined; an expired session; an amount that
 * differs; cancelling a monthly gift and the card portal; the configuration check.
 */
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  donations,
  emailOutbox,
  monthlyGifts,
  paymentOptions,
  projects,
  receiptDonations,
  receipts,
  stripeEvents,
} from "#db/schema";
import { submitCardDonation } from "~/domain/payments/card-donation.server";
import { cancelMonthlyGift, openCardUpdate } from "~/domain/donations/monthly-gifts.server";
import { giftOfSession } from "~/domain/payments/return-pages.server";
import { NOT_AN_OFFICIAL_RECEIPT } from "~/domain/tax/acknowledgement";
import { cardPaymentsAvailable, checkStripe } from "~/domain/payment-options/stripe-config.server";
import { action as webhook, loader as webhookGet } from "~/routes/webhooks/stripe";
import { createLoadContext } from "~/server/load-context";
import { setupSeededDatabase, projectCollectedCents } from "../helpers/fixtures";
import type { SignatureMode } from "../helpers/stripe-server";
import { setupStripeStandIn } from "../helpers/stripe-stand-in";

const database = setupSeededDatabase();
const SECRET_KEY = "sk_test_stand_in_0123456789";
const WEBHOOK_SECRET = "whsec_test_stand_in_0123456789";
const SITE = "http://localhost/";
const standIn = setupStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const stripe = () => standIn.server;

beforeEach(async () => {
  await database.db
    .update(paymentOptions)
    .set({ enabled: true })
    .where(eq(paymentOptions.type, "card"));
});

/** POSTs `event` to the webhook route as Stripe would (or as a forger would). */
const deliver = (event: Stripe.Event, signature: SignatureMode = "valid") =>
  standIn.deliver(event, signature);

async function featuredProject() {
  const [row] = await database.db
    .select()
    .from(projects)
    .where(eq(projects.featured, true))
    .orderBy(projects.id)
    .limit(1);
  return row!;
}

function giftForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const all = {
    paymentMethod: "card",
    frequency: "once",
    amount: "50",
    customAmount: "",
    firstName: "Awa",
    lastName: "Diop",
    email: "Awa.Diop@example.org",
    phone: "",
    receiptRequested: "on",
    address: "12 rue Racine",
    city: "Saguenay",
    province: "QC",
    postalCode: "G7H 1R1",
    country: "Canada",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

async function give(fields: Record<string, string> = {}) {
  const project = await featuredProject();
  const result = await submitCardDonation(
    database.db,
    giftForm({ projectId: String(project.id), ...fields }),
    { ip: `198.51.100.${Math.floor(Math.random() * 200)}`, siteUrl: SITE, siteName: "Fondation" },
  );
  if (result.status !== "checkout") throw new Error(`refusé : ${JSON.stringify(result)}`);
  const sessionId = result.url.split("/pay/")[1]!;
  return { ...result, sessionId, project };
}

async function donation(reference: string) {
  const [row] = await database.db
    .select()
    .from(donations)
    .where(eq(donations.reference, reference));
  return row!;
}

const collected = (projectId: number) => projectCollectedCents(database.db, projectId);

async function outbox(topic: string, reference?: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(
      reference
        ? and(eq(emailOutbox.topic, topic), eq(emailOutbox.relatedReference, reference))
        : eq(emailOutbox.topic, topic),
    );
}

async function validReceipts(donationId: number) {
  return database.db
    .select({ id: receipts.id, voidedAt: receipts.voidedAt })
    .from(receipts)
    .innerJoin(receiptDonations, eq(receiptDonations.receiptId, receipts.id))
    .where(eq(receiptDonations.donationId, donationId));
}

async function counts() {
  const [row] = await database.db
    .select({
      donations: sql<number>`(select count(*)::int from donations)`,
      receipts: sql<number>`(select count(*)::int from receipts)`,
      outbox: sql<number>`(select count(*)::int from email_outbox)`,
      events: sql<number>`(select count(*)::int from stripe_events)`,
      audit: sql<number>`(select count(*)::int from audit_log)`,
      collected: sql<number>`(select sum(collected_cents)::int from projects)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

describe("configuration", () => {
  it("offers cards when the option is enabled and a key is known, and checks the key for real", async () => {
    expect(await cardPaymentsAvailable(database.db)).toBe(true);
    expect(await checkStripe(database.db)).toEqual({ configured: true, ok: true });
    process.env.STRIPE_SECRET_KEY = "sk_test_wrong_key_000000";
    try {
      expect(await checkStripe(database.db)).toEqual({
        configured: true,
        ok: false,
        reason: "Clé secrète refusée par Stripe.",
      });
    } finally {
      process.env.STRIPE_SECRET_KEY = SECRET_KEY;
    }
    await database.db
      .update(paymentOptions)
      .set({ enabled: false })
      .where(eq(paymentOptions.type, "card"));
    expect(await cardPaymentsAvailable(database.db)).toBe(false);
    const refused = await submitCardDonation(database.db, giftForm(), { siteUrl: SITE });
    expect(refused.status).toBe("unavailable");
  });
});

describe("a one-time card gift", () => {
  it("is recorded against the project posted, and refused in French for an unknown or completed one", async () => {
    const [library] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.title, "Bibliothèque islamique"));
    const { reference, sessionId } = await give({ projectId: String(library!.id) });
    expect((await donation(reference)).projectId).toBe(library!.id);
    expect(stripe().lineItems.get(sessionId)![0]!.description).toContain("Bibliothèque islamique");

    const [completed] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.status, "completed"))
      .limit(1);
    const before = await counts();
    for (const projectId of ["999999", String(completed!.id)]) {
      const refused = await submitCardDonation(database.db, giftForm({ projectId }), {
        siteUrl: SITE,
      });
      expect(refused.status, projectId).toBe("invalid");
      expect(refused.status === "invalid" && refused.errors.projectId).toBe(
        "Veuillez choisir un fonds ou un projet de la liste.",
      );
    }
    expect(await counts()).toEqual(before);
  });

  it("is pending until the signed event, then completed with its receipt e-mailed", async () => {
    const { reference, sessionId, url, project } = await give();
    const before = await collected(project.id);
    expect(url).toBe(`${stripe().url}/pay/${sessionId}`);
    const stored = await donation(reference);
    expect(stored).toMatchObject({
      status: "pending",
      paymentMethod: "card",
      amountCents: 5000,
      stripeSessionId: sessionId,
      email: "awa.diop@example.org",
    });
    const session = stripe().sessions.get(sessionId)!;
    expect(session).toMatchObject({
      client_reference_id: reference,
      amount_total: 5000,
      currency: "cad",
      mode: "payment",
      customer_email: "awa.diop@example.org",
    });
    expect(session.success_url).toBe("http://localhost/don/merci?session={CHECKOUT_SESSION_ID}");
    // The page the donor comes back to reads; it marks nothing paid.
    expect(await giftOfSession(database.db, sessionId)).toMatchObject({ state: "pending" });

    const paid = stripe().pay(sessionId);
    expect(await deliver(paid)).toMatchObject({ status: 200 });
    const completed = await donation(reference);
    expect(completed.status).toBe("completed");
    expect(completed.stripePaymentIntentId).toBe(session.payment_intent);
    expect(await collected(project.id)).toBe(before + 5000);
    expect(await validReceipts(completed.id)).toHaveLength(1);
    const [mail] = await outbox("donation.receipt");
    expect(mail).toMatchObject({ to: "awa.diop@example.org" });
    expect(await giftOfSession(database.db, sessionId)).toMatchObject({ state: "confirmed" });
    const [journal] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "donation.confirm"), eq(auditLog.entityId, String(completed.id))),
      );
    expect(journal?.userId).toBeNull();

    // Replayed: answered 200, nothing changes.
    const snapshot = await counts();
    expect(await deliver(paid)).toMatchObject({ status: 200, body: "Événement déjà traité." });
    expect(await counts()).toEqual(snapshot);
    expect(await collected(project.id)).toBe(before + 5000);
  });

  it("thanks a gift that gets no receipt in words that say it is not one", async () => {
    const { reference, sessionId } = await give({ amount: "", customAmount: "10" });
    await deliver(stripe().pay(sessionId));
    expect((await donation(reference)).status).toBe("completed");
    expect(await outbox("donation.receipt")).toEqual([]);
    const [thanks] = await outbox("donation.thanks", reference);
    expect(thanks!.text).toContain(NOT_AN_OFFICIAL_RECEIPT);
  });

  it("refuses forged, unsigned and tampered events, changing nothing", async () => {
    const { reference, sessionId } = await give();
    const paid = stripe().pay(sessionId);
    const snapshot = await counts();
    expect((await deliver(paid, "forged")).status).toBe(400);
    expect((await deliver(paid, "missing")).status).toBe(400);
    const { payload, header } = stripe().signed(paid, WEBHOOK_SECRET, {
      tamper: (body) => body.replace('"amount_total": 5000', '"amount_total": 1'),
    });
    const tampered = (await webhook({
      request: new Request("http://localhost/webhooks/stripe", {
        method: "POST",
        headers: { "stripe-signature": header! },
        body: payload,
      }),
      params: {},
      context: createLoadContext(),
    } as never)) as Response;
    expect(tampered.status).toBe(400);
    expect(await counts()).toEqual(snapshot);
    expect((await donation(reference)).status).toBe("pending");
    // The genuine event still works afterwards.
    expect((await deliver(paid)).status).toBe(200);
    expect((await donation(reference)).status).toBe("completed");
  });

  it("leaves a gift pending, journaled, when Stripe's amount or currency differs", async () => {
    const { reference, sessionId } = await give();
    const paid = stripe().pay(sessionId);
    const object = paid.data.object as Stripe.Checkout.Session;
    object.amount_total = 4000;
    expect((await deliver(paid)).status).toBe(200);
    const row = await donation(reference);
    expect(row.status).toBe("pending");
    expect(row.statusReason).toContain("à vérifier");
    const [journal] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payment.mismatch"));
    expect(journal?.details).toMatchObject({ reference, expectedCents: 5000, receivedCents: 4000 });
    expect(await validReceipts(row.id)).toHaveLength(0);

    const other = await give();
    const usd = stripe().pay(other.sessionId);
    (usd.data.object as Stripe.Checkout.Session).currency = "usd";
    await deliver(usd);
    expect((await donation(other.reference)).status).toBe("pending");
  });

  it("is refunded: status, date, receipt voided and the project total reduced", async () => {
    const { reference, sessionId, project } = await give();
    await deliver(stripe().pay(sessionId));
    const paidTotal = await collected(project.id);
    const intent = (await donation(reference)).stripePaymentIntentId!;
    expect((await deliver(stripe().refund(intent))).status).toBe(200);
    const row = await donation(reference);
    expect(row.status).toBe("refunded");
    expect(row.refundedAt).toBeInstanceOf(Date);
    const [receipt] = await validReceipts(row.id);
    expect(receipt?.voidedAt).toBeInstanceOf(Date);
    expect(await collected(project.id)).toBe(paidTotal - 5000);
  });

  it("fails on a declined card or an expired session, with a French reason", async () => {
    const declined = await give();
    await deliver(
      stripe().failPayment(declined.sessionId, {
        code: "card_declined",
        declineCode: "insufficient_funds",
      }),
    );
    expect(await donation(declined.reference)).toMatchObject({
      status: "failed",
      statusReason: "Paiement par carte refusé (fonds insuffisants).",
    });
    // Another card accepted on the same page: Stripe says paid, the gift is completed.
    await deliver(stripe().pay(declined.sessionId));
    expect((await donation(declined.reference)).status).toBe("completed");

    const expired = await give();
    await deliver(stripe().expire(expired.sessionId));
    expect(await donation(expired.reference)).toMatchObject({
      status: "failed",
      statusReason: "Session de paiement expirée : aucun paiement n'a été reçu.",
    });
    expect(await giftOfSession(database.db, expired.sessionId)).toMatchObject({ state: "failed" });
  });

  it("answers 405 to a GET and 413 to an oversized body, reading nothing", async () => {
    expect((webhookGet() as Response).status).toBe(405);
    const big = (await webhook({
      request: new Request("http://localhost/webhooks/stripe", {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=x" },
        body: "x".repeat(600 * 1024),
      }),
      params: {},
      context: createLoadContext(),
    } as never)) as Response;
    expect(big.status).toBe(413);
  });

  it("ignores event types it does not handle", async () => {
    const event = stripe().event("customer.created", { id: "cus_x", object: "customer" });
    expect(await deliver(event)).toMatchObject({ status: 200, body: "Événement ignoré." });
    expect(await database.db.select().from(stripeEvents)).toHaveLength(0);
  });
});

describe("a monthly gift", () => {
  async function gift(reference: string) {
    const [row] = await database.db
      .select()
      .from(monthlyGifts)
      .where(eq(monthlyGifts.reference, reference));
    return row!;
  }

  async function instalments(giftId: number) {
    return database.db
      .select()
      .from(donations)
      .where(eq(donations.monthlyGiftId, giftId))
      .orderBy(donations.id);
  }

  it("runs three instalments, one declined with an e-mail, each its own completed gift", async () => {
    const { reference, sessionId, project } = await give({
      frequency: "monthly",
      amount: "",
      customAmount: "25",
    });
    expect(reference).toMatch(/^MEN-/);
    const start = await collected(project.id);
    expect(await gift(reference)).toMatchObject({
      status: "pending",
      amountCents: 2500,
      stripeSessionId: sessionId,
    });
    expect(stripe().sessions.get(sessionId)).toMatchObject({
      mode: "subscription",
      client_reference_id: reference,
    });

    await deliver(stripe().pay(sessionId));
    const active = await gift(reference);
    expect(active.status).toBe("active");
    expect(active.stripeSubscriptionId).toMatch(/^sub_/);
    expect(active.stripeCustomerId).toMatch(/^cus_/);
    const sub = active.stripeSubscriptionId!;

    const first = stripe().invoicePaid(sub);
    await deliver(first);
    await deliver(first); // replayed: still one instalment
    expect(await instalments(active.id)).toHaveLength(1);

    const declined = stripe().renew(sub, { fail: true });
    await deliver(declined);
    expect((await gift(reference)).status).toBe("past_due");
    const [failure] = await outbox("monthly_gift.payment_failed", reference);
    expect(failure).toMatchObject({ to: "awa.diop@example.org" });
    expect(failure!.text).toContain("http://localhost/mon-espace");

    await deliver(stripe().renew(sub));
    await deliver(stripe().renew(sub));
    const paid = await instalments(active.id);
    expect(paid).toHaveLength(3);
    expect(paid.every((d) => d.status === "completed" && d.amountCents === 2500)).toBe(true);
    expect(paid.every((d) => d.paymentMethod === "card" && d.stripeInvoiceId)).toBe(true);
    expect(new Set(paid.map((d) => d.reference)).size).toBe(3);
    for (const d of paid) expect(await validReceipts(d.id)).toHaveLength(1);
    expect(await collected(project.id)).toBe(start + 7500);
    const now = await gift(reference);
    expect(now.status).toBe("active");
    const subscription = stripe().subscriptions.get(sub)!;
    expect(now.nextPaymentAt?.getTime()).toBe(
      subscription.items.data[0]!.current_period_end * 1000,
    );

    // Cancelled by the donor in Stripe's portal.
    await deliver(stripe().endSubscription(sub));
    expect(await gift(reference)).toMatchObject({ status: "cancelled", nextPaymentAt: null });
  });

  it("is cancelled by a treasurer at Stripe, and only by its own donor", async () => {
    const { reference, sessionId } = await give({ frequency: "monthly" });
    await deliver(stripe().pay(sessionId));
    const row = await gift(reference);
    expect(
      await cancelMonthlyGift(database.db, row.id, { personId: row.personId! + 1000 }),
    ).toEqual({
      ok: false,
      status: 404,
      message: "Don mensuel introuvable.",
    });
    const portal = await openCardUpdate(
      database.db,
      row.personId!,
      row.id,
      "http://localhost/mon-espace",
    );
    expect(portal).toEqual({ url: expect.stringContaining(`${stripe().url}/portal/`) });
    expect(await openCardUpdate(database.db, row.personId! + 1000, row.id, "http://x/")).toEqual({
      error: "Don mensuel introuvable.",
    });
    expect(await cancelMonthlyGift(database.db, row.id, { personId: row.personId! })).toEqual({
      ok: true,
    });
    expect(stripe().subscriptions.get(row.stripeSubscriptionId!)?.status).toBe("canceled");
    expect((await gift(reference)).status).toBe("cancelled");
    expect(await cancelMonthlyGift(database.db, row.id, { userId: 1 })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("expires when its session does", async () => {
    const { reference, sessionId } = await give({ frequency: "monthly" });
    await deliver(stripe().expire(sessionId));
    expect((await gift(reference)).status).toBe("expired");
  });
});
