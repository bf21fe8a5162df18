/**
 * How many rows of a whole table (not the page the filter shows) have each status, for the counts
 * beside a list's status tabs: 0 for a status no row has.
 */
import { count } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/server/db.server";

export async function statusCounts<S extends string>(
  db: Db,
  table: PgTable,
  status: PgColumn,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db.select({ status, n: count() }).from(table).groupBy(status);
  const byStatus = new Map<unknown, number>(rows.map((row) => [row.status, row.n]));
  return Object.fromEntries(statuses.map((key) => [key, byStatus.get(key) ?? 0])) as Record<
    S,
    number
  >;
}
