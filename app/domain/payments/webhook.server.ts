/**
 * What Stripe's signed events do (issue 13, item 2): the webhook decides, never the page the
 * donor comes back to.
 *
 * - The signature (`Stripe-Signature`, the webhook secret) is checked before anything is read:
 *   a wrong or missing one answers 400 and changes nothing.
 * - Each event id is recorded once in `stripe_events`, in the same transaction as its effect: a
 *   replayed event (Stripe retries, or someone resends a captured request) changes nothing.
 * - Amount and currency come from Stripe's event only; a currency other than CAD, or an amount
 *   that differs from the record, leaves the record as it was and is journaled for a treasurer.
 * - A gift moves through the gift lifecycle (domain/gifts) as any other does: a paid card gift is
 *   confirmed, an instalment recorded and confirmed, a refund closes it; totals follow, the
 *   receipt is issued and e-mailed, or voided.
 *
 * Every change is journaled (audit_log, no user: Stripe did it). Event types not listed here are
 * acknowledged (200) and ignored.
 */
import { designationTitle } from "~/domain/funds/designation.server";
import { and, eq, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import { donations, monthlyGifts, orders, registrations, stripeEvents } from "#db/schema";
import { placesStillFree } from "~/domain/registrations/registrations.server";
import {
  lockRegistration,
  releaseHold,
  ticketsPaid,
  ticketsRefunded,
} from "./ticket-payments.server";
import { GENERAL_FUND_LABEL } from "~/domain/donations/donation-form";
import {
  closeGift,
  confirmGift,
  lockGift,
  recordGift,
  type GiftActor,
  type LockedGift,
} from "~/domain/gifts/lifecycle.server";
import { notifyFoundation, sendEmail, siteIdentity, siteLink } from "~/domain/mail/mail.server";
import { getSettings } from "~/domain/settings/settings.server";
import { setOrderStatus } from "~/domain/shop/orders-admin.server";
import { formatMoney } from "~/lib/format";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import {
  invoiceOfPayment,
  StripeSignatureError,
  verifyStripeEvent,
  type StripeConfig,
} from "~/server/payments/stripe.server";
import {
  cardGiftThanksEmail,
  cardOrderNotificationEmail,
  cardOrderPaidEmail,
  monthlyPaymentFailedEmail,
} from "./emails";
import { orderLines } from "~/domain/shop/card-order.server";
import { stripeConfig } from "~/domain/payment-options/stripe-config.server";

export interface WebhookAnswer {
  status: number;
  body: string;
}

interface Context {
  tx: Db;
  event: Stripe.Event;
  /** Stripe's address and key, for what an event does not carry (an instalment's invoice). */
  config: StripeConfig;
  /** The site's root, for links in e-mails. */
  siteUrl?: string;
}

type Handler = (context: Context) => Promise<void>;

const HANDLERS: Record<string, Handler> = {
  "checkout.session.completed": checkoutCompleted,
  "checkout.session.async_payment_succeeded": checkoutCompleted,
  "checkout.session.expired": checkoutExpired,
  "checkout.session.async_payment_failed": checkoutExpired,
  "payment_intent.payment_failed": paymentFailed,
  "charge.refunded": chargeRefunded,
  "invoice.paid": invoicePaid,
  "invoice.payment_failed": invoicePaymentFailed,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
};

/** The event types the site acts on: the ones to select in Stripe's dashboard. */
export const HANDLED_EVENT_TYPES = Object.keys(HANDLERS);

/**
 * Verifies and handles one webhook request. `rawBody` is the bytes received (the signature covers
 * them exactly). Answers 400 for a bad signature, 503 without a webhook secret (Stripe retries),
 * 200 once handled, replayed or ignored.
 */
export async function handleStripeWebhook(
  db: Db,
  rawBody: string | Buffer,
  signature: string | null,
  meta: { siteUrl?: string } = {},
): Promise<WebhookAnswer> {
  const config = await stripeConfig(db);
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(config, rawBody, signature);
  } catch (error) {
    if (error instanceof StripeSignatureError) {
      return { status: error.failure === "no-secret" ? 503 : 400, body: error.message };
    }
    return { status: 400, body: "Événement illisible." };
  }
  const handler = HANDLERS[event.type];
  if (!handler) return { status: 200, body: "Événement ignoré." };
  const fresh = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!row) return false;
    await handler({ tx, event, config, siteUrl: meta.siteUrl });
    return true;
  });
  logger.info("Webhook Stripe", { event: event.id, type: event.type, replay: !fresh });
  return { status: 200, body: fresh ? "Événement traité." : "Événement déjà traité." };
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

function journal(
  { tx, event }: Context,
  action: string,
  entity: string,
  entityId: number | null,
  details: Record<string, unknown>,
) {
  return audit(tx, {
    userId: null,
    action,
    entity,
    entityId,
    details: { ...details, event: event.id, eventType: event.type },
  });
}

/** Stripe's signed event, as the gift lifecycle journals who moved a gift. */
function stripeActor(context: Context): GiftActor {
  return { userId: null, trace: { event: context.event.id, eventType: context.event.type } };
}

/** An event naming nothing we know: journaled, nothing else. */
function unknownRecord(context: Context, reference: string | null) {
  return journal(context, "payment.unknown", "payment", null, { reference });
}

/**
 * Stripe's amount and currency against the record's: a difference is journaled for a treasurer
 * (and kept on a donation's reason), and the record is left as it was.
 */
async function amountDiffers(
  context: Context,
  record: { entity: string; id: number; reference: string; expectedCents: number },
  paid: { amountCents: number | null; currency: string | null },
): Promise<boolean> {
  const currency = (paid.currency ?? "").toLowerCase();
  if (currency === "cad" && paid.amountCents === record.expectedCents) return false;
  const note = `Paiement Stripe à vérifier : ${paid.amountCents === null ? "montant inconnu" : `${(paid.amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`} reçu pour ${formatMoney(record.expectedCents)} attendus.`;
  if (record.entity === "donation") {
    await context.tx
      .update(donations)
      .set({ statusReason: note, updatedAt: new Date() })
      .where(eq(donations.id, record.id));
  }
  await journal(context, "payment.mismatch", record.entity, record.id, {
    reference: record.reference,
    expectedCents: record.expectedCents,
    receivedCents: paid.amountCents,
    currency,
  });
  logger.warn("Paiement Stripe différent du dossier", {
    reference: record.reference,
    event: context.event.id,
  });
  return true;
}

/**
 * Completes a pending card gift through the treasurer's path (receipt issued and e-mailed); a
 * gift without a receipt gets a thank-you instead.
 */
async function completeGift(context: Context, donationId: number) {
  const { result, receipt } = await confirmGift(context.tx, stripeActor(context), donationId);
  if (result === "done" && receipt.kind !== "issued")
    await thankForGift(context, donationId, false);
}

/** The thanks of a card gift that got no receipt e-mail (which thanks the donor itself). */
async function thankForGift(context: Context, donationId: number, monthly: boolean) {
  const { tx } = context;
  const [gift] = await tx
    .select({
      reference: donations.reference,
      firstName: donations.firstName,
      email: donations.email,
      amountCents: donations.amountCents,
      projectTitle: designationTitle(donations),
    })
    .from(donations)
    .where(eq(donations.id, donationId));
  if (!gift) return;
  await sendEmail(
    tx,
    { to: gift.email, topic: "donation.thanks", relatedReference: gift.reference },
    cardGiftThanksEmail(
      { ...gift, projectTitle: gift.projectTitle ?? GENERAL_FUND_LABEL },
      monthly,
    ),
  );
}

/** A record already tied to another Checkout session: not this session's. */
function otherSession(
  record: { stripeSessionId: string | null },
  session: Stripe.Checkout.Session,
): boolean {
  return !!record.stripeSessionId && record.stripeSessionId !== session.id;
}

/** A paid session's amount and currency against its record's (see amountDiffers). */
function sessionAmountDiffers(
  context: Context,
  session: Stripe.Checkout.Session,
  record: { entity: string; id: number; reference: string; expectedCents: number },
) {
  return amountDiffers(context, record, {
    amountCents: session.amount_total,
    currency: session.currency,
  });
}

function referenceOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.reference ?? null;
}

/** Stripe's decline codes, in French, for a failed gift's reason. */
function declineReason(error: Stripe.PaymentIntent.LastPaymentError | null): string {
  const code = error?.decline_code ?? error?.code ?? "";
  const reasons: Record<string, string> = {
    insufficient_funds: "fonds insuffisants",
    expired_card: "carte expirée",
    incorrect_cvc: "code de sécurité erroné",
    incorrect_number: "numéro de carte erroné",
    lost_card: "carte déclarée perdue",
    stolen_card: "carte déclarée volée",
    processing_error: "erreur de traitement",
    authentication_required: "authentification requise non faite",
  };
  return `Paiement par carte refusé (${reasons[code] ?? "refus de la banque"}).`;
}

// ---------------------------------------------------------------------------------------------
// Checkout sessions
// ---------------------------------------------------------------------------------------------

async function checkoutCompleted(context: Context) {
  const session = context.event.data.object as Stripe.Checkout.Session;
  const reference = referenceOf(session);
  // A delayed payment method: wait for async_payment_succeeded.
  if (session.payment_status === "unpaid") return;
  if (reference?.startsWith("MEN-")) return monthlyGiftStarted(context, session, reference);
  if (reference?.startsWith("CMD-")) return orderPaid(context, session, reference);
  if (reference?.startsWith("DON-")) return donationPaid(context, session, reference);
  if (reference?.startsWith("INS-")) return registrationPaid(context, session, reference);
  return unknownRecord(context, reference);
}

/** Tickets paid: the held registration confirmed, its gift part in the ledger. */
async function registrationPaid(
  context: Context,
  session: Stripe.Checkout.Session,
  reference: string,
) {
  const { tx } = context;
  const registration = await lockRegistration(tx, eq(registrations.reference, reference));
  if (!registration || otherSession(registration, session)) {
    return unknownRecord(context, reference);
  }
  const record = {
    entity: "registration",
    id: registration.id,
    reference,
    expectedCents: registration.totalCents,
  };
  if (await sessionAmountDiffers(context, session, record)) return;
  const outcome = await ticketsPaid(
    tx,
    stripeActor(context),
    registration,
    {
      sessionId: session.id,
      paymentIntentId: idOf(session.payment_intent),
      siteUrl: context.siteUrl,
    },
    () => placesStillFree(tx, registration.id),
  );
  // Paid after its places went to others: the treasurer refunds it (the journal says so).
  if (outcome === "too-late") {
    await journal(context, "payment.unexpected", "registration", registration.id, {
      reference,
      status: registration.status,
    });
  }
}

async function donationPaid(context: Context, session: Stripe.Checkout.Session, reference: string) {
  const { tx } = context;
  const gift = await lockGift(tx, eq(donations.reference, reference));
  if (!gift || otherSession(gift, session)) return unknownRecord(context, reference);
  const record = { entity: "donation", id: gift.id, reference, expectedCents: gift.amountCents };
  if (await sessionAmountDiffers(context, session, record)) return;
  await tx
    .update(donations)
    .set({
      stripeSessionId: session.id,
      stripePaymentIntentId: idOf(session.payment_intent),
      // A card declined on Stripe's page, then another one accepted: the gift is paid after all.
      ...(gift.status === "failed" ? { status: "pending", statusReason: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(donations.id, gift.id));
  if (gift.status !== "pending" && gift.status !== "failed") {
    return journal(context, "payment.unexpected", "donation", gift.id, {
      reference,
      status: gift.status,
    });
  }
  await completeGift(context, gift.id);
}

async function orderPaid(context: Context, session: Stripe.Checkout.Session, reference: string) {
  const { tx } = context;
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.reference, reference))
    .for("update");
  if (!order || otherSession(order, session)) return unknownRecord(context, reference);
  if (order.paidAt) return;
  const record = { entity: "order", id: order.id, reference, expectedCents: order.totalCents };
  if (await sessionAmountDiffers(context, session, record)) return;
  await tx
    .update(orders)
    .set({
      paidAt: new Date(),
      stripeSessionId: session.id,
      stripePaymentIntentId: idOf(session.payment_intent),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await journal(context, "order.paid", "order", order.id, {
    reference,
    amountCents: session.amount_total,
    // Paid after it was cancelled (its session expired meanwhile): a treasurer refunds it.
    ...(order.status === "cancelled" ? { afterCancellation: true } : {}),
  });
  const forEmail = { ...order, lines: await orderLines(tx, order.id) };
  const { general } = await getSettings(tx, ["general"]);
  const site = await siteIdentity(tx);
  await sendEmail(
    tx,
    { to: order.customerEmail, topic: "order.confirmation", relatedReference: reference },
    cardOrderPaidEmail(forEmail, general.address),
    site,
  );
  await notifyFoundation(
    tx,
    { topic: "order.notification", relatedReference: reference },
    cardOrderNotificationEmail(
      forEmail,
      siteLink(context.siteUrl, `/admin/boutique?onglet=commandes&details=${order.id}`),
    ),
    site,
  );
}

async function monthlyGiftStarted(
  context: Context,
  session: Stripe.Checkout.Session,
  reference: string,
) {
  const { tx } = context;
  const gift = await lockMonthlyGift(tx, eq(monthlyGifts.reference, reference));
  if (!gift || otherSession(gift, session)) return unknownRecord(context, reference);
  const record = {
    entity: "monthly_gift",
    id: gift.id,
    reference,
    expectedCents: gift.amountCents,
  };
  if (await sessionAmountDiffers(context, session, record)) return;
  const now = new Date();
  await tx
    .update(monthlyGifts)
    .set({
      stripeSessionId: session.id,
      stripeSubscriptionId: idOf(session.subscription) ?? gift.stripeSubscriptionId,
      stripeCustomerId: idOf(session.customer) ?? gift.stripeCustomerId,
      ...(gift.status === "pending" || gift.status === "expired"
        ? { status: "active", startedAt: gift.startedAt ?? now }
        : {}),
      updatedAt: now,
    })
    .where(eq(monthlyGifts.id, gift.id));
  await journal(context, "monthly_gift.start", "monthly_gift", gift.id, {
    reference,
    from: gift.status,
    to: gift.status === "pending" || gift.status === "expired" ? "active" : gift.status,
  });
}

async function checkoutExpired(context: Context) {
  const { tx } = context;
  const session = context.event.data.object as Stripe.Checkout.Session;
  const reference = referenceOf(session);
  const reason =
    context.event.type === "checkout.session.expired"
      ? "Session de paiement expirée : aucun paiement n'a été reçu."
      : "Le paiement n'a pas abouti.";
  if (reference?.startsWith("DON-")) {
    const [gift] = await tx
      .select({ id: donations.id, status: donations.status })
      .from(donations)
      .where(eq(donations.reference, reference));
    if (!gift) return unknownRecord(context, reference);
    if (gift.status === "pending")
      await closeGift(tx, stripeActor(context), gift.id, "fail", reason);
    return;
  }
  if (reference?.startsWith("CMD-")) {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.reference, reference));
    if (!order) return unknownRecord(context, reference);
    // Not paid: the order is cancelled and its stock given back, as a volunteer would.
    if (!order.paidAt && order.status === "pending") {
      await setOrderStatus(tx, null, order.id, "cancelled");
    }
    return;
  }
  if (reference?.startsWith("INS-")) {
    const registration = await lockRegistration(tx, eq(registrations.reference, reference));
    if (!registration) return unknownRecord(context, reference);
    if (registration.status === "held" && !registration.paidAt) {
      await releaseHold(tx, registration, context.siteUrl);
    }
    return;
  }
  if (reference?.startsWith("MEN-")) {
    const [gift] = await tx
      .update(monthlyGifts)
      .set({ status: "expired", updatedAt: new Date() })
      .where(and(eq(monthlyGifts.reference, reference), eq(monthlyGifts.status, "pending")))
      .returning({ id: monthlyGifts.id });
    if (gift) {
      await journal(context, "monthly_gift.expire", "monthly_gift", gift.id, { reference });
    }
    return;
  }
  return unknownRecord(context, reference);
}

/** A card declined on Stripe's page: a one-time gift is marked failed with a French reason. */
async function paymentFailed(context: Context) {
  const intent = context.event.data.object as Stripe.PaymentIntent;
  const reference = intent.metadata?.reference ?? null;
  if (!reference?.startsWith("DON-")) {
    // An order keeps its session open (the buyer may try another card): journaled only.
    return journal(context, "payment.declined", "payment", null, { reference });
  }
  const [gift] = await context.tx
    .select({ id: donations.id, status: donations.status })
    .from(donations)
    .where(eq(donations.reference, reference));
  if (!gift) return unknownRecord(context, reference);
  if (gift.status !== "pending") return;
  await closeGift(
    context.tx,
    stripeActor(context),
    gift.id,
    "fail",
    declineReason(intent.last_payment_error),
  );
}

// ---------------------------------------------------------------------------------------------
// Refunds
// ---------------------------------------------------------------------------------------------

const CARD_REFUND_REASON = "Don remboursé par carte (Stripe).";

async function chargeRefunded(context: Context) {
  const { tx } = context;
  const charge = context.event.data.object as Stripe.Charge;
  const intentId = idOf(charge.payment_intent);
  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  const refundedCents = charge.amount_refunded;
  if (!intentId) return unknownRecord(context, null);

  const gift = await lockGift(tx, eq(donations.stripePaymentIntentId, intentId));
  if (gift) return giftRefunded(context, gift, full, refundedCents);
  const tickets = await lockRegistration(tx, eq(registrations.stripePaymentIntentId, intentId));
  if (tickets) {
    if (full) return ticketsRefunded(tx, stripeActor(context), tickets, context.siteUrl);
    return journal(context, "registration.partial_refund", "registration", tickets.id, {
      reference: tickets.reference,
      refundedCents,
    });
  }

  const [order] = await tx
    .select({ id: orders.id, reference: orders.reference, refundedAt: orders.refundedAt })
    .from(orders)
    .where(eq(orders.stripePaymentIntentId, intentId))
    .for("update");
  if (order) {
    if (full && !order.refundedAt) {
      await tx
        .update(orders)
        .set({ refundedAt: new Date(), updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    }
    return journal(context, full ? "order.refund" : "order.partial_refund", "order", order.id, {
      reference: order.reference,
      refundedCents,
    });
  }
  const instalment = await instalmentPaidBy(context, intentId);
  if (instalment) return giftRefunded(context, instalment, full, refundedCents);
  return unknownRecord(context, null);
}

/** A card gift refunded at Stripe: in full, it leaves its lifecycle (receipt voided). */
async function giftRefunded(
  context: Context,
  gift: LockedGift,
  full: boolean,
  refundedCents: number,
) {
  if (!full) {
    return journal(context, "donation.partial_refund", "donation", gift.id, {
      reference: gift.reference,
      refundedCents,
    });
  }
  if (gift.status === "refunded") return;
  // A refunded gift cannot keep a valid receipt (CRA): the lifecycle voids it.
  await closeGift(context.tx, stripeActor(context), gift.id, "card-refund", CARD_REFUND_REASON);
}

/**
 * The instalment a payment paid, asked of Stripe (its invoice events do not name the payment),
 * locked, and the payment kept on it so that a later event finds it at once.
 */
async function instalmentPaidBy(context: Context, intentId: string) {
  const invoiceId = await invoiceOfPayment(context.config, intentId);
  if (!invoiceId) return undefined;
  const gift = await lockGift(context.tx, eq(donations.stripeInvoiceId, invoiceId));
  if (!gift) return undefined;
  await context.tx
    .update(donations)
    .set({ stripePaymentIntentId: intentId, updatedAt: new Date() })
    .where(eq(donations.id, gift.id));
  return gift;
}

// ---------------------------------------------------------------------------------------------
// Monthly gifts
// ---------------------------------------------------------------------------------------------

/** Reads one monthly gift and locks its row until the transaction ends. */
async function lockMonthlyGift(tx: Db, which: SQL) {
  const [gift] = await tx.select().from(monthlyGifts).where(which).for("update");
  return gift;
}

/** The monthly gift an invoice or a subscription belongs to: by subscription id, else reference. */
async function findGift(tx: Db, subscriptionId: string | null, reference: string | null) {
  if (subscriptionId) {
    const bySubscription = await lockMonthlyGift(
      tx,
      eq(monthlyGifts.stripeSubscriptionId, subscriptionId),
    );
    if (bySubscription) return bySubscription;
  }
  if (!reference) return undefined;
  const byReference = await lockMonthlyGift(tx, eq(monthlyGifts.reference, reference));
  // A gift already tied to another subscription is not this one.
  if (byReference?.stripeSubscriptionId && byReference.stripeSubscriptionId !== subscriptionId) {
    return undefined;
  }
  return byReference;
}

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return {
    subscriptionId: idOf(details?.subscription),
    reference: details?.metadata?.reference ?? null,
  };
}

const fromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;

/** A paid instalment: its own completed donation (one per invoice), receipt as for any gift. */
async function invoicePaid(context: Context) {
  const { tx } = context;
  const invoice = context.event.data.object as Stripe.Invoice;
  const { subscriptionId, reference } = invoiceSubscription(invoice);
  const gift = await findGift(tx, subscriptionId, reference);
  if (!gift) return unknownRecord(context, reference);
  if (!invoice.id) return;
  const record = {
    entity: "monthly_gift",
    id: gift.id,
    reference: gift.reference,
    expectedCents: gift.amountCents,
  };
  if (
    await amountDiffers(context, record, {
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
    })
  ) {
    return;
  }
  const [already] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.stripeInvoiceId, invoice.id));
  if (already) return;

  const now = new Date();
  const periodEnd = fromUnix(invoice.lines?.data[0]?.period?.end);
  await tx
    .update(monthlyGifts)
    .set({
      stripeSubscriptionId: gift.stripeSubscriptionId ?? subscriptionId,
      stripeCustomerId: gift.stripeCustomerId ?? idOf(invoice.customer),
      ...(["pending", "past_due", "expired"].includes(gift.status)
        ? { status: "active", startedAt: gift.startedAt ?? now }
        : {}),
      ...(periodEnd ? { nextPaymentAt: periodEnd } : {}),
      updatedAt: now,
    })
    .where(eq(monthlyGifts.id, gift.id));

  // Paid: recorded and confirmed at once, receipted as any gift.
  const instalment = await recordGift(
    tx,
    stripeActor(context),
    {
      firstName: gift.firstName,
      lastName: gift.lastName,
      email: gift.email,
      phone: gift.phone,
      address: gift.address,
      city: gift.city,
      province: gift.province,
      postalCode: gift.postalCode,
      country: gift.country,
      amountCents: invoice.amount_paid,
      projectId: gift.projectId,
      fundId: gift.fundId,
      receiptRequested: gift.receiptRequested,
      personId: gift.personId,
      monthlyGiftId: gift.id,
      stripeInvoiceId: invoice.id,
      paymentMethod: "card",
    },
    { receivedAt: now },
  );
  await journal(context, "monthly_gift.instalment", "monthly_gift", gift.id, {
    reference: gift.reference,
    donation: instalment.reference,
    amountCents: invoice.amount_paid,
  });
  if (instalment.receipt?.kind !== "issued") await thankForGift(context, instalment.id, true);
}

/** A declined instalment: the gift is past due and the donor is asked to update the card. */
async function invoicePaymentFailed(context: Context) {
  const { tx } = context;
  const invoice = context.event.data.object as Stripe.Invoice;
  const { subscriptionId, reference } = invoiceSubscription(invoice);
  const gift = await findGift(tx, subscriptionId, reference);
  if (!gift) return unknownRecord(context, reference);
  if (gift.status === "cancelled") return;
  await tx
    .update(monthlyGifts)
    .set({ status: "past_due", updatedAt: new Date() })
    .where(eq(monthlyGifts.id, gift.id));
  await journal(context, "monthly_gift.payment_failed", "monthly_gift", gift.id, {
    reference: gift.reference,
    from: gift.status,
    to: "past_due",
    invoice: invoice.id,
  });
  await sendEmail(
    tx,
    { to: gift.email, topic: "monthly_gift.payment_failed", relatedReference: gift.reference },
    monthlyPaymentFailedEmail(
      gift,
      siteLink(context.siteUrl, "/mon-espace"),
      fromUnix(invoice.next_payment_attempt),
    ),
  );
}

/** Stripe's subscription statuses, as a monthly gift's. */
function giftStatusOf(status: Stripe.Subscription.Status): string | null {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
      return "cancelled";
    case "incomplete_expired":
      return "expired";
    default:
      return null;
  }
}

/**
 * The pause as this event leaves it (the donor's own, Stripe lifting it at its end, one set in
 * the dashboard). Only an event that changed `pause_collection` says anything about it: another
 * update delivered late would otherwise bring back a pause already ended. (A pause event itself
 * delivered after the donor resumed shows the pause again; « Reprendre maintenant » then ends it
 * at Stripe, where it is already ended, and here.) A pause without an end is not one the site
 * can show: kept as it was.
 */
function pauseOf(context: Context, subscription: Stripe.Subscription, current: Date | null) {
  const previous = context.event.data.previous_attributes as
    Partial<Stripe.Subscription> | undefined;
  if (!previous || !("pause_collection" in previous)) return current;
  const pause = subscription.pause_collection;
  if (!pause) return null;
  return fromUnix(pause.resumes_at) ?? current;
}

async function subscriptionChanged(context: Context) {
  const { tx } = context;
  const subscription = context.event.data.object as Stripe.Subscription;
  const gift = await findGift(tx, subscription.id, subscription.metadata?.reference ?? null);
  if (!gift) return unknownRecord(context, subscription.metadata?.reference ?? null);
  const deleted = context.event.type === "customer.subscription.deleted";
  const status = deleted ? "cancelled" : (giftStatusOf(subscription.status) ?? gift.status);
  const periodEnd = fromUnix(subscription.items?.data[0]?.current_period_end);
  const cancelled = status === "cancelled";
  const pausedUntil = pauseOf(context, subscription, gift.pausedUntil);
  await tx
    .update(monthlyGifts)
    .set({
      status,
      stripeSubscriptionId: gift.stripeSubscriptionId ?? subscription.id,
      nextPaymentAt: cancelled ? null : (periodEnd ?? gift.nextPaymentAt),
      pausedUntil: cancelled ? null : pausedUntil,
      ...(cancelled
        ? {
            cancelledAt: gift.cancelledAt ?? fromUnix(subscription.canceled_at) ?? new Date(),
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(monthlyGifts.id, gift.id));
  if (!cancelled && pausedUntil?.getTime() !== gift.pausedUntil?.getTime()) {
    await journal(context, "monthly_gift.pause_sync", "monthly_gift", gift.id, {
      reference: gift.reference,
      until: pausedUntil?.toISOString() ?? null,
    });
  }
  if (status !== gift.status) {
    await journal(
      context,
      `monthly_gift.${cancelled ? "cancel" : "status"}`,
      "monthly_gift",
      gift.id,
      {
        reference: gift.reference,
        from: gift.status,
        to: status,
      },
    );
  }
}
