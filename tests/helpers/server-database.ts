/**
 * The database a browser test's server uses, opened by the test itself while that server is not
 * running (one process per DATA_DIR: data-lock.server.ts): the embedded PostgreSQL cluster of its
 * DATA_DIR, or the PostgreSQL server of E2E_DATABASE_URL.
 */
import { seedIfEmpty } from "#db/seed/index";
import { embeddedFolders, migrate, openDatabase, type Database } from "~/server/db.server";

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
