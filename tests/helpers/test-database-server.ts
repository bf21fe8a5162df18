/**
 * The PostgreSQL server the integration tests run on: its throw-away databases' names and the
 * short-lived administrative connection that creates and drops them (tests/helpers/db.ts,
 * tests/helpers/test-cluster.ts).
 */
import { inject } from "vitest";

type PgClient = import("pg").Client;

export interface TestDatabaseServer {
  /** postgres:// URL of the server, connected to a database that is not a test's own. */
  url: string;
  /** The run's migrated template database, copied for each test file. */
  template: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseServer?: TestDatabaseServer;
  }
}

/**
 * The PostgreSQL server of this run (tests/helpers/test-cluster.ts), or undefined when the tests
 * run on PGlite (the "pglite" project, or TEST_DATABASE=pglite).
 */
export function testDatabaseServer(): TestDatabaseServer | undefined {
  return inject("testDatabaseServer");
}

/**
 * Throw-away databases are named `vitest_<unix seconds>_<pid>_<random>`, and the migrated template
 * a run copies for each test file `vitest_<unix seconds>_<pid>_template`: a run killed before it
 * dropped them leaves names the next run recognises as stale.
 */
export const PREFIX = "vitest_";

export function throwAwayName(suffix: string): string {
  return `${PREFIX}${Math.floor(Date.now() / 1000)}_${process.pid}_${suffix}`;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function adminQuery<T>(
  serverUrl: string,
  fn: (client: PgClient) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl` (the same host, user and options). */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
