/**
 * A generic copy of every row, table by table, between two databases at the same migration level:
 * used to move a PGlite folder into the embedded PostgreSQL (pglite-move.server.ts) and by the
 * embedded PostgreSQL's backups, which need no pg_dump (logical-dump.server.ts).
 *
 * Rows travel as JSON (row_to_json on the way out, json_populate_recordset on the way in): every
 * value keeps its exact text form (numeric digits, timestamps with their offset, bytea in hex),
 * and PostgreSQL itself converts it back to the column's type. Tables go in foreign-key order and
 * the target runs with session_replication_role = replica, so a row that points to a row of its
 * own table (or a cycle) loads too; sequences are set after.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db.server";

/** Rows per batch: one JSON array, one statement, one line of a dump. */
export const BATCH_ROWS = 1000;

export interface TableInfo {
  name: string;
  /** The columns an insert may write (generated columns are computed again). */
  columns: string[];
}

/** A sequence's position, as pg_sequences reports it (null: never used). */
export type SequenceState = Record<string, string | null>;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return (Array.isArray(result) ? result : (result.rows ?? [])) as T[];
}

/** The application's tables (schema public), a table after the tables it refers to. */
export async function tablesInOrder(db: Db): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const links = await rows<{ from: string; to: string }>(
    db,
    sql`select f.relname as "from", t.relname as "to"
      from pg_catalog.pg_constraint k
      join pg_catalog.pg_class f on f.oid = k.conrelid
      join pg_catalog.pg_class t on t.oid = k.confrelid
      join pg_catalog.pg_namespace n on n.oid = f.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (!tables.has(table)) tables.set(table, []);
    tables.get(table)!.push(column);
  }
  const needs = new Map<string, Set<string>>();
  for (const { from, to } of links) {
    if (from === to || !tables.has(to)) continue;
    if (!needs.has(from)) needs.set(from, new Set());
    needs.get(from)!.add(to);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables.keys()].sort();
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      [...(needs.get(table) ?? [])].every((other) => placed.has(other)),
    );
    // A cycle of references: the rest in name order (the replica role lets it load).
    const next = ready.length > 0 ? ready : [...remaining];
    for (const table of next) {
      ordered.push(table);
      placed.add(table);
      remaining.splice(remaining.indexOf(table), 1);
    }
  }
  return ordered.map((name) => ({ name, columns: tables.get(name)! }));
}

/**
 * Reads a table in batches of JSON arrays (text, exactly as PostgreSQL wrote it). Must run inside
 * a transaction (the cursor lives in it): the caller's, whose snapshot every batch sees.
 */
export async function readTable(
  tx: Db,
  table: string,
  onBatch: (json: string, count: number) => Promise<void>,
): Promise<number> {
  const cursor = sql.identifier(`copie_${table}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as r from ${sql.identifier(table)} t`,
  );
  let total = 0;
  try {
    for (;;) {
      const batch = await rows<{ r: string }>(
        tx,
        sql`fetch ${sql.raw(String(BATCH_ROWS))} from ${cursor}`,
      );
      if (batch.length === 0) break;
      total += batch.length;
      await onBatch(`[${batch.map((row) => row.r).join(",")}]`, batch.length);
      if (batch.length < BATCH_ROWS) break;
    }
  } finally {
    await tx.execute(sql`close ${cursor}`);
  }
  return total;
}

/**
 * The tables the migrations themselves fill (0012_privacy: the /confidentialite page; 0013_menus:
 * the first menus; 0019_funds: the seeded funds and the /zakat and /transparence pages). A new database holds those rows only; the rows loaded into it (a PGlite folder
 * moved in, a backup restored) have their own copies, perhaps edited since, which replace them.
 * (table-copy.server.test.ts checks that a freshly migrated database fills no other table.)
 */
export const MIGRATION_FILLED_TABLES: ReadonlySet<string> = new Set([
  "funds",
  "pages",
  "menus",
  "menu_items",
]);

/** Deletes, in the loading transaction, what the migrations wrote into `tables` (children first). */
export async function clearMigrationRows(tx: Db, tables: TableInfo[]): Promise<void> {
  for (const table of [...tables].reverse()) {
    if (MIGRATION_FILLED_TABLES.has(table.name))
      await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
  }
}

/** Makes the current transaction of the target load rows as they are (no triggers, no FK checks). */
export async function prepareLoad(tx: Db): Promise<void> {
  await tx.execute(sql`set local session_replication_role = replica`);
}

/** Inserts one batch (a JSON array of rows) as it was read, identity values included. */
export async function loadBatch(tx: Db, table: TableInfo, json: string): Promise<void> {
  const name = sql.identifier(table.name);
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql.raw(", "),
  );
  await tx.execute(
    sql`insert into ${name} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${name}, ${json}::json)`,
  );
}

export async function readSequences(db: Db): Promise<SequenceState> {
  const found = await rows<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last
      from pg_catalog.pg_sequences where schemaname = 'public'`,
  );
  return Object.fromEntries(found.map(({ name, last }) => [name, last]));
}

/** Puts each sequence where the source's was, so the next id follows the copied rows. */
export async function setSequences(tx: Db, state: SequenceState): Promise<void> {
  const present = new Set(Object.keys(await readSequences(tx)));
  for (const [name, last] of Object.entries(state)) {
    if (last === null || !present.has(name)) continue;
    await tx.execute(
      sql`select setval(format('public.%I', ${name}::text)::regclass, ${last}::bigint)`,
    );
  }
}

/** Rows per table, to check that a copy holds everything. */
export async function countRows(db: Db, tables: TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
