/**
 * The rows of one page of a back-office list, found in two steps: the page's ids first (the
 * filter, the order, OFFSET and LIMIT on the table alone, which an index on the order's columns
 * answers without reading the rows it skips), then only those rows, with their joins. A deep page
 * of 100,000 rows then skips index entries, not rows (docs/decisions/0026).
 *
 *   const rows = await db.select(columns).from(donations).leftJoin(projects, …)
 *     .where(pageRows(db, donations, where, order, window)).orderBy(...order);
 */
import { inArray, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/server/db.server";

type Table = PgTable & { id: PgColumn };

export function pageRows(
  db: Db,
  table: Table,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  window: { limit: number; offset: number },
): SQL {
  // Drizzle's builder is typed per table; this helper works on any.
  const ids = (db as unknown as LooseDb)
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return inArray(table.id, ids);
}

interface LooseQuery extends SQLWrapper {
  from(table: Table): LooseQuery;
  where(condition: SQL | undefined): LooseQuery;
  orderBy(...order: (SQL | PgColumn)[]): LooseQuery;
  limit(n: number): LooseQuery;
  offset(n: number): LooseQuery;
}
interface LooseDb {
  select(columns: Record<string, PgColumn>): LooseQuery;
}
