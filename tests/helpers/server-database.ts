/**
 * The database a browser test's server uses, opened by the test itself while that server is not
 * running (one process per DATA_DIR: data-lock.server.ts): the embedded PostgreSQL cluster of its
 * DATA_DIR, or the PostgreSQL server of E2E_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { seedIfEmpty } from "#db/seed/index";
import { embeddedFolders, migrate, openDatabase, type Database } from "~/server/db.server";
import type { StartServerOptions } from "./server";
import { siteInBrowser, type SiteInBrowser } from "./site-in-browser";

export function openServerDatabase(dataDir: string): Promise<Database> {
  const url = process.env.E2E_DATABASE_URL;
  return openDatabase(url ? { url } : { clusterDir: embeddedFolders(dataDir).cluster });
}

/**
 * Prepares the database of a server about to start on `dataDir`: migrated, the sample content
 * (without images), then what `add` writes.
 */
export async function seedServerDatabase(
  dataDir: string,
  add?: (db: Database["db"]) => Promise<unknown>,
): Promise<void> {
  const database = await openServerDatabase(dataDir);
  try {
    await migrate(database);
    await seedIfEmpty(database.db, { images: false });
    await add?.(database.db);
  } finally {
    await database.close();
  }
}

/**
 * `siteInBrowser` on a data folder of its own whose database is prepared before the server
 * starts (`seedServerDatabase` with `add`), removed after the file's tests. Call it at the top
 * of a file or of a describe block, as `siteInBrowser`.
 */
export function seededSiteInBrowser(
  add: (db: Database["db"]) => Promise<unknown>,
  env: StartServerOptions["env"] = {},
): SiteInBrowser {
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "fondation-e2e-seeded-"));
    await seedServerDatabase(dataDir, add);
  }, 300_000);
  // Registered before the site's own hooks, so it runs after its server has stopped.
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return siteInBrowser(() => ({ dataDir, env }));
}
