/**
 * One lifecycle for every source of a gift (issue 25, item 1; decision 0048): a card gift through
 * Stripe's signed events, a monthly instalment, an Interac promise reconciled from the bank's
 * file, and the cash, cheque and in-kind gifts a treasurer records, each through the entry point
 * people use. Every one is recorded, confirmed and receipted, then refunded with its receipt
 * voided, and the journal tells the same story for each, naming the source.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { auditLog, donations, monthlyGifts, paymentOptions, receiptDonations } from "#db/schema";
import { BANK_PREVIEW_INTENT, type BankPreview } from "~/domain/donations/bank-import";
import { submitDonation } from "~/domain/donations/donation.server";
import { OFFLINE_GIFT_INTENT } from "~/domain/donations/offline-gift";
import type { GiftSource } from "~/domain/gifts/sources";
import { submitCardDonation } from "~/domain/payments/card-donation.server";
import { todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/donations/route";
import { bankConfirmFields, desjardinsLine, type BankProposals } from "../helpers/bank-file";
import { setupTestDatabase } from "../helpers/db";
import { receiptSettings, signIn } from "../helpers/fixtures";
import { routeAt } from "../helpers/routes";
import { setupStripeStandIn } from "../helpers/stripe-stand-in";

const database = setupTestDatabase();
const WEBHOOK_SECRET = "whsec_test_lifecycle";
const standIn = setupStripeStandIn({
  secretKey: "sk_test_lifecycle",
  webhookSecret: WEBHOOK_SECRET,
});
const stripe = () => standIn.server;
const SITE = "http://localhost/";
const { post } = routeAt(
  "http://localhost/admin/donations",
  { action, loader },
  { multipart: true },
);

const DONOR = {
  firstName: "Awa",
  lastName: "Diop",
  email: "awa.diop@example.org",
  phone: "",
  receiptRequested: "on",
  address: "12 rue Racine",
  city: "Saguenay",
  province: "QC",
  postalCode: "G7H 1R1",
  country: "Canada",
};

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The public /don form, as the visitor posts it. */
const donateForm = (fields: Record<string, string>) =>
  formOf({ amount: "50", customAmount: "", projectId: "general", ...DONOR, ...fields });

async function deliver(event: Stripe.Event) {
  expect((await standIn.deliver(event)).status).toBe(200);
}

async function giftByReference(reference: string) {
  const [row] = await database.db
    .select()
    .from(donations)
    .where(eq(donations.reference, reference));
  return row!;
}

/** A card gift on /don, paid on Stripe's page: its checkout reference and session. */
async function cardCheckout(frequency: "once" | "monthly") {
  const result = await submitCardDonation(
    database.db,
    donateForm({ paymentMethod: "card", frequency }),
    { ip: "198.51.100.7", siteUrl: SITE, siteName: "Fondation" },
  );
  if (result.status !== "checkout") throw new Error(JSON.stringify(result));
  const sessionId = result.url.split("/pay/")[1]!;
  await deliver(stripe().pay(sessionId));
  return result.reference;
}

/** The treasurer's 'Marquer comme remboursé', with its reason. */
async function treasurerRefund(cookie: string, id: number) {
  await post(cookie, { intent: "refund", id: String(id), reason: "Rendu au donateur" });
}

/** 'Enregistrer un don reçu' of a gift in hand, then its refund. */
async function receivedInHand(cookie: string, method: "cash" | "cheque" | "in_kind") {
  await post(cookie, {
    intent: OFFLINE_GIFT_INTENT,
    ...DONOR,
    amount: "150",
    receivedOn: todayInSaguenay(),
    paymentMethod: method,
    chequeNumber: method === "cheque" ? "1042" : "",
    inKindDescription: method === "in_kind" ? "Un ordinateur portable" : "",
    projectId: "general",
  });
  const [gift] = await database.db
    .select()
    .from(donations)
    .where(eq(donations.paymentMethod, method));
  await treasurerRefund(cookie, gift!.id);
  return gift!.id;
}

/** Each source, from the visitor's or the treasurer's first step to the refund. */
const SOURCES: Record<GiftSource, (cookie: string) => Promise<number>> = {
  card: async () => {
    const gift = await giftByReference(await cardCheckout("once"));
    await deliver(stripe().refund(gift.stripePaymentIntentId!));
    return gift.id;
  },
  instalment: async () => {
    const reference = await cardCheckout("monthly");
    const [monthly] = await database.db
      .select()
      .from(monthlyGifts)
      .where(eq(monthlyGifts.reference, reference));
    await deliver(stripe().invoicePaid(monthly!.stripeSubscriptionId!));
    const [instalment] = await database.db
      .select()
      .from(donations)
      .where(eq(donations.monthlyGiftId, monthly!.id));
    // Refunded from Stripe's dashboard: the event names only the payment, which Stripe's invoice
    // payments tie to the instalment.
    const intent = stripe().paymentOfInvoice(instalment!.stripeInvoiceId!)!;
    await deliver(stripe().refund(intent));
    return instalment!.id;
  },
  interac: async (cookie) => {
    const result = await submitDonation(database.db, donateForm({ paymentMethod: "interac" }), {
      ip: "198.51.100.8",
      siteUrl: SITE,
    });
    if (result.status !== "recorded") throw new Error(JSON.stringify(result));
    const gift = await giftByReference(result.summary.reference);
    const file = new File(
      [desjardinsLine(todayInSaguenay(), gift.reference, gift.amountCents)],
      "releve.csv",
      { type: "text/csv" },
    );
    const shown = (await post(cookie, { intent: BANK_PREVIEW_INTENT, file })) as unknown as {
      bankPreview: BankPreview;
    };
    await post(cookie, bankConfirmFields(shown.bankPreview as BankProposals));
    await treasurerRefund(cookie, gift.id);
    return gift.id;
  },
  cash: (cookie) => receivedInHand(cookie, "cash"),
  cheque: (cookie) => receivedInHand(cookie, "cheque"),
  in_kind: (cookie) => receivedInHand(cookie, "in_kind"),
};

/** The gift's journal and its receipts', oldest first: each step's action and the source named. */
async function lifeOf(id: number) {
  const covering = (
    await database.db
      .select({ id: receiptDonations.receiptId })
      .from(receiptDonations)
      .where(eq(receiptDonations.donationId, id))
  ).map((row) => String(row.id));
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entity, "donation"), eq(auditLog.entityId, String(id))),
        and(eq(auditLog.entity, "receipt"), inArray(auditLog.entityId, covering)),
      ),
    )
    .orderBy(auditLog.id);
  return rows.map((row) => ({
    action: row.action,
    source: (row.details as { source?: string } | null)?.source,
  }));
}

describe("a gift's lifecycle", () => {
  it.each(Object.keys(SOURCES) as GiftSource[])(
    "%s: recorded, confirmed, receipted, refunded, its receipt voided",
    async (source) => {
      await database.db.insert(paymentOptions).values([
        { name: "Carte", type: "card", enabled: true },
        { name: "Interac", type: "interac", enabled: true },
      ]);
      await receiptSettings(database.db);
      const { cookie } = await signIn(database.db, "tresorier");

      const id = await SOURCES[source](cookie);
      const steps = await lifeOf(id);
      const [gift] = await database.db.select().from(donations).where(eq(donations.id, id));

      expect(gift!.status).toBe("refunded");
      expect(gift!.refundedAt).toBeInstanceOf(Date);
      expect(steps.map((step) => step.action)).toEqual([
        "donation.record",
        "donation.confirm",
        "receipt.issue",
        "donation.refund",
        "receipt.void",
      ]);
      for (const step of steps.filter((s) => s.action.startsWith("donation."))) {
        expect(step.source).toBe(source);
      }
    },
  );
});
