/**
 * The database going away under the site (docs/decisions/0036): on a PostgreSQL server
 * (the run's server) that ends the site's sessions while a request holds one in a transaction,
 * the request fails with an error counted as "database unavailable" (a 503), the process lives
 * on (pg emits that loss on the checked-out client, which had no listener), and the next query
 * reconnects. On any engine: once closed, the database is never opened again (a stop in progress).
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  closeDatabase,
  getDatabase,
  useDatabase as installDatabase,
  type Database,
} from "~/server/db.server";
import { DatabaseClosedError, isDatabaseUnavailable } from "~/server/database-unavailable.server";
import { testDatabaseServer } from "../helpers/test-database-server";
import { createTestDatabase } from "../helpers/db";

const serverUrl = testDatabaseServer()?.url;

afterAll(() => installDatabase(undefined));

/** Ends every session of `database` but the caller's, as an administrator or a restart would. */
async function terminateSessions(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    return rows[0].n as number;
  } finally {
    await admin.end();
  }
}

describe.runIf(serverUrl)("a PostgreSQL server that ends the site's sessions", () => {
  it("fails the transaction in flight as unavailable, keeps the process, and reconnects", async () => {
    const database = await createTestDatabase();
    try {
      // Two connections in the pool: one idle, one held by the transaction below.
      await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 1`)]);
      const failed = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          expect(await terminateSessions(database.name!)).toBeGreaterThanOrEqual(1);
          // The server's FATAL reaches the held client while no query runs: an 'error' event.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failed).toBeDefined();
      expect(isDatabaseUnavailable(failed)).toBe(true);

      // The next requests get new connections.
      const result = (await database.db.execute(sql`select 2 as n`)) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]!.n).toBe(2);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe("a database closed by a stop", () => {
  it("is not opened again: getDatabase() refuses with an error counted as unavailable", async () => {
    // What is tested is getDatabase()'s rule, not an engine: any database that closes will do.
    let closes = 0;
    installDatabase({ close: async () => void closes++ } as unknown as Database);
    await getDatabase();
    await closeDatabase();
    const refused = await getDatabase().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(closes).toBe(1);
    expect(refused).toBeInstanceOf(DatabaseClosedError);
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
