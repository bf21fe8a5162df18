/**
 * The database: PGlite (Postgres in WebAssembly) in DATA_DIR by default, a PostgreSQL server
 * when DATABASE_URL is set. Both speak the same SQL, so one schema and one set of migrations
 * serve both. The first call to `getDb()` opens and migrates, then runs the start-up preparation
 * (sample content, first administrator) that the entry module hands down; later calls reuse it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "#db/schema";
import { dataDir } from "./data-dir.server";
import { logger } from "./logger.server";
import { migrationsFolder } from "./migrations-folder.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** One SQL statement, its rows. */
export type RawSql = (text: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the connection URL (pg_dump and pg_restore connect with it). */
  url?: string;
  close(): Promise<void>;
  /**
   * PGlite only: a tar of its data folder taken while no other transaction is open, with what
   * `inspect` read in the same instant (see docs/decisions/0017-backups.md).
   */
  dumpDataDir?<T>(inspect: (query: RawSql) => Promise<T>): Promise<{ tar: Blob; inspected: T }>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder, or "memory://" for a throw-away database. */
  dataDir?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection closed by the server (restart, failover, a dropped test database) must
    // not crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => logger.warn("connexion PostgreSQL perdue", { error }));
    const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
    return { db, kind: "postgres", url: options.url, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { pgliteExtensions } = await import("./pglite-extensions.server");
  const dataDir = options.dataDir ?? "memory://";
  // PGlite does not create parent folders.
  if (!dataDir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  const db = drizzle(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    // dumpDataDir() waits for the statement in progress but not for an open transaction (its
    // statements release the query lock one by one); inside transaction() no other transaction
    // can be open, so the copy holds every committed transaction and no half of one.
    dumpDataDir: (inspect) =>
      client.transaction(async (tx) => {
        const inspected = await inspect(async (text) => (await tx.query(text)).rows as never);
        return { tar: await client.dumpDataDir("none"), inspected };
      }),
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    // Several app processes may start together: one migrates, the others wait for it.
    await database.db.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await run(database.db as never, { migrationsFolder });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(727274)`);
    }
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as never, { migrationsFolder });
  }
}

/** Options from the environment: DATABASE_URL, else PGlite in DATA_DIR/db. */
export function optionsFromEnv(): OpenOptions {
  const url = process.env.DATABASE_URL?.trim();
  return url ? { url } : { dataDir: path.join(dataDir(), "db") };
}

let current: Promise<Database> | undefined;

/** What start-up does to the database once it is migrated, before anyone uses it. */
export type DatabasePreparation = (database: Database) => Promise<void>;
let preparation: DatabasePreparation | undefined;

/**
 * Sets what `getDatabase()` does once, after migrating: the sample content and the first
 * administrator (app/startup/prepare-database.server.ts). That code writes through the domain,
 * above this layer, so app/entry.server.tsx hands it down when it loads (with `npm start` as with
 * `react-router dev`, before any loader runs) instead of this file importing it. Scripts call it
 * themselves; tests, which install their own database, never set it.
 */
export function prepareDatabaseWith(step: DatabasePreparation): void {
  preparation = step;
}

/**
 * Opens the application database once per process, saves it before a new migration, applies
 * migrations, then runs the start-up preparation if one was set (see `prepareDatabaseWith`).
 * Tests install their own database with `useDatabase`.
 */
export function getDatabase(): Promise<Database> {
  current ??= (async () => {
    const database = await openDatabase(optionsFromEnv());
    // A database that already holds data is saved before a new migration changes it.
    const { backupBeforeMigration } = await import("./backup/before-migration.server");
    await backupBeforeMigration(database);
    await migrate(database);
    await preparation?.(database);
    return database;
  })();
  return current;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Test hook: make every `getDb()` return this database. */
export function useDatabase(database: Database | undefined): void {
  current = database ? Promise.resolve(database) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const pending = current;
  current = undefined;
  if (pending) await (await pending).close();
}
