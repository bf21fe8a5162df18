/**
 * Drizzle's builders are typed per table; a helper that works on any table (record-store,
 * page-rows, the search of a person's data) speaks to the database through this loose view of
 * it: the few builder calls they use, each answering rows of unknown shape.
 */
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/server/db.server";

/** A table with an `id` column: every table the back-office lists. */
export type RecordTable = PgTable & { id: PgColumn };

/** A query being built: awaited for its rows, or used as a subquery. */
export interface LooseQuery extends PromiseLike<unknown[]>, SQLWrapper {
  from(table: RecordTable): LooseQuery;
  where(condition: SQL | undefined): LooseQuery;
  orderBy(...order: (SQL | PgColumn)[]): LooseQuery;
  limit(n: number): LooseQuery;
  offset(n: number): LooseQuery;
  values(values: object): LooseQuery;
  set(values: object): LooseQuery;
  returning(columns?: Record<string, PgColumn | SQL>): LooseQuery;
}

interface LooseDb {
  select(columns?: Record<string, unknown>): LooseQuery;
  insert(table: RecordTable): LooseQuery;
  update(table: RecordTable): LooseQuery;
  delete(table: RecordTable): LooseQuery;
}

/** `db` (or a transaction) seen loosely. */
export const loose = (db: Db): LooseDb => db as unknown as LooseDb;
