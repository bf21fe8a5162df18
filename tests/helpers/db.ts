/**
 * A database for one test file.
 *
 * - On the run's PostgreSQL server (tests/helpers/test-cluster.ts: the embedded PostgreSQL by
 *   default, or TEST_DATABASE_URL): a throw-away database copied from the run's migrated template
 *   under a unique name (test files run in parallel never share one), dropped again by `close()`.
 * - In the "pglite" project (or with TEST_DATABASE=pglite): PGlite in memory, migrated.
 *
 * Either way the database is installed with `useDatabase()`, so route loaders and actions that call
 * `getDb()` use it.
 *
 *   let database: TestDatabase;
 *   beforeAll(async () => { database = await createTestDatabase(); });
 *   beforeEach(() => database.reset());
 *   afterAll(() => database.close());
 *
 * or, equivalently, `const database = setupTestDatabase();` at the top of the file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
// Aliased: the name `useDatabase` looks like a React hook to eslint-plugin-react-hooks.
import {
  migrate,
  openDatabase,
  useDatabase as installDatabase,
  type Database,
} from "~/server/db.server";
import {
  adminQuery,
  databaseUrlOn,
  PREFIX,
  quoteIdent,
  testDatabaseServer,
  throwAwayName,
} from "./test-database-server";

type PgClient = import("pg").Client;

export type TestDatabase = Database & {
  /** Empties every table and sets the sequences back to 1, keeping the applied migrations. */
  reset(): Promise<void>;
  /** The name of the throw-away PostgreSQL database, or undefined on PGlite. */
  name?: string;
};

export interface TestDatabaseOptions {
  /** Load the sample content (db/seed) after migrating. Default false: tests start empty. */
  seed?: boolean;
}

/** Databases left behind by a killed test run are dropped after this long. */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = testDatabaseServer();
  let database: Database;
  let name: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (server) {
    const serverUrl = server.url;
    name = throwAwayName(randomBytes(4).toString("hex"));
    await adminQuery(serverUrl, async (client) => {
      await dropStaleDatabases(client);
      // A copy of the run's migrated template (tests/helpers/test-cluster.ts).
      await client.query(
        `CREATE DATABASE ${quoteIdent(name!)} TEMPLATE ${quoteIdent(server.template)}`,
      );
    });
    try {
      database = await openDatabase({ url: databaseUrlOn(serverUrl, name) });
    } catch (error) {
      await adminQuery(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name!)}`),
      );
      throw error;
    }
    const dbName = name;
    dropDatabase = () =>
      adminQuery(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(dbName)} WITH (FORCE)`);
      });
  } else {
    database = await openDatabase({ dataDir: "memory://" });
  }

  let closed = false;
  const testDatabase: TestDatabase = {
    ...database,
    name,
    async reset() {
      installDatabase(testDatabase);
      await database.db.execute(EMPTY_EVERY_TABLE);
    },
    async close() {
      if (closed) return;
      closed = true;
      installDatabase(undefined);
      try {
        await database.close();
      } finally {
        await dropDatabase?.();
      }
    },
  };

  try {
    await migrate(database);
    if (options.seed) {
      const { seedIfEmpty } = await import("#db/seed/index");
      await seedIfEmpty(database.db);
    }
  } catch (error) {
    await testDatabase.close();
    throw error;
  }

  installDatabase(testDatabase);
  return testDatabase;
}

/**
 * Registers the usual hooks for a test file: a database before all tests, emptied before each
 * test, closed (and dropped) after all. With `seed: true` the sample content is loaded once and
 * not emptied between tests (unless `resetBeforeEach: true`). Returns a handle usable inside tests
 * and hooks.
 */
export function setupTestDatabase(
  options: TestDatabaseOptions & { resetBeforeEach?: boolean } = {},
): { readonly database: TestDatabase; readonly db: TestDatabase["db"] } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  if (options.resetBeforeEach ?? !options.seed) {
    beforeEach(async () => {
      await database?.reset();
    });
  }
  afterAll(async () => {
    await database?.close();
  });
  const handle = {
    get database(): TestDatabase {
      if (!database) {
        throw new Error(
          "La base de test n'est pas encore ouverte : utilisez-la dans un test ou un hook.",
        );
      }
      return database;
    },
    get db(): TestDatabase["db"] {
      return handle.database.db;
    },
  };
  return handle;
}

/**
 * Empties every table of the application schema (drizzle keeps its journal in the separate
 * `drizzle` schema) and sets every sequence back to 1, in one statement. DELETE rather than
 * TRUNCATE: a test leaves a few rows in a few of the ~50 tables, and TRUNCATE makes new files for
 * every table each time — measured 1.3 s per test on a PostgreSQL server with fsync, against 10 ms
 * (decision 0042). The foreign keys are not checked meanwhile (replica mode, for this transaction
 * only), so the order of the tables does not matter.
 */
const EMPTY_EVERY_TABLE = sql.raw(`do $$
declare
  name text;
begin
  perform set_config('session_replication_role', 'replica', true);
  for name in select tablename from pg_catalog.pg_tables where schemaname = 'public' loop
    execute format('delete from public.%I', name);
  end loop;
  for name in
    select c.relname from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname = 'public'
  loop
    perform setval(format('public.%I', name)::regclass, 1, false);
  end loop;
end
$$`);

/** Best effort: drop throw-away databases of test runs that were killed before their `close()`. */
async function dropStaleDatabases(client: PgClient): Promise<void> {
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${PREFIX}%`],
    );
    const now = Date.now() / 1000;
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(PREFIX.length).split("_")[0]);
      if (Number.isFinite(createdAt) && now - createdAt > STALE_AFTER_SECONDS) {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
      }
    }
  } catch {
    // Another run may be dropping the same database; nothing to do.
  }
}

export interface TempDataDir {
  /** The fresh folder, also in process.env.DATA_DIR. */
  dir: string;
  /** Restores the previous DATA_DIR and deletes the folder. */
  cleanup(): Promise<void>;
}

/** Points process.env.DATA_DIR at a fresh temporary folder (uploads, PGlite files…). */
export function withTempDataDir(): TempDataDir {
  const previous = process.env.DATA_DIR;
  const dir = mkdtempSync(path.join(os.tmpdir(), "fondation-test-data-"));
  process.env.DATA_DIR = dir;
  return {
    dir,
    async cleanup() {
      if (process.env.DATA_DIR === dir) {
        if (previous === undefined) delete process.env.DATA_DIR;
        else process.env.DATA_DIR = previous;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
