/**
 * /admin/donations: the donations, one page at a time, filtered by status and searched by donor
 * name, email or reference; the totals of the summary cards; the CSV export of the same filtered
 * list; the status changes a treasurer makes; and the payment options.
 *
 * Donations are financial records: a completed one is never deleted. Its status changes (confirm,
 * fail, cancel, refund) are the steps of a gift's life, in domain/gifts/lifecycle.server.ts.
 */
import { designationTitle } from "~/domain/funds/designation.server";
import { and, count, eq, ilike, ne, or, sql, sum, type SQL } from "drizzle-orm";
import { donations, paymentOptions, projects, receiptDonations } from "#db/schema";
import { listOrder, pageRows } from "~/domain/admin/page-rows.server";
import { pageWindow } from "~/domain/admin/pagination";
import { donorAddressColumns } from "~/domain/receipts/receipts.server";
import { missingOrWrong, type ChangeResult } from "~/domain/gifts/lifecycle.server";
import { containsPattern } from "~/lib/search";
import type { Db } from "~/server/db.server";
import { audit, auditedChange } from "~/server/audit.server";
import type { DonationCsvRow } from "./csv";
import { giftDate } from "~/domain/ledger/gift-date.server";
import { validReceiptSerial } from "~/domain/receipts/valid-receipt.server";
import type { DonationStatus } from "./labels";

export const DONATIONS_PAGE_SIZE = 20;

export interface DonationFilter {
  status: DonationStatus | null;
  /** Free text matched against the donor's name, email and the reference. */
  q: string;
}

const columns = {
  id: donations.id,
  reference: donations.reference,
  firstName: donations.firstName,
  lastName: donations.lastName,
  email: donations.email,
  phone: donations.phone,
  ...donorAddressColumns,
  amountCents: donations.amountCents,
  advantageCents: donations.advantageCents,
  advantageDescription: donations.advantageDescription,
  projectId: donations.projectId,
  fundId: donations.fundId,
  projectTitle: designationTitle(donations),
  paymentMethod: donations.paymentMethod,
  chequeNumber: donations.chequeNumber,
  inKindDescription: donations.inKindDescription,
  appraiserName: donations.appraiserName,
  appraiserAddress: donations.appraiserAddress,
  status: donations.status,
  statusReason: donations.statusReason,
  receiptRequested: donations.receiptRequested,
  receiptSentAt: donations.receiptSentAt,
  receivedAt: donations.receivedAt,
  refundedAt: donations.refundedAt,
  personId: donations.personId,
  monthlyGiftId: donations.monthlyGiftId,
  createdAt: donations.createdAt,
  /** The serial number of the valid (not voided) receipt covering the gift, if any. */
  receiptSerialNumber: validReceiptSerial(donations.id),
  /** Receipts ever issued for the gift, voided ones included: such a gift is never deleted. */
  hasReceipts: sql<boolean>`exists (
    select 1 from ${receiptDonations} where ${receiptDonations.donationId} = ${donations.id})`.mapWith(
    Boolean,
  ),
};

/** A donation as the back-office shows it (Stripe's ids stay on the server side of payments). */
export type DonationRow = Omit<
  typeof donations.$inferSelect,
  "updatedAt" | "stripeSessionId" | "stripePaymentIntentId" | "stripeInvoiceId"
> & {
  projectTitle: string | null;
  receiptSerialNumber: number | null;
  hasReceipts: boolean;
};

function filterWhere({ status, q }: DonationFilter): SQL | undefined {
  const pattern = q ? containsPattern(q) : null;
  return and(
    status ? eq(donations.status, status) : undefined,
    pattern
      ? or(
          ilike(sql`${donations.firstName} || ' ' || ${donations.lastName}`, pattern),
          ilike(donations.email, pattern),
          ilike(donations.reference, pattern),
        )
      : undefined,
  );
}

/**
 * The list's order (the export's too): newest gift first by its date (received, else made: a
 * cash gift typed today for last week sits with last week's), the id breaking ties.
 */
const newestFirst = listOrder([giftDate, "desc"], [donations.id, "desc"]);

/** One page of donations, newest first. */
export async function listDonations(db: Db, filter: DonationFilter & { page: number }) {
  const where = filterWhere(filter);
  const [{ total }] = await db.select({ total: count() }).from(donations).where(where);
  const window = pageWindow(filter.page, total, DONATIONS_PAGE_SIZE);
  const { page, pageCount } = window;
  const rows: DonationRow[] = await db
    .select(columns)
    .from(donations)
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .where(pageRows(db, donations, where, newestFirst, window, total))
    .orderBy(...newestFirst.forward);
  return { rows, page, pageCount, total };
}

/** Where a batch of the export starts: after this row of the list's order. */
export interface ExportCursor {
  /** The gift's date as PostgreSQL writes it (microseconds: a JavaScript Date would lose them). */
  giftDate: string;
  id: number;
}

/**
 * One batch of the CSV export: up to `limit` donations of the filter, in the list's order,
 * after `after` (keyset: each batch starts in the index where the last one ended, so the last
 * batch costs what the first one does), with the cursor of the next batch.
 */
export async function exportDonationsBatch(
  db: Db,
  filter: DonationFilter,
  after: ExportCursor | null,
  limit: number,
): Promise<{ rows: DonationCsvRow[]; next: ExportCursor | null }> {
  const rows = await db
    .select({
      id: donations.id,
      cursor: sql<string>`${giftDate}::text`,
      reference: donations.reference,
      createdAt: donations.createdAt,
      firstName: donations.firstName,
      lastName: donations.lastName,
      email: donations.email,
      amountCents: donations.amountCents,
      paymentMethod: donations.paymentMethod,
      projectTitle: designationTitle(donations),
      status: donations.status,
      statusReason: donations.statusReason,
      receivedAt: donations.receivedAt,
      receiptRequested: donations.receiptRequested,
      receiptSentAt: donations.receiptSentAt,
    })
    .from(donations)
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .where(
      and(
        filterWhere(filter),
        after
          ? sql`(${giftDate}, ${donations.id}) < (${after.giftDate}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst.forward)
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows,
    next: last && rows.length === limit ? { giftDate: last.cursor, id: last.id } : null,
  };
}

export interface DonationTotals {
  completedCents: number;
  pendingCents: number;
  count: number;
}

/** The summary cards: sums of completed and pending donations, and the number of records. */
export async function donationTotals(db: Db): Promise<DonationTotals> {
  // Grouped by status: read from the (status, amount) index alone, not from the rows.
  const rows = await db
    .select({ status: donations.status, cents: sum(donations.amountCents), count: count() })
    .from(donations)
    .groupBy(donations.status);
  const cents = (status: string) => Number(rows.find((row) => row.status === status)?.cents ?? 0);
  return {
    completedCents: cents("completed"),
    pendingCents: cents("pending"),
    count: rows.reduce((total, row) => total + row.count, 0),
  };
}

export async function getDonation(db: Db, id: number): Promise<DonationRow | null> {
  const [row] = await db
    .select(columns)
    .from(donations)
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .where(eq(donations.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes a donation that is not completed (a completed one is a financial record), nor ever
 * receipted (its voided receipts are kept, and so is the gift they name).
 */
export async function deleteDonation(db: Db, actorId: number, id: number): Promise<ChangeResult> {
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const [receipted] = await tx
      .select({ id: receiptDonations.receiptId })
      .from(receiptDonations)
      .where(eq(receiptDonations.donationId, id))
      .limit(1);
    if (receipted) return "has-receipt";
    const [row] = await tx
      .delete(donations)
      .where(and(eq(donations.id, id), ne(donations.status, "completed")))
      .returning({
        reference: donations.reference,
        status: donations.status,
        amountCents: donations.amountCents,
      });
    if (!row) return missingOrWrong(tx, id);
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "donation",
      entityId: id,
      details: { reference: row.reference, status: row.status, amountCents: row.amountCents },
    });
    return "done";
  });
}

// ---------------------------------------------------------------- payment options

export type PaymentOptionRow = Omit<typeof paymentOptions.$inferSelect, "config">;

/** The payment options, in creation order (there are only a few: no pagination needed). */
export async function listPaymentOptions(db: Db): Promise<PaymentOptionRow[]> {
  return db
    .select({
      id: paymentOptions.id,
      name: paymentOptions.name,
      description: paymentOptions.description,
      type: paymentOptions.type,
      enabled: paymentOptions.enabled,
    })
    .from(paymentOptions)
    .orderBy(paymentOptions.id);
}

/** Turns an option on or off; null when there is no such option. */
export function setPaymentOptionEnabled(
  db: Db,
  actorId: number,
  id: number,
  enabled: boolean,
): Promise<{ name: string; type: string } | null> {
  return auditedChange(db, {
    userId: actorId,
    action: enabled ? "payment_option.enable" : "payment_option.disable",
    entity: "payment_option",
    entityId: id,
    write: (tx) =>
      tx
        .update(paymentOptions)
        .set({ enabled })
        .where(eq(paymentOptions.id, id))
        .returning({ name: paymentOptions.name, type: paymentOptions.type }),
    details: ({ name, type }) => ({ name, type }),
  });
}
