/**
 * Orders paid on pick-up that nobody came for: each night, those still unpaid, neither collected
 * nor cancelled, placed longer ago than Paramètres › Boutique's delay (default 14 days), are
 * cancelled the way a volunteer cancels one (setOrderStatus: stock given back, the buyer
 * e-mailed, journaled) — otherwise an order never collected holds its stock forever.
 *
 * Every server's timer fires at PICKUP_EXPIRY_TIME; the first to claim the day in scheduled_runs
 * does the work (run-once.server.ts). Each cancellation is conditional on the order's status, so
 * a second run finds nothing left to cancel.
 */
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import { orders } from "#db/schema";
import { getSettings } from "~/domain/settings/settings.server";
import { zonedParts } from "~/lib/zoned-time";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { claimScheduledRun, startDailyRun, type DailySchedule } from "~/server/run-once.server";
import { setOrderStatus } from "./orders-admin.server";
import { orderStatusesBefore } from "./statuses";

/** The task's name in scheduled_runs (one claim per Saguenay day). */
export const PICKUP_EXPIRY_TASK = "pickup-expiry";
/** When it runs, Saguenay time: at night, after the backup (03:00) and the purge (04:30). */
export const PICKUP_EXPIRY_TIME = { hour: 5, minute: 0 };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Cancels the orders paid on pick-up, unpaid and not collected, placed more than the pick-up
 * delay before `now`; answers their references.
 */
export async function cancelUncollectedOrders(db: Db, now: Date = new Date()): Promise<string[]> {
  const { shop } = await getSettings(db, ["shop"]);
  const placedBefore = new Date(now.getTime() - shop.pickupDays * DAY_MS);
  const due = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, "on_pickup"),
        isNull(orders.paidAt),
        inArray(orders.status, orderStatusesBefore("cancelled")),
        lt(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.id));
  const cancelled: string[] = [];
  for (const order of due) {
    // One transaction per order: a volunteer handing one over meanwhile keeps it.
    const change = await setOrderStatus(db, null, order.id, "cancelled", {
      days: shop.pickupDays,
    });
    if (change.result === "done") cancelled.push(order.reference);
  }
  return cancelled;
}

/**
 * The day's cancellations, done by the one caller (of all servers sharing the database) that
 * claims the day `now` falls on in Saguenay; null for every other.
 */
export async function runPickupExpiry(db: Db, now: Date = new Date()): Promise<string[] | null> {
  if (!(await claimScheduledRun(db, PICKUP_EXPIRY_TASK, zonedParts(now).day))) return null;
  return cancelUncollectedOrders(db, now);
}

/** Runs the cancellations every day at PICKUP_EXPIRY_TIME; a failed day is logged. */
export function startPickupExpiry(getDb: () => Promise<Db>): DailySchedule {
  return startDailyRun(
    PICKUP_EXPIRY_TIME,
    async (at) => {
      const cancelled = await runPickupExpiry(await getDb(), at);
      if (cancelled?.length) {
        logger.info("commandes non récupérées annulées", { count: cancelled.length, cancelled });
      }
    },
    "annulation des commandes non récupérées : échec",
  );
}
