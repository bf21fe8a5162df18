/**
 * The database: a PostgreSQL server when DATABASE_URL is set; otherwise the embedded one, in
 * DATA_DIR: a real PostgreSQL run by the app as a child process (DATA_DIR/pg,
 * embedded-postgres.server.ts), or PGlite (Postgres in WebAssembly, DATA_DIR/db) with
 * EMBEDDED_DATABASE=pglite. All speak the same SQL, so one schema and one set of migrations
 * serve them all. The first call to `getDb()` opens and migrates, then runs the start-up preparation
 * (sample content, first administrator) that the entry module hands down; later calls reuse it.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "#db/schema";
import { dataDir } from "./data-dir.server";
import { DatabaseClosedError } from "./database-unavailable.server";
import { logger } from "./logger.server";
import { migrationsFolder } from "./migrations-folder.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** One SQL statement, its rows. */
export type RawSql = (text: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  /** "postgres" for a PostgreSQL server, the embedded one included. */
  kind: "pglite" | "postgres";
  /**
   * True when the database lives in DATA_DIR and only this process opens it (PGlite, embedded
   * PostgreSQL): its backups go through the server that holds the folder.
   */
  embedded: boolean;
  /**
   * PostgreSQL only: the connection URL (pg_dump and pg_restore connect with it; a second
   * client, for LISTEN, too).
   */
  url?: string;
  close(): Promise<void>;
  /**
   * PGlite only: a tar of its data folder taken while no other transaction is open, with what
   * `inspect` read in the same instant (see docs/decisions/0017-backups.md).
   */
  dumpDataDir?<T>(inspect: (query: RawSql) => Promise<T>): Promise<{ tar: Blob; inspected: T }>;
}

export interface OpenOptions {
  /** postgres:// URL of a PostgreSQL server. */
  url?: string;
  /** Cluster folder of the embedded PostgreSQL (DATA_DIR/pg), started by this process. */
  clusterDir?: string;
  /** PGlite data folder, or "memory://" for a throw-away database (when neither of the above). */
  dataDir?: string;
}

/**
 * Connections of the pool. The embedded server's are few: each is a PostgreSQL process, and two
 * CPU cores serve no more than that many queries at once (measured, decision 0023).
 */
const POOL_SIZE = { server: 10, embedded: 4 };

async function openPool(url: string, max: number) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection closed by the server (restart, failover, a dropped test database) must
  // not crash the process: the pool replaces it on the next query.
  pool.on("error", (error) => logger.warn("connexion PostgreSQL perdue", { error }));
  // A connection lost while a request holds it (a transaction; the server killed, restarted or
  // ending the session) is emitted on the client itself, where pg-pool listens only while it is
  // idle: without a listener of its own, that 'error' event ends the process. The request's query
  // fails with the same error (a 503, app/server/database-unavailable.server.ts) and the pool drops
  // the client when it is released (pg marks it not queryable).
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      logger.warn("connexion PostgreSQL perdue pendant une requête", { error });
    });
  });
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return { db, close: () => pool.end() };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const { db, close } = await openPool(options.url, POOL_SIZE.server);
    return { db, kind: "postgres", embedded: false, url: options.url, close };
  }
  if (options.clusterDir) {
    const { startEmbeddedPostgres } = await import("./embedded-postgres.server");
    const cluster = await startEmbeddedPostgres(options.clusterDir);
    const { db, close } = await openPool(cluster.url, POOL_SIZE.embedded);
    return {
      db,
      kind: "postgres",
      embedded: true,
      url: cluster.url,
      async close() {
        await close();
        await cluster.stop();
      },
    };
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
    embedded: true,
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

/** Applies the migrations of `folder` (default db/migrations; a restore passes a shorter one). */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    // Several app processes may start together: one migrates, the others wait for it.
    await database.db.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await run(database.db as never, { migrationsFolder: folder });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(727274)`);
    }
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as never, { migrationsFolder: folder });
  }
}

/** The folders of the embedded databases under a data folder. */
export function embeddedFolders(root = dataDir()): { cluster: string; pglite: string } {
  return { cluster: path.join(root, "pg"), pglite: path.join(root, "db") };
}

/** Which embedded database EMBEDDED_DATABASE asks for: "postgres" (default) or "pglite". */
export function embeddedEngine(): "postgres" | "pglite" {
  const value = process.env.EMBEDDED_DATABASE?.trim().toLowerCase() || "postgres";
  if (value !== "postgres" && value !== "pglite") {
    throw new Error(
      `EMBEDDED_DATABASE=${value} est inconnu : laissez-la vide (PostgreSQL intégré) ou donnez pglite.`,
    );
  }
  return value;
}

/**
 * Options from the environment: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/pg, or
 * PGlite in DATA_DIR/db with EMBEDDED_DATABASE=pglite.
 */
export function optionsFromEnv(root = dataDir()): OpenOptions {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return { url };
  const folders = embeddedFolders(root);
  return embeddedEngine() === "pglite"
    ? { dataDir: folders.pglite }
    : { clusterDir: folders.cluster };
}

let current: Promise<Database> | undefined;
/**
 * Set by `closeDatabase()`: a request still running while the site stops must not open the
 * database again (that would start a second embedded cluster, or a pool nobody closes).
 */
let closed = false;

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
  if (closed) return Promise.reject(new DatabaseClosedError());
  current ??= (async () => {
    const options = optionsFromEnv();
    const database = await openDatabase(options);
    // A database that already holds data is saved before a new migration changes it.
    const { backupBeforeMigration } = await import("./backup/before-migration.server");
    await backupBeforeMigration(database);
    await migrate(database);
    // A site installed with PGlite moves into the embedded PostgreSQL once, at its first start.
    const { pglite } = embeddedFolders();
    if (options.clusterDir && existsSync(path.join(pglite, "PG_VERSION"))) {
      logger.info("base PGlite trouvée : copie dans la base intégrée PostgreSQL", { pglite });
      // The old database reaches the same migration level (saved first when it changes).
      const source = await openDatabase({ dataDir: pglite });
      const { movePgliteFolder } = await import("./backup/pglite-move.server");
      try {
        await backupBeforeMigration(source);
        await migrate(source);
      } catch (error) {
        await source.close();
        throw error;
      }
      await movePgliteFolder(source, pglite, database);
    }
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
  closed = false;
  current = database ? Promise.resolve(database) : undefined;
}

/**
 * Closes the database for good: later `getDatabase()` calls reject with DatabaseClosedError (a
 * 503 for a request that was still running). `useDatabase` opens the way again (tests, scripts).
 */
export async function closeDatabase(): Promise<void> {
  const pending = current;
  current = undefined;
  closed = true;
  if (pending) await (await pending).close();
}
