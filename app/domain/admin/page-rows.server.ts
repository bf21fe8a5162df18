/**
 * The rows of one page of a back-office list, found in two steps: the page's ids first (the
 * filter, the order, OFFSET and LIMIT on the table alone, which an index on the order's columns
 * answers without reading the rows it skips), then only those rows, with their joins. A page
 * past the middle is counted from the end, in the reverse order: the last page costs what the
 * first does, and no page skips more than half the list (docs/decisions/0026).
 *
 *   const order = listOrder([donations.createdAt, "desc"], [donations.id, "desc"]);
 *   const rows = await db.select(columns).from(donations).leftJoin(projects, …)
 *     .where(pageRows(db, donations, where, order, window, total)).orderBy(...order.forward);
 */
import { asc, desc, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/server/db.server";
import { loose, type RecordTable as Table } from "./loose-db.server";
type Key = PgColumn | SQL;

/** A list's order and its reverse (to read a page from the end). */
export interface ListOrder {
  forward: SQL[];
  backward: SQL[];
}

export function listOrder(...keys: [Key, "asc" | "desc"][]): ListOrder {
  return {
    forward: keys.map(([key, way]) => (way === "asc" ? asc(key) : desc(key))),
    backward: keys.map(([key, way]) => (way === "asc" ? desc(key) : asc(key))),
  };
}

export function isListOrder(value: unknown): value is ListOrder {
  return typeof value === "object" && value !== null && "forward" in value && "backward" in value;
}

/**
 * The part of a list `total` rows long that a page reads: from the start, or — past the
 * middle — from the end in the reverse order (the outer query puts the rows back in order).
 */
export function pageSlice(window: { limit: number; offset: number }, total: number) {
  const { limit, offset } = window;
  if (total === 0 || offset + limit / 2 <= total / 2) return { limit, offset, fromEnd: false };
  const rows = Math.max(0, Math.min(limit, total - offset));
  return { limit: rows, offset: Math.max(0, total - offset - rows), fromEnd: true };
}

/** `id IN (the page's ids)`: the condition of the outer query, which orders by `order`. */
export function pageRows(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: ListOrder | (SQL | PgColumn)[],
  window: { limit: number; offset: number },
  total?: number,
): SQL {
  const slice =
    isListOrder(order) && total !== undefined
      ? pageSlice(window, total)
      : { ...window, fromEnd: false };
  const keys = isListOrder(order) ? (slice.fromEnd ? order.backward : order.forward) : order;
  const ids = loose(db)
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...keys)
    .limit(slice.limit)
    .offset(slice.offset);
  return inArray(table.id, ids);
}
