/**
 * A database for one test file.
 *
 * - Default: PGlite in memory, migrated.
 * - With TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): a throw-away database
 *   created on that server under a unique name (test files run in parallel never share one),
 *   migrated, and dropped again by `close()`.
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

export type TestDatabase = Database & {
  /** Empties every table (RESTART IDENTITY CASCADE), keeping the applied migrations. */
  reset(): Promise<void>;
  /** The name of the throw-away PostgreSQL database, or undefined on PGlite. */
  name?: string;
};

export interface TestDatabaseOptions {
  /** Load the sample content (db/seed) after migrating. Default false: tests start empty. */
  seed?: boolean;
}

/** Throw-away databases are named `vitest_<unix seconds>_<pid>_<random>`. */
const PREFIX = "vitest_";
/** Databases left behind by a killed test run are dropped after this long. */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  let database: Database;
  let name: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (serverUrl) {
    name = `${PREFIX}${Math.floor(Date.now() / 1000)}_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, async (client) => {
      await dropStaleDatabases(client);
      await client.query(`CREATE DATABASE ${quoteIdent(name!)}`);
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      database = await openDatabase({ url: url.toString() });
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
      const tables = await listTables(database);
      if (tables.length === 0) return;
      await database.db.execute(
        sql.raw(`TRUNCATE TABLE ${tables.map(quoteIdent).join(", ")} RESTART IDENTITY CASCADE`),
      );
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

/** Tables of the application schema; drizzle keeps its journal in the separate `drizzle` schema. */
async function listTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select tablename from pg_catalog.pg_tables
        where schemaname = 'public' and tablename <> '__drizzle_migrations'
        order by tablename`,
  );
  return rowsOf<{ tablename: string }>(result).map((row) => row.tablename);
}

/** node-postgres returns `{ rows }`; PGlite returns `{ rows }` too, but be tolerant of arrays. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

type PgClient = import("pg").Client;

async function adminQuery<T>(serverUrl: string, fn: (client: PgClient) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

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
