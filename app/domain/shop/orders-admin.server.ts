/**
 * /admin/boutique, orders and statistics tabs: the orders one page at a time (status filter), one
 * order with its lines, the status change (journaled with from / to, the buyer e-mailed, the
 * stock given back on cancellation), and the figures of the
 * statistics tab, all computed from the tables (never fixed numbers).
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql, sum } from "drizzle-orm";
import { orderItems, orders, products } from "#db/schema";
import { listOrder } from "~/domain/admin/page-rows.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { todayInSaguenay, TIME_ZONE } from "~/lib/format";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { sendEmail } from "~/domain/mail/mail.server";
import { getSettings } from "~/domain/settings/settings.server";
import { orderStatusEmail, type NotCollected } from "./order-emails";
import { orderStatusesBefore, orderStatusKeys, type OrderStatus } from "./statuses";

export const ORDERS_PAGE_SIZE = 20;
/** The statistics tab's "this week": the last seven days up to now (not a calendar week). */
export const WEEK_DAYS = 7;
export const TOP_PRODUCTS = 5;

const columns = {
  id: orders.id,
  reference: orders.reference,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
};
export type OrderRow = { [K in keyof typeof columns]: (typeof orders.$inferSelect)[K] };

export interface OrderLine {
  id: number;
  productId: number | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** Orders are placed on /panier and only moved along their statuses here: a list to read. */
const orderStore = recordStore<OrderRow, object, { status: OrderStatus | null }>({
  publicContent: false,
  table: orders,
  entity: "order",
  columns,
  pageSize: ORDERS_PAGE_SIZE,
  orderBy: listOrder([orders.createdAt, "desc"], [orders.id, "desc"]),
  where: ({ status }) => (status ? eq(orders.status, status) : undefined),
});

/** One page of orders, newest first, of one status when given. */
export const listOrders = orderStore.list;

/** One order with its lines (names and prices as they were when ordered), or null. */
export async function getOrder(
  db: Db,
  id: number,
): Promise<(OrderRow & { lines: OrderLine[] }) | null> {
  const order = await orderStore.find(db, id);
  if (!order) return null;
  const lines = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return {
    ...order,
    lines: lines.map((line) => ({ ...line, lineTotalCents: line.quantity * line.unitPriceCents })),
  };
}

export type OrderStatusChange =
  | { result: "done" | "unchanged" }
  | { result: "not-found" }
  /** The order is (now) in a status from which `to` cannot follow; `from` is that status. */
  | { result: "not-allowed"; from: OrderStatus };

/**
 * Moves an order to `to` along the allowed transitions (statuses.ts `nextOrderStatuses`). The
 * allowed previous statuses are in the UPDATE's WHERE, so two volunteers acting at once cannot
 * both win (the second one's update waits, then finds the new status). Cancelling gives the
 * stock of the order's lines back (products deleted since are skipped). The buyer is e-mailed and
 * the change journaled, all in the same transaction. Choosing the current status again changes,
 * sends and journals nothing.
 */
export async function setOrderStatus(
  db: Db,
  /**
   * null: Stripe's signed event (a card order whose payment session expired), or the nightly
   * cancellation of an order not collected (`notCollected`).
   */
  actorId: number | null,
  id: number,
  to: OrderStatus,
  /** A cancellation because the order waited longer than the pick-up delay: said to the buyer. */
  notCollected?: NotCollected,
): Promise<OrderStatusChange> {
  return db.transaction(async (tx) => {
    const statusNow = async () =>
      (await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]
        ?.status as OrderStatus | undefined;
    const current = await statusNow();
    if (current === undefined) return { result: "not-found" };
    if (current === to) return { result: "unchanged" };
    const [changed] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, orderStatusesBefore(to))))
      .returning({ reference: orders.reference });
    if (!changed) {
      // Read again: another volunteer may have changed it since the first read.
      const now = await statusNow();
      if (now === undefined) return { result: "not-found" };
      if (now === to) return { result: "unchanged" };
      return { result: "not-allowed", from: now };
    }
    if (to === "cancelled") {
      // One UPDATE for every line, summed per product (an order could name a product twice).
      const returned = tx
        .select({
          productId: orderItems.productId,
          quantity: sql<number>`sum(${orderItems.quantity})`.as("quantity"),
        })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, id), isNotNull(orderItems.productId)))
        .groupBy(orderItems.productId)
        .as("returned");
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${returned.quantity}`, updatedAt: new Date() })
        .from(returned)
        .where(eq(products.id, returned.productId));
      // The shop shows the stock back.
      await publicContentChanged(tx);
    }
    const order = await getOrder(tx, id);
    const { general, donation } = await getSettings(tx, ["general", "donation"]);
    await sendEmail(
      tx,
      { to: order!.customerEmail, topic: "order.status", relatedReference: changed.reference },
      orderStatusEmail(
        order!,
        to,
        { address: general.address, interacEmail: donation.interacEmail },
        notCollected,
      ),
    );
    await audit(tx, {
      userId: actorId,
      action: "status",
      entity: "order",
      entityId: id,
      details: {
        reference: changed.reference,
        from: current,
        to,
        ...(to === "cancelled" ? { stockRestored: true } : {}),
        ...(notCollected ? { notCollectedDays: notCollected.days } : {}),
      },
    });
    return { result: "done" };
  });
}

export interface ShopStatistics {
  /** Sum of today's orders (calendar day in Saguenay), cancelled ones left out. */
  salesTodayCents: number;
  /** Orders of the last seven days, cancelled ones left out. */
  ordersThisWeek: number;
  activeProducts: number;
  byStatus: { status: OrderStatus; count: number }[];
  /** Best sellers by quantity over every non-cancelled order. */
  topProducts: { name: string; quantity: number; revenueCents: number }[];
}

export async function shopStatistics(db: Db, now: Date = new Date()): Promise<ShopStatistics> {
  const notCancelled = ne(orders.status, "cancelled");
  // Today in Saguenay as a range of instants, so the (created_at) index finds its orders.
  const day = todayInSaguenay(now);
  const dayStart = sql`(${day}::date)::timestamp AT TIME ZONE ${TIME_ZONE}`;
  const dayEnd = sql`(${day}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE}`;
  const weekStart = new Date(now.getTime() - WEEK_DAYS * 24 * 60 * 60 * 1000);
  const [[today], [week], [active], statuses, top] = await Promise.all([
    db
      .select({ cents: sum(orders.totalCents) })
      .from(orders)
      .where(
        and(
          notCancelled,
          sql`${orders.createdAt} >= ${dayStart}`,
          sql`${orders.createdAt} < ${dayEnd}`,
        ),
      ),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(notCancelled, gte(orders.createdAt, weekStart), lte(orders.createdAt, now))),
    db.select({ n: count() }).from(products).where(eq(products.status, "active")),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db
      .select({
        name: orderItems.productName,
        quantity: sum(orderItems.quantity).mapWith(Number),
        revenueCents:
          sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPriceCents})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(notCancelled)
      .groupBy(orderItems.productName)
      .orderBy(desc(sum(orderItems.quantity)), asc(orderItems.productName))
      .limit(TOP_PRODUCTS),
  ]);
  const counts = new Map(statuses.map((row) => [row.status, row.n]));
  return {
    salesTodayCents: Number(today?.cents ?? 0),
    ordersThisWeek: week?.n ?? 0,
    activeProducts: active?.n ?? 0,
    byStatus: orderStatusKeys.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    topProducts: top,
  };
}
