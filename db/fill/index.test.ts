/**
 * db:fill (db/fill): the rows it adds are ones the back-office shows and works with — every
 * status, method and date in the domain's vocabulary, orders whose total is the sum of their
 * lines, unique codes even when run twice.
 */
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages, donations, orderItems, orders, people } from "#db/schema";
import { listDonations } from "~/domain/donations/donations-admin.server";
import { donationStatuses, paymentMethodLabels } from "~/domain/donations/labels";
import { orderStatusKeys } from "~/domain/shop/statuses";
import { setupTestDatabase } from "../../tests/helpers/db";
import { fillDatabase } from "./index";

const database = setupTestDatabase();
const NOW = new Date("2026-11-28T12:00:00Z");

describe("fillDatabase", () => {
  it("adds that many donations, orders with lines, messages and journal entries", async () => {
    const added = await fillDatabase(database.db, { rows: 250, now: NOW });
    expect(added).toMatchObject({ donations: 250, orders: 250, messages: 250, journal: 250 });
    expect(added.people).toBe(50);
    expect(added.orderItems).toBeGreaterThanOrEqual(250);

    const db = database.db;
    const statuses = await db.selectDistinct({ status: donations.status }).from(donations);
    expect(statuses.map((row) => row.status).sort()).toEqual([...donationStatuses].sort());
    const methods = await db.selectDistinct({ method: donations.paymentMethod }).from(donations);
    for (const { method } of methods) expect(Object.keys(paymentMethodLabels)).toContain(method);
    const orderStatuses = await db.selectDistinct({ status: orders.status }).from(orders);
    for (const { status } of orderStatuses) expect(orderStatusKeys).toContain(status);

    // Five years of history, none in the future.
    const [span] = await db
      .select({
        oldest: sql<string>`min(${donations.createdAt})::text`,
        newest: sql<string>`max(${donations.createdAt})::text`,
      })
      .from(donations);
    expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(new Date(span.oldest).getTime()).toBeLessThan(NOW.getTime() - 3 * 365 * 86_400_000);

    // Each order's total is its lines'; each donation's donor is its person.
    const [wrongTotals] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        sql`${orders.totalCents} <> (select sum(quantity * unit_price_cents) from ${orderItems} where order_id = ${orders.id})`,
      );
    expect(wrongTotals.n).toBe(0);
    const [strangers] = await db
      .select({ n: count() })
      .from(donations)
      .innerJoin(people, eq(people.id, donations.personId))
      .where(sql`${people.email} <> ${donations.email}`);
    expect(strangers.n).toBe(0);

    // The back-office finds them.
    const page = await listDonations(db, { page: 1, status: "completed", q: "" });
    expect(page.total).toBeGreaterThan(100);
    expect(page.rows[0].status).toBe("completed");
  });

  it("adds again when run twice, with no code used twice", async () => {
    await fillDatabase(database.db, { rows: 40, now: NOW });
    await fillDatabase(database.db, { rows: 40, now: NOW });
    const db = database.db;
    const total = async (table: typeof donations | typeof orders | typeof contactMessages) =>
      (await db.select({ n: count() }).from(table))[0].n;
    expect(await total(donations)).toBe(80);
    expect(await total(orders)).toBe(80);
    expect(await total(contactMessages)).toBe(80);
    expect((await db.select({ n: count() }).from(auditLog))[0].n).toBe(80);
  });
});
