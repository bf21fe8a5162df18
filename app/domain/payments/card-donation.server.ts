/**
 * A card gift made on /don or from the donation dialog (issue 13, items 1 and 3): the same form
 * and rules as an Interac gift, plus « Don unique / Don mensuel ». The gift is stored first —
 * a pending donation (DON-…) or a pending monthly gift (MEN-…), card, amount in cents, CAD —
 * then a Stripe Checkout session is opened with that reference as its `client_reference_id`,
 * its id stored on the record, and the donor is sent (303) to Stripe's page.
 *
 * Nothing here marks a gift paid: only Stripe's signed event does (webhook.server.ts). The page
 * the donor comes back to (/don/merci) reads the record's status.
 */
import { and, eq } from "drizzle-orm";
import { donations, monthlyGifts } from "#db/schema";
import { byUser, closeGift, lockGift, recordGift } from "~/domain/gifts/lifecycle.server";
import { checkDonation } from "~/domain/donations/donation.server";
import { insertWithUniqueReference } from "~/lib/reference";
import {
  DONATION_FIELDS,
  type DonationField,
  type DonationValues,
} from "~/domain/donations/donation-form";
import { referenceCode } from "~/lib/reference";
import type { DonationInput } from "~/domain/donations/schema";
import { personFor } from "~/domain/people/people.server";
import { getSettings } from "~/domain/settings/settings.server";
import { isSpam } from "~/lib/honeypot";
import type { RefusedForm } from "~/lib/forms/refusal";
import { postedFields } from "~/lib/forms/validate";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { createCheckout } from "~/server/payments/stripe.server";
import {
  CARD_UNAVAILABLE,
  CHECKOUT_FAILED,
  FREQUENCY_FIELD,
  PAY_WITH_FIELD,
  parseFrequency,
  type GiftFrequency,
} from "~/domain/payment-options/card-choice";
import { cardPaymentsAvailable, stripeConfig } from "~/domain/payment-options/stripe-config.server";

export type CardDonationValues = DonationValues & {
  [PAY_WITH_FIELD]: string;
  [FREQUENCY_FIELD]: string;
};

export type CardDonationResult =
  /** Send the donor to Stripe's page (303). */
  | { status: "checkout"; url: string; reference: string }
  /** 400 invalid, 429 rate-limited, 409 unavailable, 503 checkout-failed. */
  | RefusedForm<
      "invalid" | "rate-limited" | "unavailable" | "checkout-failed",
      DonationField,
      CardDonationValues
    >;

/** Where Stripe sends the donor back (absolute URLs of this site). */
export interface ReturnPages {
  /** The site's root, e.g. https://fondation.example/ */
  siteUrl: string;
}

/** Whether a posted /don form asks for a card payment. */
export function wantsCard(form: FormData): boolean {
  return form.get(PAY_WITH_FIELD) === "card";
}

/** « Don à la Fondation — Projet X » (mensuel), shown on Stripe's page and receipt. */
function giftDescription(siteName: string, projectTitle: string, frequency: GiftFrequency) {
  const kind = frequency === "monthly" ? "Don mensuel" : "Don";
  return `${kind} — ${siteName} — ${projectTitle}`.slice(0, 250);
}

const donorColumns = (input: DonationInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  address: input.address,
  city: input.city,
  province: input.province,
  postalCode: input.postalCode,
  country: input.country,
  amountCents: input.amountCents,
  projectId: input.projectId,
  fundId: input.fundId,
  receiptRequested: input.receiptRequested,
});

/**
 * Validates a card gift, stores it pending and opens its Checkout session. A filled honeypot gets
 * a believable refusal-free answer and stores nothing (it is sent back to /don/annule).
 */
export async function submitCardDonation(
  db: Db,
  form: FormData,
  meta: { ip?: string | null; siteUrl: string; siteName?: string },
): Promise<CardDonationResult> {
  const frequency = parseFrequency(form.get(FREQUENCY_FIELD));
  const values: CardDonationValues = {
    ...postedFields(form, DONATION_FIELDS),
    [PAY_WITH_FIELD]: "card",
    [FREQUENCY_FIELD]: frequency,
  };
  const checked = await checkDonation(db, values, meta.ip, {
    available: cardPaymentsAvailable,
    unavailable: CARD_UNAVAILABLE.text,
  });
  if (!checked.ok) return checked.refusal;
  const { input, projectTitle } = checked;

  if (isSpam(form)) {
    const reference = referenceCode(frequency === "monthly" ? "MEN" : "DON");
    return {
      status: "checkout",
      reference,
      url: new URL(`/don/annule?ref=${reference}`, meta.siteUrl).href,
    };
  }

  const record = await db.transaction(async (tx) => {
    const personId = await personFor(tx, { ...input });
    if (frequency === "monthly") {
      const reference = await insertWithUniqueReference("MEN", (code) =>
        tx
          .insert(monthlyGifts)
          .values({ ...donorColumns(input), personId, reference: code, status: "pending" })
          .onConflictDoNothing({ target: monthlyGifts.reference })
          .returning({ reference: monthlyGifts.reference }),
      );
      return { kind: "monthly" as const, reference };
    }
    const { reference } = await recordGift(tx, byUser(null), {
      ...donorColumns(input),
      personId,
      paymentMethod: "card",
    });
    return { kind: "donation" as const, reference };
  });

  const config = await stripeConfig(db);
  const siteName = meta.siteName ?? (await getSettings(db, ["general"])).general.siteName;
  try {
    const session = await createCheckout(config, {
      reference: record.reference,
      mode: record.kind === "monthly" ? "subscription" : "payment",
      amountCents: input.amountCents,
      currency: "cad",
      description: giftDescription(siteName, projectTitle, frequency),
      customerEmail: input.email,
      successUrl: `${new URL("/don/merci", meta.siteUrl).href}?session={CHECKOUT_SESSION_ID}`,
      cancelUrl: new URL(`/don/annule?ref=${record.reference}`, meta.siteUrl).href,
      metadata: { kind: record.kind },
      ...(record.kind === "donation" ? { submitType: "donate" as const } : {}),
    });
    if (record.kind === "monthly") {
      await db
        .update(monthlyGifts)
        .set({ stripeSessionId: session.id, updatedAt: new Date() })
        .where(eq(monthlyGifts.reference, record.reference));
    } else {
      await db
        .update(donations)
        .set({ stripeSessionId: session.id, updatedAt: new Date() })
        .where(eq(donations.reference, record.reference));
    }
    return { status: "checkout", url: session.url, reference: record.reference };
  } catch (error) {
    logger.error("Session Stripe Checkout impossible", {
      reference: record.reference,
      error: error instanceof Error ? error.name : "inconnue",
    });
    await abandon(db, record);
    return { status: "checkout-failed", errors: { form: CHECKOUT_FAILED.text }, values };
  }
}

/** A gift whose payment page could not be opened: marked failed (or expired), journaled. */
async function abandon(db: Db, record: { kind: "monthly" | "donation"; reference: string }) {
  const reason = "La page de paiement Stripe n'a pas pu être ouverte.";
  await db.transaction(async (tx) => {
    if (record.kind === "donation") {
      const gift = await lockGift(tx, eq(donations.reference, record.reference));
      if (gift) await closeGift(tx, byUser(null), gift.id, "fail", reason);
      return;
    }
    await tx
      .update(monthlyGifts)
      .set({ status: "expired", updatedAt: new Date() })
      .where(and(eq(monthlyGifts.reference, record.reference), eq(monthlyGifts.status, "pending")));
    await audit(tx, {
      userId: null,
      action: "payment.checkout_failed",
      entity: "monthly_gift",
      details: { reference: record.reference },
    });
  });
}
