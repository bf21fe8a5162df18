/**
 * The database part of a backup, made with the database's own means, never by copying a live
 * folder: PGlite's dumpDataDir() (a tar of its data folder, taken while no transaction is open),
 * the embedded PostgreSQL's rows read in one read-only snapshot (logical-dump.server.ts: its
 * binaries have no pg_dump), or pg_dump in custom format on the snapshot of a read-only
 * transaction. Every way the counts and the migration level written in the manifest are read in
 * that same instant.
 */
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db, RawSql } from "~/server/db.server";
import { writeRows } from "./logical-dump.server";
import { migrationStatus, rawQueryOf, type MigrationStatus } from "./migration-status.server";

/** File names of the database inside an archive (under `base/`). */
export const PGLITE_DUMP = "pglite.tar";
export const POSTGRES_DUMP = "postgres.dump";
export const ROWS_DUMP = "donnees.jsonl";

/** What the manifest says about the records, for a person checking an archive. */
const COUNTED_TABLES = [
  "donations",
  "receipts",
  "contact_messages",
  "event_requests",
  "orders",
  "users",
  "email_outbox",
  "media",
  "audit_log",
] as const;

export interface DumpSummary {
  /** The file written in the target folder. */
  fileName: string;
  migration: MigrationStatus;
  counts: Record<string, number>;
}

/** A French message for the person running the command (pg_dump missing, too old…). */
export class DumpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DumpError";
  }
}

export async function inspect(
  query: RawSql,
): Promise<{ migration: MigrationStatus; counts: Record<string, number> }> {
  const migration = await migrationStatus(query);
  const counts: Record<string, number> = {};
  // Only the tables this migration level has (an old archive may predate some).
  const present = new Set(
    (await query("select tablename from pg_catalog.pg_tables where schemaname = 'public'")).map(
      (row) => String(row.tablename),
    ),
  );
  const tables = COUNTED_TABLES.filter((table) => present.has(table));
  if (tables.length > 0) {
    const columns = tables.map((table) => `(select count(*) from ${table}) as ${table}`);
    const [row] = await query(`select ${columns.join(", ")}`);
    for (const table of tables) counts[table] = Number(row?.[table] ?? 0);
  }
  return { migration, counts };
}

/**
 * Writes the database into `targetDir`. `advisoryLock` (PostgreSQL): when another server already
 * holds that lock (it is making the same nightly backup), nothing is written and null returned.
 */
export async function dumpDatabase(
  database: Database,
  targetDir: string,
  options: { advisoryLock?: number } = {},
): Promise<DumpSummary | null> {
  if (database.kind === "pglite") {
    if (!database.dumpDataDir) throw new DumpError("Cette base PGlite ne sait pas se copier.");
    const { tar, inspected } = await database.dumpDataDir(inspect);
    await writeFile(path.join(targetDir, PGLITE_DUMP), new Uint8Array(await tar.arrayBuffer()));
    return { fileName: PGLITE_DUMP, ...inspected };
  }
  if (database.embedded) {
    return database.db.transaction(
      async (tx) => {
        const inspected = await inspect(rawQueryOf(tx as unknown as Db));
        await writeRows(tx as unknown as Db, path.join(targetDir, ROWS_DUMP));
        return { fileName: ROWS_DUMP, ...inspected };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  }
  if (!database.url) throw new DumpError("Adresse de la base PostgreSQL inconnue.");
  const url = database.url;
  await checkPgDumpVersion(database);
  // A read-only repeatable-read transaction exports its snapshot; pg_dump reads that very
  // snapshot, so the dump and the counts are the same instant, and every transaction committed
  // before it is inside.
  return database.db.transaction(
    async (tx) => {
      const query = rawQueryOf(tx as unknown as Db);
      if (options.advisoryLock !== undefined) {
        const [row] = await query(
          `select pg_try_advisory_xact_lock(${Math.trunc(options.advisoryLock)}) as taken`,
        );
        if (!row?.taken) return null;
      }
      const [snapshot] = await query("select pg_export_snapshot() as id");
      const inspected = await inspect(query);
      const file = path.join(targetDir, POSTGRES_DUMP);
      await runPgTool(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--snapshot=${String(snapshot!.id)}`,
          `--file=${file}`,
        ],
        url,
      );
      return { fileName: POSTGRES_DUMP, ...inspected };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** pg_dump must exist and be at least as new as the server (an older one refuses or errs). */
async function checkPgDumpVersion(database: Database): Promise<void> {
  const output = await runPgTool("pg_dump", ["--version"]);
  const client = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1] ?? 0);
  const [row] = (
    (await database.db.execute(
      sql`select current_setting('server_version_num') as v`,
    )) as unknown as {
      rows: { v: string }[];
    }
  ).rows;
  const server = Math.floor(Number(row?.v ?? 0) / 10000);
  if (client < server) {
    throw new DumpError(
      `pg_dump ${client} est trop ancien pour le serveur PostgreSQL ${server} : installez ` +
        `postgresql-client-${server} (ou plus récent).`,
    );
  }
}

/**
 * Runs pg_dump or pg_restore with the database URL, its password passed in the environment
 * (a command line is visible to every user of the machine). Resolves with its output.
 */
export function runPgTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  url?: string,
): Promise<string> {
  const env = { ...process.env };
  const finalArgs = [...args];
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
    finalArgs.push(`--dbname=${parsed.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, finalArgs, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new DumpError(
              `${tool} est introuvable : installez le client PostgreSQL (paquet postgresql-client, ` +
                `de la même version que le serveur ou plus récent).`,
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve(out);
      else reject(new DumpError(`${tool} a échoué (code ${code}) : ${err.trim()}`));
    });
  });
}
