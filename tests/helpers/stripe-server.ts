/**
 * A Stripe stand-in for the tests: a small HTTP server on loopback that answers the calls the
 * official `stripe` client makes for app/server/payments/stripe.server.ts (point it there with
 * `apiUrl: server.url`), keeps what it created, and builds and delivers the webhook events Stripe
 * would send, signed the way Stripe signs them. No test reaches the internet.
 *
 * Objects and events carry the fields of the SDK's API version (stripe 23: an invoice names its
 * subscription in `parent.subscription_details`, a subscription's period is on its items), not
 * every field Stripe has. It checks what real Stripe would refuse for our use (unknown
 * parameters, recurring prices outside subscription mode, a wrong key, an unknown id), so a
 * mistake fails here rather than in production.
 *
 *   POST   /v1/checkout/sessions               GET /v1/checkout/sessions/:id[?expand[]=line_items]
 *   GET    /v1/checkout/sessions/:id/line_items POST /v1/checkout/sessions/:id/expire
 *   POST   /v1/billing_portal/sessions         GET /v1/balance
 *   GET    /v1/subscriptions/:id               DELETE /v1/subscriptions/:id
 *   POST   /v1/subscriptions/:id (an item's price_data, proration_behavior, pause_collection)
 *   GET    /v1/{payment_intents,charges,customers,invoices}/:id
 *   GET    /v1/invoice_payments?payment[type]=payment_intent&payment[payment_intent]=…
 *   POST   /v1/refunds (payment_intent: all that is left; charge.refunded in `events`)
 *
 * An update through the API builds the customer.subscription.updated Stripe would send (in
 * `events`, with its previous_attributes), for a test to `deliver`; a renewal during a "void"
 * pause makes a voided invoice (invoice.voided), not a payment.
 *
 * What happens on Stripe's page is a function call: `pay(sessionId)` (paid),
 * `failPayment(sessionId)` (card declined), `expire(sessionId)`; then, for a monthly gift,
 * `renew(subscriptionId)`, `updateSubscription(…)`, `endSubscription(…)`; `refund(…)` for a
 * refund from the dashboard (a paid invoice has its PaymentIntent, as at Stripe). Each returns the event Stripe would send; `deliver` sends it.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The form body (POST) or the query (GET, DELETE), brackets unfolded into objects and arrays. */
  params: FormValue;
  headers: IncomingMessage["headers"];
}

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

export type SignatureMode =
  /** Signed with the endpoint's secret, as Stripe does. */
  | "valid"
  /** Signed with another secret: what a forger can do at best. */
  | "forged"
  /** No Stripe-Signature header. */
  | "missing";

export interface DeliverOptions {
  signature?: SignatureMode;
  /** Signing time in Unix seconds (default: now); e.g. `Date.now() / 1000 - 600` for a replay. */
  timestamp?: number;
  /** Changes the body after signing (a tampered request). */
  tamper?: (payload: string) => string;
}

export interface Delivery {
  status: number;
  body: string;
}

export interface PaymentFailure {
  /** Stripe's error code (default "card_declined"). */
  code?: string;
  declineCode?: string;
  message?: string;
}

export interface StripeServer {
  /** http://127.0.0.1:<port>: the `apiUrl` of a StripeConfig. */
  readonly url: string;
  readonly secretKey: string;
  /** Every API call received, in order. */
  readonly requests: ReceivedRequest[];
  readonly sessions: Map<string, Stripe.Checkout.Session>;
  /** A session's line items (with their prices), by session id. */
  readonly lineItems: Map<string, Stripe.LineItem[]>;
  readonly paymentIntents: Map<string, Stripe.PaymentIntent>;
  readonly charges: Map<string, Stripe.Charge>;
  readonly customers: Map<string, Stripe.Customer>;
  readonly subscriptions: Map<string, Stripe.Subscription>;
  readonly invoices: Map<string, Stripe.Invoice>;
  readonly portalSessions: Map<string, Stripe.BillingPortal.Session>;
  /** Every event built, in order. */
  readonly events: Stripe.Event[];

  /**
   * The donor pays on Stripe's page: the session completes (payment mode: a PaymentIntent and
   * its charge; subscription mode: a customer, an active subscription and its first invoice,
   * paid). Returns checkout.session.completed.
   */
  pay(sessionId: string, options?: { name?: string }): Stripe.Event;
  /** The card is declined on Stripe's page: the session stays open. payment_intent.payment_failed. */
  failPayment(sessionId: string, failure?: PaymentFailure): Stripe.Event;
  /** Nobody paid within the session's life. checkout.session.expired. */
  expire(sessionId: string): Stripe.Event;
  /** A refund from the dashboard (default: all that is left). charge.refunded. */
  refund(paymentIntentId: string, amountCents?: number): Stripe.Event;
  /** The PaymentIntent that paid an invoice (an instalment), for `refund`. */
  paymentOfInvoice(invoiceId: string): string | undefined;
  /** invoice.paid for the subscription's latest invoice (the first one, after `pay`). */
  invoicePaid(subscriptionId: string): Stripe.Event;
  /**
   * A month later: the next period's invoice, paid (invoice.paid, billing_reason
   * subscription_cycle) or, with `fail`, declined (invoice.payment_failed; the subscription
   * becomes past_due). During a "void" pause it is voided (invoice.voided); a pause whose
   * resumes_at has come is lifted first.
   */
  renew(subscriptionId: string, options?: { fail?: boolean }): Stripe.Event;
  /** customer.subscription.updated, with `previous_attributes` as Stripe sends them. */
  updateSubscription(
    subscriptionId: string,
    changes: {
      status?: Stripe.Subscription.Status;
      cancelAtPeriodEnd?: boolean;
      unitAmountCents?: number;
    },
  ): Stripe.Event;
  /** The subscription ends (portal, dashboard or failed payments). customer.subscription.deleted. */
  endSubscription(
    subscriptionId: string,
    reason?: "cancellation_requested" | "payment_failed" | "payment_disputed",
  ): Stripe.Event;
  /** Any other event, around an object as it is now. */
  event(type: string, object: object, previousAttributes?: object): Stripe.Event;

  /** The body and Stripe-Signature header Stripe would send for `event` (null: no header). */
  signed(
    event: Stripe.Event,
    webhookSecret: string,
    options?: DeliverOptions,
  ): { payload: string; header: string | null };
  /** POSTs `event` to `webhookUrl` as Stripe does, and returns the answer. */
  deliver(
    event: Stripe.Event,
    webhookUrl: string,
    webhookSecret: string,
    options?: DeliverOptions,
  ): Promise<Delivery>;

  /**
   * Where the hosted page (`GET /pay/:sessionId`, the session's `url`) delivers the signed
   * checkout.session.completed once the visitor clicks « Payer » (browser tests). Without it the
   * page still completes the session, and the test delivers the event itself.
   */
  setWebhook(webhook: { url: string; secret: string } | null): void;
  /** Forgets everything created (the server keeps running). */
  reset(): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Form bodies (the SDK's bracket notation) and ids
// ---------------------------------------------------------------------------------------------

/** `line_items[0][price_data][unit_amount]=2500` → `{ line_items: [{ price_data: { unit_amount: "2500" } }] }`. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new ApiError(400, `Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i]!;
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
      } else {
        container[segment] ??= nextIsIndex ? [] : {};
        node = container[segment] as FormObject | FormValue[];
      }
    }
  }
  return root;
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** The same day next month (UTC), as Stripe bills a monthly price. */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/** An error answered the way Stripe answers it ({ error: { type, code, message, param } }). */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

/**
 * Reads a parsed form as Stripe does, naming the parameter in its refusals
 * (`line_items[0][price_data][currency]`). `need` makes a parameter required.
 */
class Params {
  constructor(
    readonly values: FormObject,
    readonly prefix = "",
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  refuse(key: string, message: string, code?: string): never {
    throw new ApiError(400, message, code, this.name(key));
  }

  private present(key: string, need: boolean): FormValue | undefined {
    const value = this.values[key];
    if (need && (value === undefined || value === "")) {
      this.refuse(key, `Missing required param: ${this.name(key)}.`, "parameter_missing");
    }
    return value;
  }

  text(key: string, need: true): string;
  text(key: string, need?: boolean): string | undefined;
  text(key: string, need = false): string | undefined {
    const value = this.present(key, need);
    if (value === undefined || typeof value === "string") return value;
    return this.refuse(key, `Invalid string: ${this.name(key)}`, "parameter_invalid_string");
  }

  integer(key: string, need: true): number;
  integer(key: string, need?: boolean): number | undefined;
  integer(key: string, need = false): number | undefined {
    const text = this.text(key, need);
    if (text === undefined) return undefined;
    if (!/^-?\d+$/.test(text)) {
      this.refuse(key, `Invalid integer: ${text}`, "parameter_invalid_integer");
    }
    return Number(text);
  }

  object(key: string, need: true): Params;
  object(key: string, need?: boolean): Params | undefined;
  object(key: string, need = false): Params | undefined {
    const value = this.present(key, need);
    if (value === undefined) return undefined;
    if (typeof value !== "object" || Array.isArray(value)) {
      return this.refuse(key, "Invalid object", "parameter_invalid_object");
    }
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] {
    const value = this.values[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) return this.refuse(key, "Invalid array", "parameter_invalid_array");
    return value.map((item, index) => {
      if (typeof item !== "object" || Array.isArray(item)) {
        const name = `${this.name(key)}[${index}]`;
        throw new ApiError(400, "Invalid object", "parameter_invalid_object", name);
      }
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  /** Stripe refuses a parameter it does not know; so does the stand-in (a typo fails here). */
  only(...known: string[]): this {
    for (const key of Object.keys(this.values)) {
      if (!known.includes(key)) {
        this.refuse(
          key,
          `Received unknown parameter: ${this.name(key)} (unknown to the test stand-in too: teach it in tests/helpers/stripe-server.ts)`,
          "parameter_unknown",
        );
      }
    }
    return this;
  }

  /** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500; "" unsets a key. */
  metadata(key: string): Record<string, string> {
    const object = this.object(key);
    const metadata: Record<string, string> = {};
    if (!object) return metadata;
    const keys = Object.keys(object.values);
    if (keys.length > 50) this.refuse(key, "Too many metadata keys");
    for (const name of keys) {
      const value = object.text(name)!;
      if (name.length > 40 || value.length > 500) object.refuse(name, "Metadata too long");
      if (value !== "") metadata[name] = value;
    }
    return metadata;
  }
}

const CHECKOUT_PARAMS = [
  "mode",
  "line_items",
  "success_url",
  "cancel_url",
  "client_reference_id",
  "customer",
  "customer_email",
  "customer_creation",
  "locale",
  "metadata",
  "payment_intent_data",
  "subscription_data",
  "submit_type",
  "expires_at",
  "expand",
  "billing_address_collection",
  "allow_promotion_codes",
];

/** What the stand-in takes in POST /v1/subscriptions/:id (Stripe takes more). */
const SUBSCRIPTION_UPDATE_PARAMS = ["items", "proration_behavior", "pause_collection"];
const PRORATION_BEHAVIORS = ["always_invoice", "create_prorations", "none"];
const PAUSE_BEHAVIORS = ["keep_as_draft", "mark_uncollectible", "void"];

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startStripeServer(options: {
  secretKey: string;
  /** See `setWebhook`. */
  webhook?: { url: string; secret: string };
}): Promise<StripeServer> {
  const { secretKey } = options;
  let webhook = options.webhook ?? null;
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const lineItems = new Map<string, Stripe.LineItem[]>();
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const charges = new Map<string, Stripe.Charge>();
  const customers = new Map<string, Stripe.Customer>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const invoices = new Map<string, Stripe.Invoice>();
  /** A paid invoice's payment (Stripe's InvoicePayment), by the PaymentIntent that paid it. */
  const invoicePayments = new Map<string, Stripe.InvoicePayment>();
  const portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  const events: Stripe.Event[] = [];
  /** What the PaymentIntent / subscription created from a session will carry. */
  const sessionExtras = new Map<
    string,
    {
      paymentIntentMetadata: Record<string, string>;
      subscriptionMetadata: Record<string, string>;
      description: string | null;
    }
  >();
  /** Idempotency-Key → the answer given (a retried POST gets the same object, not a second one). */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** The products the prices made belong to (a subscription item's price_data names one). */
  const products = new Set<string>();
  let url = "";

  const cast = <T>(value: object) => value as unknown as T;

  // --- objects -------------------------------------------------------------------------------

  function price(
    currency: string,
    unitAmount: number,
    recurring: { interval: string } | null,
    product = randomId("prod", 14),
  ) {
    products.add(product);
    return cast<Stripe.Price>({
      id: randomId("price"),
      object: "price",
      active: false,
      billing_scheme: "per_unit",
      created: now(),
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product,
      recurring: recurring
        ? {
            interval: recurring.interval,
            interval_count: 1,
            meter: null,
            trial_period_days: null,
            usage_type: "licensed",
          }
        : null,
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? "recurring" : "one_time",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    });
  }

  function createSession(form: FormObject): Stripe.Checkout.Session {
    const params = new Params(form).only(...CHECKOUT_PARAMS);
    const mode = params.text("mode", true);
    if (mode !== "payment" && mode !== "subscription") {
      params.refuse("mode", `Invalid mode: ${mode} (the stand-in knows payment and subscription)`);
    }
    const successUrl = params.text("success_url", true);
    const lines = params.list("line_items");
    if (!lines.length) {
      params.refuse("line_items", "Missing required param: line_items.", "parameter_missing");
    }
    if (mode === "subscription" && form.payment_intent_data !== undefined) {
      params.refuse(
        "payment_intent_data",
        "You can not pass `payment_intent_data` in `subscription` mode.",
      );
    }
    if (mode === "payment" && form.subscription_data !== undefined) {
      params.refuse("subscription_data", "You can not pass `subscription_data` in `payment` mode.");
    }
    if (mode === "subscription" && form.submit_type !== undefined) {
      params.refuse("submit_type", "`submit_type` can only be used in `payment` mode.");
    }
    let currency: string | undefined;
    let total = 0;
    const items = lines.map((line) => {
      line.only("price_data", "quantity");
      if (!line.values.price_data) {
        line.refuse("price", "The stand-in only knows inline prices (price_data).");
      }
      const data = line.object("price_data", true);
      data.only("currency", "unit_amount", "product_data", "recurring");
      const lineCurrency = data.text("currency", true).toLowerCase();
      if (currency && currency !== lineCurrency) {
        data.refuse("currency", "All line items must have the same currency.");
      }
      currency = lineCurrency;
      const unitAmount = data.integer("unit_amount", true);
      if (unitAmount < 0) data.refuse("unit_amount", "Invalid unit_amount");
      const name = data.object("product_data", true).text("name", true);
      const recurring = data.object("recurring");
      const interval = recurring?.text("interval", true);
      if (interval && !["day", "week", "month", "year"].includes(interval)) {
        recurring!.refuse("interval", `Invalid interval: ${interval}`);
      }
      if (interval && mode === "payment") {
        data.refuse(
          "recurring",
          "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
        );
      }
      const quantity = line.integer("quantity", true);
      if (quantity < 1) line.refuse("quantity", "Invalid quantity");
      const amount = unitAmount * quantity;
      total += amount;
      return cast<Stripe.LineItem>({
        id: randomId("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: lineCurrency,
        description: name,
        price: price(lineCurrency, unitAmount, interval ? { interval } : null),
        quantity,
      });
    });
    if (mode === "subscription" && !items.some((item) => item.price?.recurring)) {
      params.refuse(
        "line_items",
        "You must provide at least one recurring price in `subscription` mode when using prices.",
      );
    }
    // Stripe's smallest charge in Canadian dollars.
    if (currency === "cad" && total < 50) {
      params.refuse(
        "line_items",
        "The Checkout Session's total amount due must add up to at least $0.50 cad",
        "amount_too_small",
      );
    }
    const intentData = params.object("payment_intent_data")?.only("metadata", "description");
    const subscriptionData = params.object("subscription_data")?.only("metadata", "description");
    const clientReference = params.text("client_reference_id") ?? null;
    if (clientReference && clientReference.length > 200) {
      params.refuse("client_reference_id", "client_reference_id is too long");
    }
    const created = now();
    const id = randomId("cs_test", 58);
    const session = cast<Stripe.Checkout.Session>({
      id,
      object: "checkout.session",
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: params.text("billing_address_collection") ?? null,
      cancel_url: params.text("cancel_url") ?? null,
      client_reference_id: clientReference,
      client_secret: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: params.text("customer") ?? null,
      customer_creation:
        mode === "payment" ? (params.text("customer_creation") ?? "if_required") : null,
      customer_details: null,
      customer_email: params.text("customer_email") ?? null,
      discounts: [],
      expires_at: params.integer("expires_at") ?? created + 24 * 3600,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: params.text("locale") ?? null,
      metadata: params.metadata("metadata"),
      mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: mode === "subscription" ? "always" : null,
      payment_method_types: ["card"],
      payment_status: "unpaid",
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: "open",
      submit_type: params.text("submit_type") ?? null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${url}/pay/${id}`,
    });
    sessions.set(id, session);
    lineItems.set(id, items);
    sessionExtras.set(id, {
      paymentIntentMetadata: intentData?.metadata("metadata") ?? {},
      subscriptionMetadata: subscriptionData?.metadata("metadata") ?? {},
      description: (intentData ?? subscriptionData)?.text("description") ?? null,
    });
    return session;
  }

  function session(id: string): Stripe.Checkout.Session {
    const found = sessions.get(id);
    if (!found) throw new Error(`Session Checkout inconnue : ${id}`);
    return found;
  }

  function createCustomer(email: string | null, name: string | null) {
    const customer = cast<Stripe.Customer>({
      id: randomId("cus", 14),
      object: "customer",
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email,
      invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
      livemode: false,
      metadata: {},
      name,
      phone: null,
      preferred_locales: ["fr-CA"],
      shipping: null,
      tax_exempt: "none",
    });
    customers.set(customer.id, customer);
    return customer;
  }

  function createCharge(
    intent: Stripe.PaymentIntent,
    email: string | null,
    name: string | null,
    failure?: PaymentFailure,
  ) {
    const id = randomId("ch");
    const charge = cast<Stripe.Charge>({
      id,
      object: "charge",
      amount: intent.amount,
      amount_captured: failure ? 0 : intent.amount,
      amount_refunded: 0,
      balance_transaction: failure ? null : randomId("txn"),
      billing_details: { address: null, email, name, phone: null },
      captured: !failure,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      failure_code: failure ? (failure.code ?? "card_declined") : null,
      failure_message: failure ? (failure.message ?? "Your card was declined.") : null,
      livemode: false,
      metadata: {},
      outcome: failure
        ? {
            network_status: "declined_by_network",
            reason: failure.declineCode ?? "generic_decline",
            risk_level: "normal",
            seller_message: "The bank did not return any further details with this decline.",
            type: "issuer_declined",
          }
        : {
            network_status: "approved_by_network",
            reason: null,
            risk_level: "normal",
            seller_message: "Payment complete.",
            type: "authorized",
          },
      paid: !failure,
      payment_intent: intent.id,
      payment_method: randomId("pm"),
      receipt_email: null,
      receipt_url: `${url}/receipts/${id}`,
      refunded: false,
      status: failure ? "failed" : "succeeded",
    });
    charges.set(id, charge);
    return charge;
  }

  /** The PaymentIntent Checkout creates when the donor confirms (none before, since 2022-08-01). */
  function paymentIntentFor(checkout: Stripe.Checkout.Session): Stripe.PaymentIntent {
    const existing =
      typeof checkout.payment_intent === "string"
        ? paymentIntents.get(checkout.payment_intent)
        : undefined;
    if (existing) return existing;
    const extras = sessionExtras.get(checkout.id)!;
    const intent = cast<Stripe.PaymentIntent>({
      id: randomId("pi"),
      object: "payment_intent",
      amount: checkout.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: null,
      confirmation_method: "automatic",
      created: now(),
      currency: checkout.currency,
      customer: null,
      description: extras.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: extras.paymentIntentMetadata,
      payment_method: null,
      payment_method_types: ["card"],
      receipt_email: null,
      status: "requires_payment_method",
    });
    paymentIntents.set(intent.id, intent);
    checkout.payment_intent = intent.id;
    return intent;
  }

  function createInvoice(
    subscription: Stripe.Subscription,
    billingReason: "subscription_create" | "subscription_cycle",
    paid: boolean,
  ) {
    const item = subscription.items.data[0]!;
    const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
    const customer = customers.get(subscription.customer as string);
    const id = randomId("in");
    const created = now();
    const invoice = cast<Stripe.Invoice>({
      id,
      object: "invoice",
      account_country: "CA",
      account_name: "Fondation (test)",
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      amount_shipping: 0,
      attempt_count: 1,
      attempted: true,
      auto_advance: !paid,
      billing_reason: billingReason,
      collection_method: "charge_automatically",
      created,
      currency: subscription.currency,
      customer: subscription.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      description: null,
      due_date: null,
      effective_at: created,
      hosted_invoice_url: `${url}/invoices/${id}`,
      invoice_pdf: `${url}/invoices/${id}/pdf`,
      lines: {
        object: "list",
        data: [
          {
            id: randomId("il"),
            object: "line_item",
            amount,
            currency: subscription.currency,
            description: `1 × ${subscription.description ?? "Don mensuel"}`,
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              type: "subscription_item_details",
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: subscription.id,
                subscription_item: item.id,
              },
            },
            // The months this payment covers.
            period: { start: item.current_period_start, end: item.current_period_end },
            pricing: {
              type: "price_details",
              price_details: { price: item.price.id, product: item.price.product },
              unit_amount_decimal: String(item.price.unit_amount),
            },
            quantity: item.quantity ?? 1,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : created + 3 * 24 * 3600,
      number: `${customer?.invoice_prefix ?? "TEST"}-${String(invoices.size + 1).padStart(4, "0")}`,
      parent: {
        type: "subscription_details",
        quote_details: null,
        // Stripe copies the subscription's metadata (our reference) here.
        subscription_details: {
          metadata: { ...subscription.metadata },
          subscription: subscription.id,
        },
      },
      // Stripe's invoice period is the *previous* one (usage); the paid months are the line's.
      period_end: billingReason === "subscription_create" ? created : item.current_period_start,
      period_start:
        billingReason === "subscription_create"
          ? created
          : addMonths(item.current_period_start, -1),
      status: paid ? "paid" : "open",
      status_transitions: {
        finalized_at: created,
        marked_uncollectible_at: null,
        paid_at: paid ? created : null,
        voided_at: null,
      },
      subtotal: amount,
      total: amount,
      webhooks_delivered_at: null,
    });
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    if (paid) payInvoice(invoice, customer ?? null);
    return invoice;
  }

  /**
   * The PaymentIntent and charge that pay an invoice, and the InvoicePayment tying them to it:
   * what a refund of an instalment names, and what `GET /v1/invoice_payments` finds.
   */
  function payInvoice(invoice: Stripe.Invoice, customer: Stripe.Customer | null) {
    const intent = cast<Stripe.PaymentIntent>({
      id: randomId("pi"),
      object: "payment_intent",
      amount: invoice.amount_paid,
      amount_received: invoice.amount_paid,
      created: now(),
      currency: invoice.currency,
      customer: customer?.id ?? null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      payment_method_types: ["card"],
      status: "succeeded",
    });
    paymentIntents.set(intent.id, intent);
    const charge = createCharge(intent, customer?.email ?? null, customer?.name ?? null);
    intent.latest_charge = charge.id;
    intent.payment_method = charge.payment_method;
    invoicePayments.set(
      intent.id,
      cast<Stripe.InvoicePayment>({
        id: randomId("inpay"),
        object: "invoice_payment",
        amount_paid: invoice.amount_paid,
        amount_requested: invoice.amount_paid,
        created: now(),
        currency: invoice.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: "payment_intent", payment_intent: intent.id },
        status: "paid",
        status_transitions: { canceled_at: null, paid_at: now() },
      }),
    );
  }

  function createSubscription(checkout: Stripe.Checkout.Session, customer: Stripe.Customer) {
    const extras = sessionExtras.get(checkout.id)!;
    const line = lineItems.get(checkout.id)![0]!;
    const start = now();
    const id = randomId("sub");
    const subscription = cast<Stripe.Subscription>({
      id,
      object: "subscription",
      application: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: checkout.currency,
      customer: customer.id,
      days_until_due: null,
      default_payment_method: randomId("pm"),
      description: extras.description,
      discounts: [],
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: randomId("si", 14),
            object: "subscription_item",
            created: start,
            current_period_end: addMonths(start, 1),
            current_period_start: start,
            discounts: [],
            metadata: {},
            price: line.price,
            quantity: line.quantity,
            subscription: id,
            tax_rates: [],
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: extras.subscriptionMetadata,
      pause_collection: null,
      start_date: start,
      status: "active",
      trial_end: null,
      trial_start: null,
    });
    subscriptions.set(id, subscription);
    return subscription;
  }

  /**
   * POST /v1/subscriptions/:id, for what the site changes: an existing item's price (price_data
   * of an existing product, as Stripe requires on a subscription item), and pause_collection
   * (an object, or "" to end the pause). Everything is checked before anything changes, as
   * Stripe applies an update whole or not at all.
   */
  function updateSubscriptionByApi(
    subscription: Stripe.Subscription,
    form: FormObject,
  ): Stripe.Subscription {
    const params = new Params(form).only(...SUBSCRIPTION_UPDATE_PARAMS);
    if (subscription.status === "canceled") {
      throw new ApiError(
        400,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    }
    const proration = params.text("proration_behavior");
    if (proration !== undefined && !PRORATION_BEHAVIORS.includes(proration)) {
      params.refuse(
        "proration_behavior",
        `Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(", ")}`,
      );
    }
    const changes = params.list("items").map((line) => {
      line.only("id", "price", "price_data", "quantity");
      const itemId = line.text("id");
      if (!itemId) {
        line.refuse("id", "The stand-in updates existing items only: pass their id.");
      }
      const item = subscription.items.data.find((one) => one.id === itemId);
      if (!item) {
        throw new ApiError(
          400,
          `No such subscription item: '${itemId}'`,
          "resource_missing",
          line.name("id"),
        );
      }
      if (line.values.price !== undefined) {
        line.refuse("price", "The stand-in only knows inline prices (price_data).");
      }
      const data = line.object("price_data");
      let newPrice: Stripe.Price | undefined;
      if (data) {
        data.only("currency", "product", "recurring", "unit_amount", "tax_behavior");
        const currency = data.text("currency", true).toLowerCase();
        if (currency !== subscription.currency) {
          data.refuse(
            "currency",
            `The price's currency (${currency}) must match the subscription's (${subscription.currency}).`,
          );
        }
        const product = data.text("product", true);
        if (!products.has(product)) {
          throw new ApiError(
            400,
            `No such product: '${product}'`,
            "resource_missing",
            data.name("product"),
          );
        }
        const recurring = data.object("recurring", true).only("interval", "interval_count");
        const interval = recurring.text("interval", true);
        if (!["day", "week", "month", "year"].includes(interval)) {
          recurring.refuse("interval", `Invalid interval: ${interval}`);
        }
        const unitAmount = data.integer("unit_amount", true);
        if (unitAmount < 0) data.refuse("unit_amount", "Invalid unit_amount");
        newPrice = price(currency, unitAmount, { interval }, product);
      }
      const quantity = line.integer("quantity");
      if (quantity !== undefined && quantity < 0) line.refuse("quantity", "Invalid quantity");
      return { item, newPrice, quantity };
    });
    if (changes.some((change) => change.newPrice) && proration !== "none") {
      params.refuse(
        "proration_behavior",
        "The stand-in makes no prorations: pass proration_behavior=none (or teach it in tests/helpers/stripe-server.ts).",
      );
    }
    let pause: Stripe.Subscription.PauseCollection | null | undefined;
    if (form.pause_collection === "") {
      pause = null;
    } else if (form.pause_collection !== undefined) {
      const wanted = params.object("pause_collection", true).only("behavior", "resumes_at");
      const behavior = wanted.text("behavior", true);
      if (!PAUSE_BEHAVIORS.includes(behavior)) {
        wanted.refuse(
          "behavior",
          `Invalid pause_collection[behavior]: must be one of ${PAUSE_BEHAVIORS.join(", ")}`,
        );
      }
      const resumesAt = wanted.integer("resumes_at");
      if (resumesAt !== undefined && resumesAt <= now()) {
        wanted.refuse("resumes_at", "pause_collection[resumes_at] must be in the future.");
      }
      pause = cast<Stripe.Subscription.PauseCollection>({
        behavior,
        resumes_at: resumesAt ?? null,
      });
    }

    const previous: Record<string, unknown> = {};
    for (const { item, newPrice, quantity } of changes) {
      if (!newPrice && quantity === undefined) continue;
      previous.items ??= structuredClone(subscription.items);
      // Stripe: a new price sets the quantity to 1 unless one is given.
      if (newPrice) item.price = newPrice;
      item.quantity = quantity ?? (newPrice ? 1 : item.quantity);
    }
    if (
      pause !== undefined &&
      JSON.stringify(pause) !== JSON.stringify(subscription.pause_collection)
    ) {
      previous.pause_collection = structuredClone(subscription.pause_collection);
      subscription.pause_collection = pause;
    }
    if (Object.keys(previous).length > 0) {
      event("customer.subscription.updated", subscription, previous);
    }
    return subscription;
  }

  function findSubscription(id: string): Stripe.Subscription {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`Abonnement inconnu : ${id}`);
    return found;
  }

  function cancelNow(subscription: Stripe.Subscription, reason: string) {
    const at = now();
    subscription.status = "canceled";
    subscription.canceled_at = at;
    subscription.ended_at = at;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      reason,
    } as Stripe.Subscription.CancellationDetails;
  }

  // --- events --------------------------------------------------------------------------------

  function event(type: string, object: object, previousAttributes?: object): Stripe.Event {
    const built = cast<Stripe.Event>({
      id: randomId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      // A snapshot: later changes to the object do not show in an event already built.
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    events.push(built);
    return built;
  }

  function pay(sessionId: string, options: { name?: string } = {}): Stripe.Event {
    const checkout = session(sessionId);
    if (checkout.status !== "open") throw new Error(`Session ${sessionId} déjà ${checkout.status}`);
    const email = checkout.customer_email ?? "donateur@example.com";
    const name = options.name ?? null;
    checkout.status = "complete";
    checkout.payment_status = "paid";
    checkout.customer_details = cast<Stripe.Checkout.Session.CustomerDetails>({
      address: null,
      business_name: null,
      email,
      individual_name: null,
      name,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    });
    if (checkout.mode === "payment") {
      const intent = paymentIntentFor(checkout);
      // Checkout makes a customer for a one-time payment only when asked to (customer_creation).
      if (checkout.customer_creation === "always" && !checkout.customer) {
        checkout.customer = createCustomer(email, name).id;
      }
      intent.customer = checkout.customer;
      const charge = createCharge(intent, email, name);
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      intent.latest_charge = charge.id;
      intent.last_payment_error = null;
      intent.payment_method = charge.payment_method;
    } else {
      const customer =
        typeof checkout.customer === "string" && customers.get(checkout.customer)
          ? customers.get(checkout.customer)!
          : createCustomer(email, name);
      checkout.customer = customer.id;
      const subscription = createSubscription(checkout, customer);
      checkout.subscription = subscription.id;
      checkout.invoice = createInvoice(subscription, "subscription_create", true).id;
    }
    return event("checkout.session.completed", checkout);
  }

  function failPayment(sessionId: string, failure: PaymentFailure = {}): Stripe.Event {
    const checkout = session(sessionId);
    if (checkout.mode !== "payment")
      throw new Error("failPayment : session en mode paiement seulement");
    if (checkout.status !== "open") throw new Error(`Session ${sessionId} déjà ${checkout.status}`);
    const intent = paymentIntentFor(checkout);
    const charge = createCharge(intent, checkout.customer_email, null, failure);
    intent.status = "requires_payment_method";
    intent.latest_charge = charge.id;
    intent.last_payment_error = cast<Stripe.PaymentIntent.LastPaymentError>({
      charge: charge.id,
      code: failure.code ?? "card_declined",
      decline_code: failure.declineCode ?? "generic_decline",
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
      message: failure.message ?? "Your card was declined.",
      type: "card_error",
    });
    return event("payment_intent.payment_failed", intent);
  }

  function expire(sessionId: string): Stripe.Event {
    const checkout = session(sessionId);
    if (checkout.status !== "open") throw new Error(`Session ${sessionId} déjà ${checkout.status}`);
    checkout.status = "expired";
    checkout.url = null;
    return event("checkout.session.expired", checkout);
  }

  function refund(paymentIntentId: string, amountCents?: number): Stripe.Event {
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent || typeof intent.latest_charge !== "string") {
      throw new Error(`Paiement inconnu ou sans charge : ${paymentIntentId}`);
    }
    const charge = charges.get(intent.latest_charge)!;
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = amountCents ?? left;
    if (amount <= 0 || amount > left)
      throw new Error(`Remboursement de ${amount} impossible (reste ${left})`);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return event("charge.refunded", charge, previous);
  }

  function invoicePaid(subscriptionId: string): Stripe.Event {
    const subscription = findSubscription(subscriptionId);
    const invoice = invoices.get(subscription.latest_invoice as string);
    if (!invoice) throw new Error(`Abonnement sans facture : ${subscriptionId}`);
    return event("invoice.paid", invoice);
  }

  function renew(subscriptionId: string, options: { fail?: boolean } = {}): Stripe.Event {
    const subscription = findSubscription(subscriptionId);
    if (subscription.status === "canceled")
      throw new Error(`Abonnement terminé : ${subscriptionId}`);
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonths(item.current_period_end, 1);
    const pause = subscription.pause_collection;
    if (pause?.resumes_at != null && pause.resumes_at <= item.current_period_start) {
      // The pause is over by this period: Stripe lifts it (and says so) before invoicing.
      const previous = { pause_collection: structuredClone(pause) };
      subscription.pause_collection = null;
      event("customer.subscription.updated", subscription, previous);
    } else if (pause) {
      if (pause.behavior !== "void") {
        throw new Error(`renew : seule la pause « void » est simulée (${pause.behavior})`);
      }
      // Paused: the period's invoice is voided at once, nothing is owed nor collected.
      const voided = createInvoice(subscription, "subscription_cycle", false);
      voided.status = "void";
      voided.auto_advance = false;
      voided.next_payment_attempt = null;
      voided.status_transitions.voided_at = now();
      return event("invoice.voided", voided);
    }
    const invoice = createInvoice(subscription, "subscription_cycle", !options.fail);
    if (options.fail) {
      subscription.status = "past_due";
      return event("invoice.payment_failed", invoice);
    }
    subscription.status = "active";
    return event("invoice.paid", invoice);
  }

  function updateSubscription(
    subscriptionId: string,
    changes: {
      status?: Stripe.Subscription.Status;
      cancelAtPeriodEnd?: boolean;
      unitAmountCents?: number;
    },
  ): Stripe.Event {
    const subscription = findSubscription(subscriptionId);
    const item = subscription.items.data[0]!;
    const previous: Record<string, unknown> = {};
    if (changes.status !== undefined && changes.status !== subscription.status) {
      previous.status = subscription.status;
      subscription.status = changes.status;
    }
    if (
      changes.cancelAtPeriodEnd !== undefined &&
      changes.cancelAtPeriodEnd !== subscription.cancel_at_period_end
    ) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      previous.canceled_at = subscription.canceled_at;
      subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
      subscription.cancel_at = changes.cancelAtPeriodEnd ? item.current_period_end : null;
      subscription.canceled_at = changes.cancelAtPeriodEnd ? now() : null;
    }
    if (
      changes.unitAmountCents !== undefined &&
      changes.unitAmountCents !== item.price.unit_amount
    ) {
      previous.items = structuredClone(subscription.items);
      item.price = price(subscription.currency, changes.unitAmountCents, { interval: "month" });
    }
    return event("customer.subscription.updated", subscription, previous);
  }

  function endSubscription(
    subscriptionId: string,
    reason:
      "cancellation_requested" | "payment_failed" | "payment_disputed" = "cancellation_requested",
  ): Stripe.Event {
    const subscription = findSubscription(subscriptionId);
    if (subscription.status !== "canceled") cancelNow(subscription, reason);
    return event("customer.subscription.deleted", subscription);
  }

  // --- webhooks ------------------------------------------------------------------------------

  function signed(
    stripeEvent: Stripe.Event,
    webhookSecret: string,
    deliverOptions: DeliverOptions = {},
  ) {
    // Stripe sends its events pretty-printed with two spaces.
    const payload = JSON.stringify(stripeEvent, null, 2);
    const mode = deliverOptions.signature ?? "valid";
    const header =
      mode === "missing"
        ? null
        : Stripe.webhooks.generateTestHeaderString({
            payload,
            secret:
              mode === "forged" ? `whsec_${randomBytes(24).toString("base64url")}` : webhookSecret,
            timestamp: Math.floor(deliverOptions.timestamp ?? Date.now() / 1000),
          });
    return { payload: deliverOptions.tamper ? deliverOptions.tamper(payload) : payload, header };
  }

  async function deliver(
    stripeEvent: Stripe.Event,
    webhookUrl: string,
    webhookSecret: string,
    deliverOptions: DeliverOptions = {},
  ): Promise<Delivery> {
    const { payload, header } = signed(stripeEvent, webhookSecret, deliverOptions);
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        "cache-control": "no-cache",
        accept: "*/*; q=0.5, application/xml",
        ...(header ? { "stripe-signature": header } : {}),
      },
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: await response.text() };
  }

  // --- HTTP ----------------------------------------------------------------------------------

  function expandLineItems(checkout: Stripe.Checkout.Session, params: FormObject) {
    const expand = params.expand;
    const wanted = Array.isArray(expand) && expand.includes("line_items");
    if (!wanted) return checkout;
    return {
      ...checkout,
      line_items: list(
        lineItems.get(checkout.id) ?? [],
        `/v1/checkout/sessions/${checkout.id}/line_items`,
      ),
    };
  }

  function list(data: object[], path: string) {
    return { object: "list", data, has_more: false, url: path };
  }

  function found<T>(map: Map<string, T>, id: string, what: string): T {
    const value = map.get(id);
    if (!value) throw new ApiError(404, `No such ${what}: '${id}'`, "resource_missing", "id");
    return value;
  }

  /** The answer to one API call: [status, body]. */
  function route(method: string, path: string, params: FormObject): [number, unknown] {
    let match: RegExpExecArray | null;
    if (method === "GET" && path === "/v1/balance") {
      return [
        200,
        {
          object: "balance",
          available: [{ amount: 0, currency: "cad", source_types: { card: 0 } }],
          livemode: false,
          pending: [{ amount: 0, currency: "cad", source_types: { card: 0 } }],
        },
      ];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      return [200, createSession(params)];
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === "GET") {
      return [200, expandLineItems(found(sessions, match[1]!, "checkout.session"), params)];
    }
    if (
      (match = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path)) &&
      method === "GET"
    ) {
      found(sessions, match[1]!, "checkout.session");
      return [200, list(lineItems.get(match[1]!) ?? [], path)];
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === "POST") {
      const checkout = found(sessions, match[1]!, "checkout.session");
      if (checkout.status !== "open") {
        throw new ApiError(
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${checkout.status}".`,
        );
      }
      checkout.status = "expired";
      checkout.url = null;
      return [200, checkout];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const portalParams = new Params(params).only("customer", "return_url", "locale");
      const customer = portalParams.text("customer", true);
      found(customers, customer, "customer");
      const id = randomId("bps");
      const portal = cast<Stripe.BillingPortal.Session>({
        id,
        object: "billing_portal.session",
        configuration: "bpc_test_default",
        created: now(),
        customer,
        flow: null,
        livemode: false,
        locale: portalParams.text("locale") ?? null,
        on_behalf_of: null,
        return_url: portalParams.text("return_url") ?? null,
        url: `${url}/portal/${id}`,
      });
      portalSessions.set(id, portal);
      return [200, portal];
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = found(subscriptions, match[1]!, "subscription");
      if (method === "GET") return [200, subscription];
      if (method === "POST") return [200, updateSubscriptionByApi(subscription, params)];
      if (method === "DELETE") {
        // Real Stripe: a cancelled subscription is gone for this call.
        if (subscription.status === "canceled") {
          throw new ApiError(
            404,
            `No such subscription: '${subscription.id}'`,
            "resource_missing",
            "id",
          );
        }
        cancelNow(subscription, "cancellation_requested");
        return [200, subscription];
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      // A refund from the API (an event cancelled): all that is left, charge.refunded in `events`.
      const intentId = String(params.payment_intent ?? "");
      const intent = paymentIntents.get(intentId);
      if (!intent) {
        throw new ApiError(404, `No such payment_intent: '${intentId}'`, "resource_missing");
      }
      const refunded = refund(intentId);
      const charge = refunded.data.object as Stripe.Charge;
      return [
        200,
        {
          id: randomId("re"),
          object: "refund",
          amount: charge.amount_refunded,
          charge: charge.id,
          currency: charge.currency,
          payment_intent: intentId,
          status: "succeeded",
        },
      ];
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const payment = params.payment as FormObject | undefined;
      const found = invoicePayments.get(String(payment?.payment_intent ?? ""));
      return [
        200,
        {
          object: "list",
          data: found ? [found] : [],
          has_more: false,
          url: "/v1/invoice_payments",
        },
      ];
    }
    const stores: Record<string, [Map<string, object>, string]> = {
      payment_intents: [paymentIntents, "payment_intent"],
      charges: [charges, "charge"],
      customers: [customers, "customer"],
      invoices: [invoices, "invoice"],
    };
    if (
      (match = /^\/v1\/(payment_intents|charges|customers|invoices)\/([^/]+)$/.exec(path)) &&
      method === "GET"
    ) {
      const [map, what] = stores[match[1]!]!;
      return [200, found(map, match[2]!, what)];
    }
    throw new ApiError(
      404,
      `Unrecognized request URL (${method}: ${path}). (The test stand-in does not answer it: tests/helpers/stripe-server.ts.)`,
    );
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body, null, 2);
    res.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      "request-id": randomId("req", 14),
      "stripe-version": Stripe.API_VERSION,
    });
    res.end(text);
  }

  // --- the hosted page (browser tests) ----------------------------------------------------

  function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }

  function sendHtml(res: ServerResponse, status: number, html: string) {
    res.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "content-length": Buffer.byteLength(html),
    });
    res.end(html);
  }

  /**
   * Stripe's hosted Checkout page, reduced to a « Payer » button: GET shows it, POST pays the
   * session, delivers checkout.session.completed to the webhook (when set, before the redirect,
   * like a fast Stripe) and sends the visitor to the success URL.
   */
  async function hostedPage(
    method: string,
    sessionId: string,
    res: ServerResponse,
  ): Promise<boolean> {
    const checkout = sessions.get(sessionId);
    if (!checkout) {
      sendHtml(res, 404, "<!doctype html><title>Introuvable</title><p>Session inconnue.</p>");
      return true;
    }
    if (method === "GET") {
      const amount = ((checkout.amount_total ?? 0) / 100).toFixed(2).replace(".", ",");
      const items = (lineItems.get(sessionId) ?? [])
        .map((item) => `<li>${escapeHtml(item.description ?? "")} × ${item.quantity}</li>`)
        .join("");
      sendHtml(
        res,
        200,
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paiement (Stripe de test)</title></head><body>
<h1>Paiement sécurisé (Stripe de test)</h1>
<ul>${items}</ul>
<p>Montant : <strong>${amount} $ ${escapeHtml((checkout.currency ?? "").toUpperCase())}</strong>${checkout.mode === "subscription" ? " par mois" : ""}</p>
<form method="post"><button type="submit">Payer</button></form>
${checkout.cancel_url ? `<p><a href="${escapeHtml(checkout.cancel_url)}">Annuler</a></p>` : ""}
</body></html>`,
      );
      return true;
    }
    if (method !== "POST") return false;
    if (checkout.status !== "open") {
      sendHtml(res, 409, "<!doctype html><p>Session déjà terminée.</p>");
      return true;
    }
    const completed = pay(sessionId);
    if (webhook) await deliver(completed, webhook.url, webhook.secret);
    res.writeHead(303, {
      location: (checkout.success_url ?? "/").replaceAll("{CHECKOUT_SESSION_ID}", sessionId),
    });
    res.end();
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? "GET";
    const target = new URL(req.url ?? "/", "http://stand-in");
    const body = Buffer.concat(chunks).toString("utf8");
    const hosted = /^\/pay\/([^/]+)$/.exec(target.pathname);
    if (hosted && (await hostedPage(method, hosted[1]!, res))) return;
    try {
      const params = parseStripeForm(method === "POST" ? body : target.search.slice(1));
      requests.push({ method, path: target.pathname, params, headers: req.headers });
      const authorization = req.headers.authorization ?? "";
      if (!authorization) {
        throw new ApiError(
          401,
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      }
      const key = /^Bearer (.+)$/.exec(authorization)?.[1] ?? "";
      if (key !== secretKey) {
        throw new ApiError(
          401,
          `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
        );
      }
      const idempotencyKey = method === "POST" ? req.headers["idempotency-key"] : undefined;
      const replay =
        typeof idempotencyKey === "string" ? idempotent.get(idempotencyKey) : undefined;
      if (replay) return send(res, replay.status, replay.body);
      const [status, answer] = route(method, target.pathname, params);
      if (typeof idempotencyKey === "string")
        idempotent.set(idempotencyKey, { status, body: answer });
      send(res, status, answer);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        send(res, 500, { error: { type: "api_error", message: String(error) } });
        return;
      }
      send(res, error.status, {
        error: {
          type: error.type,
          message: error.message,
          ...(error.code
            ? {
                code: error.code,
                doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll("_", "-")}`,
              }
            : {}),
          ...(error.param ? { param: error.param } : {}),
        },
      });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return url;
    },
    secretKey,
    requests,
    sessions,
    lineItems,
    paymentIntents,
    charges,
    customers,
    subscriptions,
    invoices,
    portalSessions,
    events,
    pay,
    failPayment,
    expire,
    refund,
    paymentOfInvoice: (invoiceId: string) =>
      [...invoicePayments.values()].find((payment) => payment.invoice === invoiceId)?.payment
        .payment_intent as string | undefined,
    invoicePaid,
    renew,
    updateSubscription,
    endSubscription,
    event,
    signed,
    deliver,
    setWebhook(next) {
      webhook = next;
    },
    reset() {
      requests.length = 0;
      events.length = 0;
      for (const map of [
        sessions,
        lineItems,
        paymentIntents,
        charges,
        customers,
        subscriptions,
        invoices,
        portalSessions,
        sessionExtras,
        idempotent,
        products,
      ]) {
        map.clear();
      }
    },
    async close() {
      // The SDK keeps connections alive: end them, or close() waits for their idle timeout.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
