/**
 * What the pages Stripe sends a donor or a buyer back to (/don/merci, /panier/merci) show: the
 * record of the Checkout session as it stands. They read only; the redirect proves nothing, the
 * signed event decides (webhook.server.ts). A session id (cs_…, unguessable) is the only key.
 */
import { designationTitle } from "~/domain/funds/designation.server";
import { eq } from "drizzle-orm";
import { donations, funds, monthlyGifts, orders, projects } from "#db/schema";
import { monthlyGiftHref } from "~/domain/donations/donate-link";
import { GENERAL_FUND_LABEL } from "~/domain/donations/donation-form";
import type { Db } from "~/server/db.server";
import type { GiftReturn, GiftState, OrderReturn } from "./returns";

export type { GiftReturn, GiftState, OrderReturn };

/** Checkout session ids as Stripe makes them (and the stand-in): cs_test_… / cs_live_… */
const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/;

export function isSessionId(raw: string | null | undefined): raw is string {
  return typeof raw === "string" && SESSION_ID.test(raw);
}

function donationState(status: string): GiftState {
  if (status === "completed") return "confirmed";
  if (status === "pending") return "pending";
  return "failed";
}

function monthlyState(status: string): GiftState {
  if (status === "active") return "confirmed";
  if (status === "pending") return "pending";
  return "failed";
}

/** The gift (one-time or monthly) of a Checkout session, or null. */
export async function giftOfSession(db: Db, sessionId: string): Promise<GiftReturn | null> {
  if (!isSessionId(sessionId)) return null;
  const [gift] = await db
    .select({
      reference: donations.reference,
      amountCents: donations.amountCents,
      projectTitle: designationTitle(donations),
      firstName: donations.firstName,
      receiptRequested: donations.receiptRequested,
      status: donations.status,
      projectId: donations.projectId,
      fundId: donations.fundId,
    })
    .from(donations)
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .where(eq(donations.stripeSessionId, sessionId));
  if (gift) {
    const { projectId, fundId, ...shown } = gift;
    const [fund] = fundId
      ? await db.select({ slug: funds.slug }).from(funds).where(eq(funds.id, fundId))
      : [];
    return {
      kind: "donation",
      ...shown,
      projectTitle: gift.projectTitle ?? GENERAL_FUND_LABEL,
      state: donationState(gift.status),
      // The gift's amount and designation only: the address carries nothing personal.
      monthlyHref: monthlyGiftHref({
        amountCents: gift.amountCents,
        projectId,
        fundSlug: fund?.slug ?? null,
      }),
    };
  }
  const [monthly] = await db
    .select({
      reference: monthlyGifts.reference,
      amountCents: monthlyGifts.amountCents,
      projectTitle: designationTitle(monthlyGifts),
      firstName: monthlyGifts.firstName,
      receiptRequested: monthlyGifts.receiptRequested,
      status: monthlyGifts.status,
    })
    .from(monthlyGifts)
    .leftJoin(projects, eq(projects.id, monthlyGifts.projectId))
    .where(eq(monthlyGifts.stripeSessionId, sessionId));
  if (!monthly) return null;
  return {
    kind: "monthly",
    ...monthly,
    projectTitle: monthly.projectTitle ?? GENERAL_FUND_LABEL,
    state: monthlyState(monthly.status),
    monthlyHref: null,
  };
}

/** The shop order of a Checkout session, or null. */
export async function orderOfSession(db: Db, sessionId: string): Promise<OrderReturn | null> {
  if (!isSessionId(sessionId)) return null;
  const [order] = await db
    .select({
      reference: orders.reference,
      totalCents: orders.totalCents,
      customerName: orders.customerName,
      status: orders.status,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.stripeSessionId, sessionId));
  if (!order) return null;
  return {
    reference: order.reference,
    totalCents: order.totalCents,
    customerName: order.customerName,
    state: order.paidAt ? "paid" : order.status === "cancelled" ? "cancelled" : "pending",
  };
}

/** A DON-/MEN-/CMD- reference given back in a cancel address, or null (nothing else is echoed). */
export function referenceParam(raw: string | null, prefixes: readonly string[]): string | null {
  if (!raw || !/^[A-Z]{3}-[A-Z0-9]{6}$/.test(raw)) return null;
  return prefixes.some((prefix) => raw.startsWith(`${prefix}-`)) ? raw : null;
}
