/**
 * 'Dons mensuels' of /admin/donations (issue 13, item 3, the treasurer's side): the monthly gifts
 * one page at a time, newest first, with their donor, amount, project, since when, status (and
 * the donor's pause while it runs) and next instalment. Cancelling one is the payments module's (`cancelMonthlyGift`: Stripe first,
 * then the record), called by the screen's intent.
 */
import { designationTitle } from "~/domain/funds/designation.server";
import { count, desc, eq, sql } from "drizzle-orm";
import { monthlyGifts, projects } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { isPaused, nextInstalment } from "./monthly-gift-changes.server";

export const MONTHLY_GIFTS_PAGE_SIZE = 20;

export interface MonthlyGiftRow {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  amountCents: number;
  projectTitle: string | null;
  status: string;
  /** When the first instalment was paid; the gift's creation while Checkout is not finished. */
  since: Date;
  nextPaymentAt: Date | null;
  cancelledAt: Date | null;
  /** The end of the donor's pause while it runs; null when not paused. */
  pausedUntil: Date | null;
}

export async function listMonthlyGifts(db: Db, page: number) {
  const [{ total }] = await db.select({ total: count() }).from(monthlyGifts);
  const window = pageWindow(page, total, MONTHLY_GIFTS_PAGE_SIZE);
  const found = await db
    .select({
      id: monthlyGifts.id,
      reference: monthlyGifts.reference,
      firstName: monthlyGifts.firstName,
      lastName: monthlyGifts.lastName,
      email: monthlyGifts.email,
      amountCents: monthlyGifts.amountCents,
      projectTitle: designationTitle(monthlyGifts),
      status: monthlyGifts.status,
      since: sql<Date>`coalesce(${monthlyGifts.startedAt}, ${monthlyGifts.createdAt})`.mapWith(
        monthlyGifts.createdAt,
      ),
      nextPaymentAt: monthlyGifts.nextPaymentAt,
      cancelledAt: monthlyGifts.cancelledAt,
      pausedUntil: monthlyGifts.pausedUntil,
    })
    .from(monthlyGifts)
    .leftJoin(projects, eq(projects.id, monthlyGifts.projectId))
    .orderBy(desc(monthlyGifts.createdAt), desc(monthlyGifts.id))
    .limit(window.limit)
    .offset(window.offset);
  // A pause whose end has passed is over, even before Stripe's event says so.
  const now = new Date();
  const rows: MonthlyGiftRow[] = found.map((row) => {
    const pausedUntil = isPaused(row.pausedUntil, now) ? row.pausedUntil : null;
    return { ...row, pausedUntil, nextPaymentAt: nextInstalment(row.nextPaymentAt, pausedUntil) };
  });
  return { rows, page: window.page, pageCount: window.pageCount, total };
}
