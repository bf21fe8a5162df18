/**
 * A gift's life, for every source (issue 25, item 1; decision 0048): recorded → confirmed →
 * receipted → refunded, or failed / cancelled. The public form of /don (Interac and card), Stripe's
 * signed events (a card gift, a monthly instalment, a refund), the bank file's reconciliation and
 * the treasurer's entries (cash, cheque, in kind; confirm, fail, cancel, refund) all move a gift
 * through these functions and nothing else writes a gift's status.
 *
 * Each step:
 * - is guarded in SQL by the status it starts from (`WHERE status IN …`, the row locked), so two
 *   hands on one gift cannot both succeed;
 * - is journaled (audit_log) in its transaction, with the gift's source (sources.ts) and, for
 *   Stripe, the event that did it;
 * - tells the public totals when money in changes (a project's collected amount, computed from
 *   the gifts: projects/collected.server.ts).
 * Confirming issues the official receipt when the gift qualifies (domain/receipts, which journals
 * it); every way out of "completed" voids the gift's valid receipts (CRA: a gift not received, or
 * given back, keeps no receipt).
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { donations } from "#db/schema";
import type { DONATION_STATUSES } from "#db/vocabularies";
import { CONFIRMED } from "~/domain/ledger/money-in.server";
import { isNoReceiptDue } from "~/domain/receipts/receipt-rules";
import {
  issueDonationReceiptTx,
  voidReceiptsOfDonationTx,
} from "~/domain/receipts/receipts.server";
import { insertWithUniqueReference } from "~/lib/reference";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { giftSource } from "./sources";

type Status = (typeof DONATION_STATUSES)[number];
const PENDING = "pending" satisfies Status;

/** The journal's action of each step (the receipt's own steps are journaled by domain/receipts). */
export const GIFT_STEP_ACTIONS = {
  record: "donation.record",
  confirm: "donation.confirm",
  fail: "donation.fail",
  cancel: "donation.cancel",
  refund: "donation.refund",
} as const;

/**
 * Who moves a gift: a volunteer (`userId`), or nobody signed in (null: a visitor's form, Stripe's
 * signed event), with what the journal should add (Stripe's event id and type).
 */
export interface GiftActor {
  userId: number | null;
  trace?: Record<string, unknown>;
}

/** A volunteer, or nobody signed in. */
export const byUser = (userId: number | null): GiftActor => ({ userId });

/**
 * What a step gives: done, no such gift, a gift not in a status allowing it, or (delete) a gift
 * that had an official receipt, kept as a financial record.
 */
export type ChangeResult = "done" | "not-found" | "wrong-status" | "has-receipt";

/**
 * What confirming a gift did about its official receipt: issued (its serial number), none due
 * (`isNoReceiptDue`: under the minimum, not requested), or not issued for a reason the treasurer
 * must know (missing address, missing settings) — the gift is confirmed anyway.
 */
export type ConfirmReceipt =
  | { kind: "issued"; serialNumber: number; email: string }
  | { kind: "none" }
  | { kind: "problem"; message: string };

/** A gift as a step reads it before writing. */
export type LockedGift = NonNullable<Awaited<ReturnType<typeof lockGift>>>;

/**
 * Reads one gift and locks its row until the transaction ends, so that a step (a treasurer's, or
 * one of Stripe's events) starts from the status it checked.
 */
export async function lockGift(tx: Db, which: SQL) {
  const [gift] = await tx
    .select({
      id: donations.id,
      reference: donations.reference,
      status: donations.status,
      amountCents: donations.amountCents,
      advantageCents: donations.advantageCents,
      paymentMethod: donations.paymentMethod,
      monthlyGiftId: donations.monthlyGiftId,
      chequeNumber: donations.chequeNumber,
      stripeSessionId: donations.stripeSessionId,
    })
    .from(donations)
    .where(which)
    .for("update");
  return gift;
}

/** Whether there is such a gift: what a refused step answers. */
export async function missingOrWrong(db: Db, id: number): Promise<ChangeResult> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.id, id))
    .limit(1);
  return row ? "wrong-status" : "not-found";
}

/** The public totals (a project's collected amount, /transparence) are told at commit. */
export const giftTotalsChanged = (tx: Db) => publicContentChanged(tx);

/** One step's journal row: the gift, its source, and who did it. */
function journalStep(
  tx: Db,
  actor: GiftActor,
  action: string,
  gift: Pick<LockedGift, "id" | "reference" | "paymentMethod" | "monthlyGiftId">,
  details: Record<string, unknown>,
) {
  return audit(tx, {
    userId: actor.userId,
    action,
    entity: "donation",
    entityId: gift.id,
    details: { reference: gift.reference, source: giftSource(gift), ...details, ...actor.trace },
  });
}

/** What a gift is recorded with: its donor, amount, designation and way of payment. */
export type NewGift = Omit<
  typeof donations.$inferInsert,
  | "id"
  | "reference"
  | "status"
  | "statusReason"
  | "receivedAt"
  | "receiptSentAt"
  | "refundedAt"
  | "createdAt"
  | "updatedAt"
>;

/**
 * Records a gift, pending (a promise: an Interac transfer to come, a card payment page opened).
 * With `receivedAt` (a gift in hand: cash, cheque, property, a paid instalment), it is confirmed
 * in the same transaction, its receipt issued when it qualifies.
 */
export async function recordGift(
  db: Db,
  actor: GiftActor,
  gift: NewGift,
  options: { receivedAt?: Date; details?: Record<string, unknown> } = {},
): Promise<{ id: number; reference: string; receipt: ConfirmReceipt | null }> {
  return db.transaction(async (tx) => {
    let id = 0;
    const reference = await insertWithUniqueReference("DON", async (candidate) => {
      const rows = await tx
        .insert(donations)
        .values({ ...gift, reference: candidate, status: PENDING })
        .onConflictDoNothing({ target: donations.reference })
        .returning({ id: donations.id, reference: donations.reference });
      if (rows[0]) id = rows[0].id;
      return rows;
    });
    const recorded = {
      id,
      reference,
      paymentMethod: gift.paymentMethod,
      monthlyGiftId: gift.monthlyGiftId ?? null,
    };
    await journalStep(tx, actor, GIFT_STEP_ACTIONS.record, recorded, {
      amountCents: gift.amountCents,
      ...(gift.advantageCents ? { advantageCents: gift.advantageCents } : {}),
      ...(gift.chequeNumber ? { chequeNumber: gift.chequeNumber } : {}),
      ...options.details,
    });
    if (!options.receivedAt) return { id, reference, receipt: null };
    const confirmed = await confirmGift(tx, actor, id, options.receivedAt);
    return { id, reference, receipt: confirmed.receipt };
  });
}

/**
 * A pending gift whose money (or property) arrived: completed, received on `receivedAt`, its
 * receipt issued and queued when it qualifies. A receipt refused happens before it writes
 * anything: the gift stands confirmed alone.
 */
export async function confirmGift(
  db: Db,
  actor: GiftActor,
  id: number,
  receivedAt: Date = new Date(),
): Promise<{ result: ChangeResult; receipt: ConfirmReceipt }> {
  const receipt = await db.transaction(async (tx): Promise<ConfirmReceipt | null> => {
    const gift = await lockGift(tx, eq(donations.id, id));
    if (!gift || gift.status !== PENDING) return null;
    await tx
      .update(donations)
      .set({ status: CONFIRMED, statusReason: null, receivedAt, updatedAt: new Date() })
      .where(eq(donations.id, id));
    await giftTotalsChanged(tx);
    await journalStep(tx, actor, GIFT_STEP_ACTIONS.confirm, gift, {
      from: PENDING,
      to: CONFIRMED,
    });
    const issued = await issueDonationReceiptTx(tx, actor.userId, id);
    if (issued.ok)
      return { kind: "issued", serialNumber: issued.serialNumber, email: issued.email };
    return isNoReceiptDue(issued.reason)
      ? { kind: "none" }
      : { kind: "problem", message: issued.message };
  });
  if (receipt) return { result: "done", receipt };
  return { result: await missingOrWrong(db, id), receipt: { kind: "none" } };
}

/** The ways out of a gift's life, each from the statuses it may start from. */
const EXITS = {
  fail: { to: "failed", from: [PENDING, CONFIRMED] },
  cancel: { to: "cancelled", from: [PENDING, CONFIRMED] },
  refund: { to: "refunded", from: [CONFIRMED] },
  /** Stripe gave the money back: whatever the gift's status here, it is refunded. */
  "card-refund": { to: "refunded", from: [PENDING, CONFIRMED, "failed", "cancelled"] },
} as const satisfies Record<string, { to: Status; from: readonly Status[] }>;
export type GiftExit = keyof typeof EXITS;

/**
 * 'Marquer comme échoué' / 'Annuler' (a pending or completed gift, or Stripe's expired or
 * declined payment), 'Marquer comme remboursé' (a completed gift the foundation gave back: cash,
 * cheque, transfer, its day kept for « Dons remboursés »), and Stripe's refund of a card gift.
 * A card gift is refunded at Stripe only, whose signed event records it: the treasurer's refund of
 * one answers `by-card`. The reason is kept on the gift and in the journal; valid receipts are
 * voided.
 */
export async function closeGift(
  db: Db,
  actor: GiftActor,
  id: number,
  exit: GiftExit,
  reason: string,
): Promise<ChangeResult | "by-card"> {
  const { to, from } = EXITS[exit];
  const changed = await db.transaction(async (tx) => {
    const gift = await lockGift(tx, eq(donations.id, id));
    if (!gift) return false;
    if (exit === "refund" && gift.paymentMethod === "card") return "by-card" as const;
    if (!(from as readonly string[]).includes(gift.status)) return false;
    const now = new Date();
    await tx
      .update(donations)
      .set({
        status: to,
        statusReason: reason,
        updatedAt: now,
        ...(to === "refunded" ? { refundedAt: now } : {}),
      })
      .where(and(eq(donations.id, id), inArray(donations.status, [...from])));
    if (gift.status === CONFIRMED) await giftTotalsChanged(tx);
    const action = GIFT_STEP_ACTIONS[exit === "card-refund" ? "refund" : exit];
    await journalStep(tx, actor, action, gift, { from: gift.status, to, reason });
    await voidReceiptsOfDonationTx(tx, actor.userId, id, reason);
    return true;
  });
  if (changed === "by-card") return changed;
  return changed ? "done" : missingOrWrong(db, id);
}
