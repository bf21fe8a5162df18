/**
 * Global set-up of the integration tests: the database they run on (docs/decisions/0042).
 *
 * - TEST_DATABASE_URL given (CI's PostgreSQL server, or any other): used as it is.
 * - TEST_DATABASE=pglite: PGlite in memory, one per test file (tests/helpers/db.ts).
 * - Otherwise, the default: the database users run — the embedded PostgreSQL of the site
 *   (app/server/embedded-postgres.server.ts), one cluster for the whole run in a temporary folder,
 *   tuned for throw-away data (no fsync: a crash loses nothing a test needs).
 *
 * The choice reaches this project's test files through `testDatabaseServer()`
 * (tests/helpers/test-database-server.ts); the "pglite" project, which has no such set-up, runs
 * its files on PGlite whatever the environment says. Either PostgreSQL way, the migrations run once, into a template database; each test file's
 * database is a copy of it (CREATE DATABASE … TEMPLATE), which is much quicker than migrating
 * again in every file.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { SMALL_SITE_SETTINGS, startEmbeddedPostgres } from "~/server/embedded-postgres.server";
import { migrate, openDatabase } from "~/server/db.server";
import { adminQuery, databaseUrlOn, quoteIdent, throwAwayName } from "./test-database-server";

/** Throw-away data: durability off, and room for every worker's pool. */
const TEST_CLUSTER_SETTINGS: Record<string, string> = {
  ...SMALL_SITE_SETTINGS,
  max_connections: "200",
  shared_buffers: "64MB",
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  if (process.env.TEST_DATABASE === "pglite" && !process.env.TEST_DATABASE_URL) return teardown;
  try {
    let serverUrl = process.env.TEST_DATABASE_URL?.trim();
    if (!serverUrl) {
      // The cluster runs as the `postgres` account when the tests run as root: its folder must
      // be one that account can enter.
      const folder = mkdtempSync(path.join(os.tmpdir(), "fondation-test-cluster-"));
      chmodSync(folder, 0o755);
      const cluster = await startEmbeddedPostgres(path.join(folder, "pg"), TEST_CLUSTER_SETTINGS);
      cleanups.push(async () => {
        await cluster.stop();
        rmSync(folder, { recursive: true, force: true });
      });
      serverUrl = cluster.url;
    }
    const template = throwAwayName("template");
    await adminQuery(serverUrl, (client) =>
      client.query(`CREATE DATABASE ${quoteIdent(template)}`),
    );
    cleanups.push(() =>
      adminQuery(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`),
      ).then(() => undefined),
    );
    const database = await openDatabase({ url: databaseUrlOn(serverUrl, template) });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    project.provide("testDatabaseServer", { url: serverUrl, template });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
