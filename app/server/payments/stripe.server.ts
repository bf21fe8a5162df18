/**
 * Card and monthly gifts (and shop orders) through Stripe's hosted Checkout page: the donor types
 * the card on Stripe's page, never on ours, so no card number ever reaches this server. This
 * module is the only one that talks to Stripe; it always goes through the official `stripe`
 * client, pointed at Stripe itself or — when `apiUrl` is given — at another address speaking the
 * same API (the tests' stand-in, tests/helpers/stripe-server.ts), so the code under test is the
 * code that runs in production.
 *
 * What Stripe tells us afterwards (paid, failed, refunded, renewed, cancelled) arrives as signed
 * webhook events, read with `verifyStripeEvent`; the page the donor comes back to proves nothing.
 *
 * Nothing here logs a secret, an e-mail address or a payment detail: only ids and error kinds.
 */
import { createRequire } from "node:module";
import type Stripe from "stripe";
import { logger } from "../logger.server";

/**
 * The SDK, loaded at its first use rather than with the site: it is the slowest module of the
 * server's start after pdf-lib (decision 0023). Through require, so the functions below stay
 * synchronous.
 */
const requireModule = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;
function stripeSdk(): typeof Stripe {
  return (sdk ??= requireModule("stripe") as typeof Stripe);
}

export interface StripeConfig {
  /** sk_live_… / sk_test_… (or a restricted rk_… key), from Paramètres › API. */
  secretKey: string;
  /** whsec_…: the signing secret of the webhook endpoint declared in Stripe's dashboard. */
  webhookSecret: string;
  /** Another address for the API, e.g. http://127.0.0.1:41234 (tests only). Stripe's when absent. */
  apiUrl?: string;
}

/**
 * A donor waits on the form while the session is created: better a clear failure after a few
 * seconds than a spinner for the SDK's default 80 s. One retry (with the SDK's idempotency key,
 * so a retried creation never makes two sessions) covers a dropped connection.
 */
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_NETWORK_RETRIES = 1;
/** The connection test answers an administrator who is waiting: shorter, no retry. */
const PING_TIMEOUT_MS = 5_000;

/** Clients are reused (keep-alive connections); a changed key or address gets its own. */
const clients = new Map<string, Stripe>();
const MAX_CACHED_CLIENTS = 4;

function addressOf(apiUrl: string): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const url = new URL(apiUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Adresse de l'API Stripe invalide (protocole ${url.protocol})`);
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  return {
    // node:http wants an IPv6 address without its URL brackets.
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port || (protocol === "https" ? 443 : 80),
    protocol,
  };
}

/** The official client for this key and address (cached per key and address). */
export function stripeClient(config: Pick<StripeConfig, "secretKey" | "apiUrl">): Stripe {
  const cacheKey = `${config.apiUrl ?? ""}\n${config.secretKey}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;
  const client = new (stripeSdk())(config.secretKey, {
    ...(config.apiUrl ? addressOf(config.apiUrl) : {}),
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
  });
  // A key rotated in the settings leaves its old client behind: keep only the last few.
  if (clients.size >= MAX_CACHED_CLIENTS) clients.delete(clients.keys().next().value!);
  clients.set(cacheKey, client);
  return client;
}

// ---------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------

/** One line of a shop order, as the cart showed it. */
export interface CheckoutLineItem {
  /** The product's name (French), shown on Stripe's page and receipt. */
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutInput {
  /** Our reference (DON-7K3M9P, CMD-…): client_reference_id, and in the metadata of every object. */
  reference: string;
  /** "payment": a one-time gift or an order; "subscription": a monthly gift. */
  mode: "payment" | "subscription";
  /** The total charged (each month, for a subscription). */
  amountCents: number;
  currency: "cad";
  /** French line-item name for a gift, e.g. « Don à la Fondation — Projet X ». */
  description: string;
  /** Pre-fills Stripe's form and receives Stripe's receipt. */
  customerEmail: string;
  /**
   * Where Stripe sends the donor back. Stripe replaces `{CHECKOUT_SESSION_ID}` in it with the
   * session's id; the page it leads to shows a status, it does not mark anything paid.
   */
  successUrl: string;
  cancelUrl: string;
  /** Extra metadata (ids, no personal data); the reference is added to it. */
  metadata: Record<string, string>;
  /** Shop orders: the cart's lines (their total must equal `amountCents`). Payment mode only. */
  lineItems?: CheckoutLineItem[];
  /** The wording of Stripe's button: « Faire un don » or « Payer ». Payment mode only. */
  submitType?: "donate" | "pay";
  /**
   * When the session lapses (Stripe: 30 minutes to 24 hours from now; default 24 hours): what
   * holds places for it (an event's tickets) holds them that long.
   */
  expiresAt?: Date;
}

export interface CheckoutSessionLink {
  id: string;
  /** Stripe's hosted page: redirect the donor there (303). */
  url: string;
}

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${what} : un nombre entier de cents positif est attendu`);
  }
}

function lineItemsOf(input: CheckoutInput): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const recurring = input.mode === "subscription" ? { interval: "month" as const } : undefined;
  if (!input.lineItems) {
    return [
      {
        quantity: 1,
        price_data: {
          currency: input.currency,
          unit_amount: input.amountCents,
          product_data: { name: input.description },
          ...(recurring ? { recurring } : {}),
        },
      },
    ];
  }
  if (input.mode !== "payment") {
    throw new Error("Les lignes de commande ne vont qu'avec un paiement unique");
  }
  let total = 0;
  for (const line of input.lineItems) {
    assertCents(line.unitAmountCents, "Prix d'une ligne");
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new Error("Quantité d'une ligne : un nombre entier positif est attendu");
    }
    total += line.unitAmountCents * line.quantity;
  }
  // The buyer pays what the cart showed: a total that disagrees with its lines is a bug upstream.
  if (total !== input.amountCents) {
    throw new Error(`Le total des lignes (${total}) diffère du montant (${input.amountCents})`);
  }
  return input.lineItems.map((line) => ({
    quantity: line.quantity,
    price_data: {
      currency: input.currency,
      unit_amount: line.unitAmountCents,
      product_data: { name: line.name },
    },
  }));
}

/**
 * Opens a hosted Checkout session. The reference travels as `client_reference_id` and in the
 * metadata of the session *and* of the object Stripe creates from it (the PaymentIntent, or the
 * subscription), because later events (a failed or refunded payment, a monthly invoice) carry
 * that object, not the session. Payment methods are not listed: cards, Apple Pay and Google Pay
 * are switched on in Stripe's dashboard, and Stripe shows those the donor's device supports.
 */
export async function createCheckout(
  config: StripeConfig,
  input: CheckoutInput,
): Promise<CheckoutSessionLink> {
  assertCents(input.amountCents, "Montant");
  const metadata = { ...input.metadata, reference: input.reference };
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: input.mode,
    client_reference_id: input.reference,
    customer_email: input.customerEmail,
    line_items: lineItemsOf(input),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    locale: "fr-CA",
    metadata,
    ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
    ...(input.mode === "payment"
      ? {
          payment_intent_data: { metadata, description: input.description },
          ...(input.submitType ? { submit_type: input.submitType } : {}),
        }
      : { subscription_data: { metadata, description: input.description } }),
  };
  const session = await stripeClient(config).checkout.sessions.create(params);
  if (!session.url) throw new Error(`Session Checkout ${session.id} sans adresse de paiement`);
  logger.info("Session Stripe Checkout créée", {
    session: session.id,
    reference: input.reference,
    mode: input.mode,
  });
  return { id: session.id, url: session.url };
}

/** The session as Stripe has it now (status, payment_status, payment_intent, subscription…). */
export async function retrieveCheckoutSession(
  config: StripeConfig,
  sessionId: string,
): Promise<Stripe.Checkout.Session> {
  return stripeClient(config).checkout.sessions.retrieve(sessionId);
}

// ---------------------------------------------------------------------------------------------
// Monthly gifts: the donor's portal, cancellation, amount and pause
// ---------------------------------------------------------------------------------------------

/**
 * A short-lived link to Stripe's customer portal, where a monthly donor changes the card or
 * stops the gift (the portal's options are set in Stripe's dashboard).
 */
export async function createPortalSession(
  config: StripeConfig,
  customerId: string,
  returnUrl: string,
): Promise<string> {
  const session = await stripeClient(config).billingPortal.sessions.create({
    customer: customerId,
    return_url: returnUrl,
    locale: "fr-CA",
  });
  return session.url;
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof stripeSdk().errors.StripeError;
}

/**
 * Stops a monthly gift now (no further charge). Stripe answers "No such subscription" for one
 * already cancelled (by the donor in the portal, or after failed payments); that is the state
 * asked for, so it is returned rather than thrown.
 */
export async function cancelSubscription(
  config: StripeConfig,
  subscriptionId: string,
): Promise<Stripe.Subscription> {
  const stripe = stripeClient(config);
  try {
    return await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (!isStripeError(error) || error.code !== "resource_missing") throw error;
    const existing = await stripe.subscriptions.retrieve(subscriptionId);
    if (existing.status !== "canceled") throw error;
    return existing;
  }
}

/** Gives a card payment back in full (an event cancelled): Stripe's charge.refunded follows. */
export async function refundPayment(config: StripeConfig, paymentIntentId: string): Promise<void> {
  await stripeClient(config).refunds.create(
    { payment_intent: paymentIntentId },
    // One refund per payment, whoever asks twice (a second cancellation, a retry).
    { idempotencyKey: `refund-${paymentIntentId}` },
  );
}

/**
 * The invoice a payment paid, or null: an instalment's refund (`charge.refunded`) names only its
 * PaymentIntent, and Stripe's invoice events do not carry it (Invoice.payments is expandable
 * only), so the invoice is asked of Stripe's invoice payments.
 */
export async function invoiceOfPayment(
  config: StripeConfig,
  paymentIntentId: string,
): Promise<string | null> {
  const payments = await stripeClient(config).invoicePayments.list({
    payment: { type: "payment_intent", payment_intent: paymentIntentId },
    limit: 1,
  });
  const invoice = payments.data[0]?.invoice;
  if (!invoice) return null;
  return typeof invoice === "string" ? invoice : (invoice.id ?? null);
}

/**
 * The next instalments of a monthly gift at `amountCents`: the subscription's one item gets a new
 * monthly price of the same product (Stripe's price_data on a subscription item names an
 * existing product), without proration — what was paid stays paid, the next invoice is the new
 * amount.
 */
export async function changeSubscriptionAmount(
  config: StripeConfig,
  subscriptionId: string,
  amountCents: number,
): Promise<Stripe.Subscription> {
  assertCents(amountCents, "Montant");
  const stripe = stripeClient(config);
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const item = current.items.data[0];
  if (!item) throw new Error(`Abonnement ${subscriptionId} sans ligne`);
  const { product } = item.price;
  return stripe.subscriptions.update(subscriptionId, {
    items: [
      {
        id: item.id,
        price_data: {
          currency: item.price.currency,
          product: typeof product === "string" ? product : product.id,
          unit_amount: amountCents,
          recurring: { interval: "month" },
        },
      },
    ],
    proration_behavior: "none",
  });
}

/**
 * No instalment until `resumesAt`: the invoices Stripe makes meanwhile are voided (nothing is
 * owed for them), and collection starts again by itself at that moment.
 */
export async function pauseSubscription(
  config: StripeConfig,
  subscriptionId: string,
  resumesAt: Date,
): Promise<Stripe.Subscription> {
  return stripeClient(config).subscriptions.update(subscriptionId, {
    pause_collection: { behavior: "void", resumes_at: Math.floor(resumesAt.getTime() / 1000) },
  });
}

/** Ends a pause now: the next invoice is collected as usual. */
export async function resumeSubscription(
  config: StripeConfig,
  subscriptionId: string,
): Promise<Stripe.Subscription> {
  // "" unsets the parameter in Stripe's API (the SDK's Emptyable).
  return stripeClient(config).subscriptions.update(subscriptionId, { pause_collection: "" });
}

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

/** Why an incoming webhook was refused. */
export type StripeSignatureFailure =
  /** No Stripe-Signature header (not sent by Stripe). */
  | "missing-signature"
  /** The signature does not match this body and secret (forged, altered, or another secret). */
  | "invalid-signature"
  /** Signed too long ago: a replayed request. */
  | "expired"
  /** No webhook secret configured: nothing can be verified. */
  | "no-secret";

const SIGNATURE_MESSAGES: Record<StripeSignatureFailure, string> = {
  "missing-signature": "Signature Stripe absente.",
  "invalid-signature": "Signature Stripe invalide.",
  expired: "Signature Stripe trop ancienne.",
  "no-secret": "Aucun secret de webhook Stripe n'est configuré.",
};

/**
 * A webhook refused before anything was read from it. The route answers 400 (503 for
 * "no-secret"); Stripe then retries for up to three days. Unlike the SDK's own error, it keeps
 * neither the body nor the header, so logging it leaks no donor's data.
 */
export class StripeSignatureError extends Error {
  readonly failure: StripeSignatureFailure;
  constructor(failure: StripeSignatureFailure) {
    super(SIGNATURE_MESSAGES[failure]);
    this.name = "StripeSignatureError";
    this.failure = failure;
  }
}

export interface VerifyOptions {
  /** Oldest signature accepted, in seconds (Stripe's default: 300). */
  toleranceSeconds?: number;
}

/**
 * The event Stripe sent, once its signature (HMAC-SHA256 of the timestamp and the *raw* body,
 * with the endpoint's secret) is checked; anyone can POST to the webhook address. `rawBody`
 * must be the bytes received, before any JSON parsing: re-serialised JSON no longer matches.
 */
export function verifyStripeEvent(
  config: StripeConfig,
  rawBody: string | Buffer,
  signatureHeader: string | null,
  options: VerifyOptions = {},
): Stripe.Event {
  if (!config.webhookSecret.trim()) throw new StripeSignatureError("no-secret");
  if (!signatureHeader) throw new StripeSignatureError("missing-signature");
  try {
    // The static helper: checking a signature needs the webhook secret, not the API key.
    return stripeSdk().webhooks.constructEvent(
      rawBody,
      signatureHeader,
      config.webhookSecret,
      options.toleranceSeconds ?? stripeSdk().webhooks.DEFAULT_TOLERANCE,
    );
  } catch (error) {
    const failure: StripeSignatureFailure =
      error instanceof Error && /tolerance/i.test(error.message) ? "expired" : "invalid-signature";
    logger.warn("Webhook Stripe refusé", { failure });
    throw new StripeSignatureError(failure);
  }
}

// ---------------------------------------------------------------------------------------------
// Connection test (Paramètres › API)
// ---------------------------------------------------------------------------------------------

export type StripePing = { ok: true } | { ok: false; reason: string };

/**
 * A real, harmless call (the account's balance) with the saved key, so the settings screen can
 * say whether payments would work before a donor finds out.
 */
export async function pingStripe(config: StripeConfig): Promise<StripePing> {
  if (!config.secretKey.trim()) return { ok: false, reason: "Aucune clé secrète Stripe." };
  try {
    await stripeClient(config).balance.retrieve(
      {},
      { timeout: PING_TIMEOUT_MS, maxNetworkRetries: 0 },
    );
    return { ok: true };
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.warn("Test de connexion Stripe échoué", {
      type: error.type,
      status: error.statusCode,
      code: error.code,
    });
    if (error instanceof stripeSdk().errors.StripeAuthenticationError) {
      return { ok: false, reason: "Clé secrète refusée par Stripe." };
    }
    if (error instanceof stripeSdk().errors.StripeConnectionError) {
      return { ok: false, reason: "Stripe ne répond pas." };
    }
    if (error instanceof stripeSdk().errors.StripePermissionError) {
      return { ok: false, reason: "Cette clé n'a pas accès au compte Stripe." };
    }
    return {
      ok: false,
      reason: `Stripe a répondu par une erreur${error.statusCode ? ` (code ${error.statusCode})` : ""}.`,
    };
  }
}
