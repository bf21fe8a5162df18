/**
 * The dashboard's "Dons" tab: donation statistics computed from the donations table — per status,
 * the average completed gift, this calendar year (America/Toronto, by the gift's date: the day it
 * was received, as its receipt says), per method and per project. "Completed" is the ledger's
 * confirmed gift (domain/ledger).
 */
import { designationTitle } from "~/domain/funds/designation.server";
import { and, count, desc, eq, sql, sum } from "drizzle-orm";
import { donations } from "#db/schema";
import { giftDate } from "~/domain/ledger/gift-date.server";
import { CONFIRMED } from "~/domain/ledger/money-in.server";
import { TIME_ZONE } from "~/lib/format";
import type { Db } from "~/server/db.server";

export const TOP_PROJECTS = 5;

export interface DonationStats {
  byStatus: { status: string; records: number; cents: number }[];
  averageCompletedCents: number;
  year: number;
  yearCompletedCents: number;
  yearCompletedRecords: number;
  byMethod: { method: string; records: number; cents: number }[];
  /** Completed totals per project, largest first; projectTitle null = general donations. */
  byProject: { projectTitle: string | null; records: number; cents: number }[];
}

const completed = eq(donations.status, CONFIRMED);

export async function donationStats(db: Db, now: Date = new Date()): Promise<DonationStats> {
  const year = Number(
    new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric" }).format(now),
  );
  const inYear = sql`extract(year from ${giftDate} at time zone ${TIME_ZONE}) = ${year}`;
  const cents = sum(donations.amountCents);
  const [byStatus, [yearRow], byMethod, byProject] = await Promise.all([
    db
      .select({ status: donations.status, records: count(), cents })
      .from(donations)
      .groupBy(donations.status)
      .orderBy(donations.status),
    db.select({ records: count(), cents }).from(donations).where(and(completed, inYear)),
    db
      .select({ method: donations.paymentMethod, records: count(), cents })
      .from(donations)
      .where(completed)
      .groupBy(donations.paymentMethod)
      .orderBy(desc(cents)),
    db
      .select({ projectTitle: designationTitle(donations), records: count(), cents })
      .from(donations)
      .where(completed)
      .groupBy(donations.fundId, donations.projectId)
      .orderBy(desc(cents))
      .limit(TOP_PROJECTS),
  ]);
  const completedRow = byStatus.find((row) => row.status === CONFIRMED);
  const completedCents = Number(completedRow?.cents ?? 0);
  const completedRecords = completedRow?.records ?? 0;
  return {
    byStatus: byStatus.map((row) => ({ ...row, cents: Number(row.cents ?? 0) })),
    averageCompletedCents: completedRecords ? Math.round(completedCents / completedRecords) : 0,
    year,
    yearCompletedCents: Number(yearRow.cents ?? 0),
    yearCompletedRecords: yearRow.records,
    byMethod: byMethod.map((row) => ({ ...row, cents: Number(row.cents ?? 0) })),
    byProject: byProject.map((row) => ({ ...row, cents: Number(row.cents ?? 0) })),
  };
}
