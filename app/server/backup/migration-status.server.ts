/**
 * Where a database stands against db/migrations: how many migrations it has applied, the name of
 * the last one, and how many are waiting. Recorded in each backup's manifest, and used at start-up
 * to save a database before a new migration changes it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db, RawSql } from "~/server/db.server";
import { migrationsFolder } from "~/server/migrations-folder.server";

export function rawQueryOf(db: Db): RawSql {
  return async (text) => rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));
}

export interface MigrationStatus {
  /** Migrations already applied (0: a new, empty database). */
  applied: number;
  /** Tag of the last applied migration ("0003_receipt_issuer"), or null. */
  level: string | null;
  /** Migrations of this version of the site not applied yet. */
  pending: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** Drizzle records each applied migration with the `when` of its journal entry. */
export async function migrationStatus(query: RawSql): Promise<MigrationStatus> {
  const entries = journal();
  const exists = await query("select to_regclass('drizzle.__drizzle_migrations')::text as found");
  if (!exists[0]?.found) return { applied: 0, level: null, pending: entries.length };
  const rows = await query(
    "select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations",
  );
  const applied = Number(rows[0]?.count ?? 0);
  const last = rows[0]?.last == null ? null : Number(rows[0].last);
  const pending = last === null ? entries.length : entries.filter((e) => e.when > last).length;
  const level = last === null ? null : (entries.findLast((e) => e.when <= last)?.tag ?? null);
  return { applied, level, pending };
}
