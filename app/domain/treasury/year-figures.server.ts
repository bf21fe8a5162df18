/**
 * The treasurer's year (issue 25, item 8; decision 0047): for one fiscal period, every record the
 * returns' figures come from — confirmed gifts, paid shop orders, disbursements to qualified
 * donees — each placed on its line by the rules of year-lines.ts, the figures as their sums, the
 * cross-checks against the receipt register, and the gifts refunded in the period.
 *
 * Everything is read as records and summed here, so that each figure opens the exact list behind
 * it and the CSV holds the same rows. A foundation's year is a few thousand records at most.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { disbursements, donations, orders, receiptDonations, receipts } from "#db/schema";
import { designationTitle } from "~/domain/funds/designation.server";
import { giftDate } from "~/domain/ledger/gift-date.server";
import { validReceiptSerial } from "~/domain/receipts/valid-receipt.server";
import { CONFIRMED, IN_KIND } from "~/domain/ledger/money-in.server";
import { TIME_ZONE } from "~/lib/format";
import type { Db } from "~/server/db.server";
import type { FiscalPeriod } from "./fiscal-year";
import { giftLines, YEAR_LINES, type YearLine } from "./year-lines";

/** One record on one line: a gift's part, an order, a disbursement. */
export interface YearRecord {
  line: YearLine;
  /** DON-…, CMD-…, or the disbursement's number. */
  reference: string;
  /** Its day in Saguenay. */
  day: string;
  /** The donor, the buyer, or what the disbursement was for. */
  who: string;
  /** The fund or project (gifts and disbursements). */
  fund: string | null;
  cents: number;
  /** The receipt covering a gift, if any. */
  receiptSerial: number | null;
}

export interface RefundedGift {
  reference: string;
  giftDay: string;
  refundDay: string;
  donor: string;
  cents: number;
  /** The receipts voided because of the refund (their serial numbers). */
  voidedSerials: number[];
}

export interface ReceiptCheck {
  /** The valid receipts covering a gift of the period, and their eligible amounts. */
  validCount: number;
  validCents: number;
  /** Receipts for gifts of the period that were voided, and their eligible amounts. */
  voidedCount: number;
  voidedCents: number;
  /** The serial numbers issued in the period: from, to, and those missing between. */
  firstSerial: number | null;
  lastSerial: number | null;
  missingSerials: number[];
}

export interface YearFigures {
  period: FiscalPeriod;
  totals: Record<YearLine, number>;
  records: YearRecord[];
  refunds: RefundedGift[];
  receipts: ReceiptCheck;
}

/** A timestamp's calendar day in Saguenay, as SQL. */
const dayOf = (moment: unknown) =>
  sql<string>`to_char(${moment} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
const giftDay = dayOf(giftDate);
const donorName = sql<string>`${donations.firstName} || ' ' || ${donations.lastName}`;

/** The valid (not voided) receipt covering a gift, if any. */
const validSerial = validReceiptSerial(donations.id);

async function giftRecords(db: Db, period: FiscalPeriod): Promise<YearRecord[]> {
  const gifts = await db
    .select({
      reference: donations.reference,
      day: giftDay,
      who: donorName,
      fund: designationTitle(donations),
      amountCents: donations.amountCents,
      advantageCents: donations.advantageCents,
      method: donations.paymentMethod,
      serial: validSerial,
    })
    .from(donations)
    .where(
      and(eq(donations.status, CONFIRMED), gte(giftDay, period.start), lte(giftDay, period.end)),
    )
    .orderBy(asc(giftDay), asc(donations.id));
  return gifts.flatMap((gift) => {
    const serial = gift.serial === null ? null : Number(gift.serial);
    const parts = giftLines(gift.amountCents, gift.advantageCents, serial !== null);
    const record = (line: YearLine, cents: number): YearRecord => ({
      line,
      reference: gift.reference,
      day: gift.day,
      who: gift.who,
      fund: gift.fund,
      cents,
      receiptSerial: serial,
    });
    const lines = (["4500", "4530", "4630"] as const)
      .filter((line) => parts[line] > 0)
      .map((line) => record(line, parts[line]));
    // A gift of property, receipted: also counted apart (Schedule 5), inside 4500.
    if (gift.method === IN_KIND && parts["4500"] > 0) lines.push(record("nature", parts["4500"]));
    return lines;
  });
}

async function saleRecords(db: Db, period: FiscalPeriod): Promise<YearRecord[]> {
  const paidDay = dayOf(orders.paidAt);
  const rows = await db
    .select({
      reference: orders.reference,
      day: paidDay,
      who: orders.customerName,
      cents: orders.totalCents,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        isNull(orders.refundedAt),
        ne(orders.status, "cancelled"),
        gte(paidDay, period.start),
        lte(paidDay, period.end),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map((row) => ({ ...row, line: "4640", fund: null, receiptSerial: null }));
}

async function qualifiedDoneeRecords(db: Db, period: FiscalPeriod): Promise<YearRecord[]> {
  const rows = await db
    .select({
      id: disbursements.id,
      day: disbursements.paidOn,
      who: disbursements.purpose,
      fund: designationTitle(disbursements),
      cents: disbursements.amountCents,
    })
    .from(disbursements)
    .where(
      and(
        eq(disbursements.beneficiaryCategory, "donataire-reconnu"),
        gte(disbursements.paidOn, period.start),
        lte(disbursements.paidOn, period.end),
      ),
    )
    .orderBy(asc(disbursements.paidOn), asc(disbursements.id));
  return rows.map(({ id, ...row }) => ({
    ...row,
    reference: `Décaissement n° ${id}`,
    line: "5050",
    receiptSerial: null,
  }));
}

async function refundedGifts(db: Db, period: FiscalPeriod): Promise<RefundedGift[]> {
  const refundDay = dayOf(donations.refundedAt);
  const rows = await db
    .select({
      id: donations.id,
      reference: donations.reference,
      giftDay,
      refundDay,
      donor: donorName,
      cents: donations.amountCents,
    })
    .from(donations)
    .where(
      and(
        isNotNull(donations.refundedAt),
        gte(refundDay, period.start),
        lte(refundDay, period.end),
      ),
    )
    .orderBy(asc(donations.refundedAt), asc(donations.id));
  if (rows.length === 0) return [];
  const voided = await db
    .select({ donationId: receiptDonations.donationId, serial: receipts.serialNumber })
    .from(receiptDonations)
    .innerJoin(receipts, eq(receipts.id, receiptDonations.receiptId))
    .where(
      and(
        inArray(
          receiptDonations.donationId,
          rows.map((row) => row.id),
        ),
        isNotNull(receipts.voidedAt),
      ),
    );
  return rows.map(({ id, ...row }) => ({
    ...row,
    voidedSerials: voided.filter((v) => v.donationId === id).map((v) => v.serial),
  }));
}

async function receiptCheck(db: Db, period: FiscalPeriod): Promise<ReceiptCheck> {
  // The receipts covering a gift of the period, each once.
  const covering = await db
    .selectDistinct({
      id: receipts.id,
      eligibleCents: receipts.eligibleCents,
      voided: sql<boolean>`${receipts.voidedAt} is not null`,
    })
    .from(receipts)
    .innerJoin(receiptDonations, eq(receiptDonations.receiptId, receipts.id))
    .innerJoin(donations, eq(donations.id, receiptDonations.donationId))
    .where(and(gte(giftDay, period.start), lte(giftDay, period.end)));
  const issuedDay = dayOf(receipts.issuedAt);
  const issued = await db
    .select({ serial: receipts.serialNumber })
    .from(receipts)
    .where(and(gte(issuedDay, period.start), lte(issuedDay, period.end)))
    .orderBy(asc(receipts.serialNumber));
  const serials = issued.map((row) => row.serial);
  const present = new Set(serials);
  const first = serials[0] ?? null;
  const last = serials.at(-1) ?? null;
  const missing: number[] = [];
  if (first !== null && last !== null) {
    for (let serial = first; serial <= last; serial++)
      if (!present.has(serial)) missing.push(serial);
  }
  const valid = covering.filter((row) => !row.voided);
  const voided = covering.filter((row) => row.voided);
  const sum = (rows: { eligibleCents: number }[]) =>
    rows.reduce((total, row) => total + row.eligibleCents, 0);
  return {
    validCount: valid.length,
    validCents: sum(valid),
    voidedCount: voided.length,
    voidedCents: sum(voided),
    firstSerial: first,
    lastSerial: last,
    missingSerials: missing,
  };
}

/** The year's figures for `period`. */
export async function yearFigures(db: Db, period: FiscalPeriod): Promise<YearFigures> {
  const [gifts, sales, donees, refunds, check] = await Promise.all([
    giftRecords(db, period),
    saleRecords(db, period),
    qualifiedDoneeRecords(db, period),
    refundedGifts(db, period),
    receiptCheck(db, period),
  ]);
  const records = [...gifts, ...sales, ...donees];
  const totals = Object.fromEntries(YEAR_LINES.map((line) => [line, 0])) as Record<
    YearLine,
    number
  >;
  for (const record of records) totals[record.line] += record.cents;
  return { period, totals, records, refunds, receipts: check };
}
