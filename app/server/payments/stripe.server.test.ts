import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  parseStripeForm,
  startStripeServer,
  type StripeServer,
} from "../../../tests/helpers/stripe-server";
import {
  cancelSubscription,
  createCheckout,
  createPortalSession,
  pingStripe,
  retrieveCheckoutSession,
  stripeClient,
  StripeSignatureError,
  verifyStripeEvent,
  type CheckoutInput,
  type StripeConfig,
} from "./stripe.server";

const SECRET_KEY = "sk_test_51FondationChicoutimiCleDeTest0000";
const WEBHOOK_SECRET = "whsec_test_fondation_0123456789abcdef";

let stripe: StripeServer;
let config: StripeConfig;

/** A webhook endpoint as the route will be: raw body → verifyStripeEvent → 200, or 400. */
let endpoint: Server;
let webhookUrl = "";
const received: string[] = [];

beforeAll(async () => {
  stripe = await startStripeServer({ secretKey: SECRET_KEY });
  config = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url };
  endpoint = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const header = req.headers["stripe-signature"];
      const event = verifyStripeEvent(
        config,
        Buffer.concat(chunks),
        typeof header === "string" ? header : null,
      );
      received.push(event.type);
      res.writeHead(200).end("ok");
    } catch (error) {
      res.writeHead(400).end(error instanceof StripeSignatureError ? error.failure : "erreur");
    }
  });
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/stripe`;
});

afterAll(async () => {
  await stripe?.close();
  endpoint?.closeAllConnections();
  await new Promise<void>((resolve) => endpoint?.close(() => resolve()));
});

beforeEach(() => {
  stripe.reset();
  received.length = 0;
});

function gift(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    reference: "DON-7K3M9P",
    mode: "payment",
    amountCents: 5000,
    currency: "cad",
    description: "Don à la Fondation",
    customerEmail: "awa.diop@example.com",
    successUrl: "https://fondation.test/don/merci?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://fondation.test/don",
    metadata: { donationId: "42" },
    ...overrides,
  };
}

describe("parseStripeForm", () => {
  it("unfolds the SDK's bracket notation into objects and arrays", () => {
    expect(
      parseStripeForm(
        "mode=payment&line_items[0][price_data][unit_amount]=2500&line_items[0][quantity]=1" +
          "&line_items[1][price_data][product_data][name]=Livre%20%C3%A9t%C3%A9&metadata[reference]=DON-1",
      ),
    ).toEqual({
      mode: "payment",
      line_items: [
        { price_data: { unit_amount: "2500" }, quantity: "1" },
        { price_data: { product_data: { name: "Livre été" } } },
      ],
      metadata: { reference: "DON-1" },
    });
  });
});

describe("createCheckout", () => {
  it("opens a one-time payment session with the amount, currency, reference and French page", async () => {
    const link = await createCheckout(config, gift());
    expect(link.id).toMatch(/^cs_test_/);
    expect(link.url).toBe(`${stripe.url}/pay/${link.id}`);

    const session = stripe.sessions.get(link.id)!;
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 5000,
      currency: "cad",
      client_reference_id: "DON-7K3M9P",
      customer_email: "awa.diop@example.com",
      locale: "fr-CA",
      status: "open",
      metadata: { reference: "DON-7K3M9P", donationId: "42" },
      success_url: "https://fondation.test/don/merci?session={CHECKOUT_SESSION_ID}",
    });
    const [line] = stripe.lineItems.get(link.id)!;
    expect(line).toMatchObject({
      description: "Don à la Fondation",
      quantity: 1,
      amount_total: 5000,
    });
    expect(line!.price).toMatchObject({ type: "one_time", recurring: null, unit_amount: 5000 });

    // What went over the wire: the reference also rides on the PaymentIntent; no method list.
    const sent = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.params).toMatchObject({
      payment_intent_data: { metadata: { reference: "DON-7K3M9P" } },
    });
    expect(sent.params).not.toHaveProperty("payment_method_types");
    expect(sent.params).not.toHaveProperty("subscription_data");

    // Paid on Stripe's page: the event carries what the webhook needs.
    const completed = stripe.pay(link.id);
    const paid = completed.data.object as typeof session;
    expect(completed.type).toBe("checkout.session.completed");
    expect(paid).toMatchObject({
      payment_status: "paid",
      amount_total: 5000,
      currency: "cad",
      client_reference_id: "DON-7K3M9P",
    });
    const intent = stripe.paymentIntents.get(paid.payment_intent as string)!;
    expect(intent.metadata).toEqual({ reference: "DON-7K3M9P", donationId: "42" });
  });

  it("opens a monthly gift with a recurring monthly price and the reference on the subscription", async () => {
    const link = await createCheckout(
      config,
      gift({ mode: "subscription", amountCents: 2500, description: "Don mensuel à la Fondation" }),
    );
    const session = await retrieveCheckoutSession(config, link.id);
    expect(session).toMatchObject({ mode: "subscription", amount_total: 2500, currency: "cad" });
    const [line] = stripe.lineItems.get(link.id)!;
    expect(line!.price).toMatchObject({
      type: "recurring",
      unit_amount: 2500,
      recurring: { interval: "month", interval_count: 1 },
    });
    // The same price, read back through the SDK as Stripe would expand it.
    const expanded = await stripeClient(config).checkout.sessions.retrieve(link.id, {
      expand: ["line_items"],
    });
    expect(expanded.line_items!.data[0]!.price!.recurring).toMatchObject({ interval: "month" });
    const sent = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(sent.params).toMatchObject({
      subscription_data: { metadata: { reference: "DON-7K3M9P" } },
    });
    expect(sent.params).not.toHaveProperty("payment_intent_data");

    const completed = stripe.pay(link.id);
    const paid = completed.data.object as typeof session;
    expect(paid.subscription).toMatch(/^sub_/);
    expect(paid.customer).toMatch(/^cus_/);
    const subscription = stripe.subscriptions.get(paid.subscription as string)!;
    expect(subscription.metadata.reference).toBe("DON-7K3M9P");

    const invoice = stripe.renew(subscription.id).data.object as {
      billing_reason: string;
      amount_paid: number;
      parent: { subscription_details: { subscription: string; metadata: Record<string, string> } };
    };
    expect(invoice).toMatchObject({ billing_reason: "subscription_cycle", amount_paid: 2500 });
    expect(invoice.parent.subscription_details).toMatchObject({
      subscription: subscription.id,
      metadata: { reference: "DON-7K3M9P" },
    });
  });

  it("charges a shop order line by line, and refuses lines that disagree with the total", async () => {
    const order = gift({
      reference: "CMD-4F8A2C",
      amountCents: 4500,
      description: "Commande CMD-4F8A2C",
      lineItems: [
        { name: "Livre « Chicoutimi d'hier »", unitAmountCents: 2000, quantity: 2 },
        { name: "Signet", unitAmountCents: 500, quantity: 1 },
      ],
    });
    const link = await createCheckout(config, order);
    expect(stripe.sessions.get(link.id)!.amount_total).toBe(4500);
    expect(stripe.lineItems.get(link.id)!.map((l) => [l.description, l.quantity])).toEqual([
      ["Livre « Chicoutimi d'hier »", 2],
      ["Signet", 1],
    ]);
    await expect(createCheckout(config, { ...order, amountCents: 4000 })).rejects.toThrow(
      /diffère/,
    );
  });
});

describe("the stand-in refuses what Stripe refuses", () => {
  it("answers 400 with Stripe's error shape to a wrong request, 401 to a wrong key", async () => {
    const client = stripeClient(config);
    const base = {
      success_url: "https://fondation.test/merci",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "cad", unit_amount: 2500, product_data: { name: "Don" } },
        },
      ],
    };
    await expect(
      client.checkout.sessions.create({ ...base, mode: "subscription" }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "line_items",
    });
    await expect(
      client.checkout.sessions.create({
        ...base,
        mode: "payment",
        subscription_data: { description: "Don mensuel" },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "subscription_data" });
    await expect(
      client.checkout.sessions.create({ ...base, mode: "payment", ui_mode: "embedded" }),
    ).rejects.toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "ui_mode" });
    await expect(retrieveCheckoutSession(config, "cs_test_inconnu")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    await expect(
      createCheckout({ ...config, secretKey: "sk_test_autreCle000000000000" }, gift()),
    ).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });
    expect(stripe.sessions.size).toBe(0);
  });
});

describe("verifyStripeEvent", () => {
  function completedEvent() {
    return stripe.event("checkout.session.completed", {
      id: "cs_test_1",
      object: "checkout.session",
    });
  }

  it("accepts an event signed with the endpoint's secret, as a string or the raw bytes", () => {
    const event = completedEvent();
    const { payload, header } = stripe.signed(event, WEBHOOK_SECRET);
    expect(verifyStripeEvent(config, payload, header).id).toBe(event.id);
    expect(verifyStripeEvent(config, Buffer.from(payload), header).type).toBe(
      "checkout.session.completed",
    );
  });

  it("refuses a wrong secret, a tampered body, a missing header and an old signature", () => {
    const event = completedEvent();
    const failure = (payload: string, header: string | null) => {
      try {
        verifyStripeEvent(config, payload, header);
      } catch (error) {
        expect(error).toBeInstanceOf(StripeSignatureError);
        return (error as StripeSignatureError).failure;
      }
      return "accepted";
    };
    const forged = stripe.signed(event, WEBHOOK_SECRET, { signature: "forged" });
    expect(failure(forged.payload, forged.header)).toBe("invalid-signature");

    const tampered = stripe.signed(event, WEBHOOK_SECRET, {
      tamper: (body) => body.replace('"livemode": false', '"livemode": true'),
    });
    expect(tampered.payload).toContain('"livemode": true');
    expect(failure(tampered.payload, tampered.header)).toBe("invalid-signature");

    const valid = stripe.signed(event, WEBHOOK_SECRET);
    expect(failure(valid.payload, null)).toBe("missing-signature");
    expect(failure(valid.payload, "")).toBe("missing-signature");
    expect(failure(valid.payload, "t=abc,v1=nope")).toBe("invalid-signature");

    const old = stripe.signed(event, WEBHOOK_SECRET, { timestamp: Date.now() / 1000 - 301 });
    expect(failure(old.payload, old.header)).toBe("expired");
    // Within the tolerance it passes.
    const recent = stripe.signed(event, WEBHOOK_SECRET, { timestamp: Date.now() / 1000 - 200 });
    expect(failure(recent.payload, recent.header)).toBe("accepted");

    expect(() =>
      verifyStripeEvent({ ...config, webhookSecret: " " }, valid.payload, valid.header),
    ).toThrow(expect.objectContaining({ failure: "no-secret" }));
  });

  it("deliver posts the event as Stripe does; the endpoint accepts it and refuses forgeries", async () => {
    const link = await createCheckout(config, gift());
    const completed = stripe.pay(link.id);
    expect(await stripe.deliver(completed, webhookUrl, WEBHOOK_SECRET)).toEqual({
      status: 200,
      body: "ok",
    });
    expect(
      await stripe.deliver(completed, webhookUrl, WEBHOOK_SECRET, { signature: "forged" }),
    ).toEqual({ status: 400, body: "invalid-signature" });
    expect(
      await stripe.deliver(completed, webhookUrl, WEBHOOK_SECRET, { signature: "missing" }),
    ).toEqual({ status: 400, body: "missing-signature" });
    expect(
      await stripe.deliver(completed, webhookUrl, WEBHOOK_SECRET, {
        timestamp: Date.now() / 1000 - 3600,
      }),
    ).toEqual({ status: 400, body: "expired" });
    expect(received).toEqual(["checkout.session.completed"]);
  });
});

describe("pingStripe", () => {
  it("is ok with the right key", async () => {
    expect(await pingStripe(config)).toEqual({ ok: true });
    expect(stripe.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/balance" });
  });

  it("says in French that the key was refused", async () => {
    expect(await pingStripe({ ...config, secretKey: "sk_test_mauvaiseCle0000000000" })).toEqual({
      ok: false,
      reason: "Clé secrète refusée par Stripe.",
    });
    expect(await pingStripe({ ...config, secretKey: "" })).toEqual({
      ok: false,
      reason: "Aucune clé secrète Stripe.",
    });
  });

  it("says in French that Stripe does not answer", async () => {
    const gone = await startStripeServer({ secretKey: SECRET_KEY });
    const apiUrl = gone.url;
    await gone.close();
    expect(await pingStripe({ ...config, apiUrl })).toEqual({
      ok: false,
      reason: "Stripe ne répond pas.",
    });
  });
});

describe("monthly gifts: portal and cancellation", () => {
  async function activeSubscription() {
    const link = await createCheckout(config, gift({ mode: "subscription", amountCents: 2000 }));
    const session = stripe.pay(link.id).data.object as { subscription: string; customer: string };
    return session;
  }

  it("cancels a subscription, and a second cancellation is not an error", async () => {
    const { subscription: id } = await activeSubscription();
    const cancelled = await cancelSubscription(config, id);
    expect(cancelled).toMatchObject({ id, status: "canceled" });
    expect(stripe.subscriptions.get(id)!.status).toBe("canceled");
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/v1/subscriptions/${id}`,
    });

    expect(await cancelSubscription(config, id)).toMatchObject({ id, status: "canceled" });
    await expect(cancelSubscription(config, "sub_inconnu")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });

    const deleted = stripe.endSubscription(id);
    expect(deleted.type).toBe("customer.subscription.deleted");
    expect(deleted.data.object).toMatchObject({ id, status: "canceled" });
  });

  it("opens the donor's portal in French", async () => {
    const { customer } = await activeSubscription();
    const url = await createPortalSession(config, customer, "https://fondation.test/don/mensuel");
    expect(url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect([...stripe.portalSessions.values()][0]).toMatchObject({
      customer,
      locale: "fr-CA",
      return_url: "https://fondation.test/don/mensuel",
    });
    await expect(
      createPortalSession(config, "cus_inconnu", "https://x.test"),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe("the stand-in's events", () => {
  it("builds the events of a declined card, a refund and an expired session", async () => {
    const declined = await createCheckout(config, gift());
    const failed = stripe.failPayment(declined.id, { declineCode: "insufficient_funds" });
    expect(failed.type).toBe("payment_intent.payment_failed");
    expect(failed.data.object).toMatchObject({
      status: "requires_payment_method",
      metadata: { reference: "DON-7K3M9P" },
      last_payment_error: { code: "card_declined", decline_code: "insufficient_funds" },
    });
    expect(stripe.sessions.get(declined.id)!.status).toBe("open");

    const paid = stripe.pay(declined.id).data.object as { payment_intent: string };
    const partial = stripe.refund(paid.payment_intent, 2000);
    expect(partial.type).toBe("charge.refunded");
    expect(partial.data.object).toMatchObject({
      amount: 5000,
      amount_refunded: 2000,
      refunded: false,
      payment_intent: paid.payment_intent,
    });
    expect(partial.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });
    expect(stripe.refund(paid.payment_intent).data.object).toMatchObject({
      amount_refunded: 5000,
      refunded: true,
    });

    const abandoned = await createCheckout(config, gift({ reference: "DON-ABANDON" }));
    const expired = stripe.expire(abandoned.id);
    expect(expired.type).toBe("checkout.session.expired");
    expect(expired.data.object).toMatchObject({
      client_reference_id: "DON-ABANDON",
      status: "expired",
    });
  });

  it("builds a monthly gift's life: first invoice, renewals, a failure, changes, the end", async () => {
    const link = await createCheckout(config, gift({ mode: "subscription", amountCents: 2500 }));
    const { subscription: id } = stripe.pay(link.id).data.object as { subscription: string };

    const first = stripe.invoicePaid(id).data.object as unknown as Record<string, unknown>;
    expect(first).toMatchObject({
      billing_reason: "subscription_create",
      amount_paid: 2500,
      status: "paid",
      parent: { subscription_details: { subscription: id } },
    });
    expect(first.hosted_invoice_url).toMatch(/\/invoices\/in_/);

    const periodEnd = stripe.subscriptions.get(id)!.items.data[0]!.current_period_end;
    const declined = stripe.renew(id, { fail: true });
    expect(declined.type).toBe("invoice.payment_failed");
    expect(declined.data.object).toMatchObject({
      amount_due: 2500,
      amount_paid: 0,
      status: "open",
    });
    const line = (declined.data.object as { lines: { data: { period: object }[] } }).lines.data[0]!;
    expect(line.period).toMatchObject({ start: periodEnd });
    expect(stripe.subscriptions.get(id)!.status).toBe("past_due");

    const updated = stripe.updateSubscription(id, { status: "active", cancelAtPeriodEnd: true });
    expect(updated.type).toBe("customer.subscription.updated");
    expect(updated.data.object).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(updated.data.previous_attributes).toMatchObject({
      status: "past_due",
      cancel_at_period_end: false,
    });

    const ended = stripe.endSubscription(id, "payment_failed");
    expect(ended.data.object).toMatchObject({
      status: "canceled",
      cancellation_details: { reason: "payment_failed" },
    });
    expect(() => stripe.renew(id)).toThrow();
  });
});
