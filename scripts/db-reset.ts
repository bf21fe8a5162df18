/**
 * npm run db:reset — starts again from an empty database with the sample content.
 *
 * Embedded database (default): deletes DATA_DIR/pg (and DATA_DIR/db, PGlite's, which would
 * otherwise be moved into the new cluster). PostgreSQL (DATABASE_URL set): drops the `public`
 * schema (the tables) and the `drizzle` schema (the migration journal). Either way the uploaded
 * files (DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set) go too, since they belong to
 * the deleted rows. Then the database is
 * opened the way the app opens it: migrated, then prepared as at start-up (sample content, first
 * administrator from ADMIN_EMAIL / ADMIN_PASSWORD).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { dataDir } from "~/server/data-dir.server";
import {
  closeDatabase,
  embeddedFolders,
  getDatabase,
  openDatabase,
  optionsFromEnv,
  prepareDatabaseWith,
} from "~/server/db.server";
import { removeDatabaseFolder } from "~/server/embedded-postgres.server";
import { s3ConfigFromEnv } from "~/server/s3-storage.server";
import { getStorage } from "~/server/storage.server";
import { prepareDatabase } from "~/startup/prepare-database.server";

async function main(): Promise<void> {
  const options = optionsFromEnv();
  const started = performance.now();

  if (options.url) {
    const database = await openDatabase(options);
    try {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
    } finally {
      await database.close();
    }
    console.log("Base PostgreSQL vidée (schémas « public » et « drizzle » supprimés).");
  } else {
    for (const folder of Object.values(embeddedFolders())) {
      removeDatabaseFolder(folder);
      console.log(`Base intégrée supprimée : ${folder}`);
    }
  }

  const bucket = s3ConfigFromEnv()?.bucket;
  if (bucket) {
    // The bucket's files, through the same interface the site writes them with.
    const storage = getStorage();
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    for (const key of keys) await storage.delete(key);
    console.log(`Fichiers téléversés supprimés du compartiment S3 « ${bucket} » : ${keys.length}`);
  } else {
    const uploads = path.join(dataDir(), "uploads");
    rmSync(uploads, { recursive: true, force: true });
    console.log(`Fichiers téléversés supprimés : ${uploads}`);
  }

  prepareDatabaseWith(prepareDatabase);
  await getDatabase();
  await closeDatabase();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (process.env.SEED === "false") {
    console.log(`Base recréée et migrée, sans données d'exemple (SEED=false), en ${seconds} s.`);
  } else if (process.env.SEED_IMAGES === "false") {
    console.log(
      `Base recréée, migrée et remplie avec les données d'exemple, sans images (SEED_IMAGES=false), en ${seconds} s.`,
    );
  } else {
    console.log(`Base recréée, migrée et remplie avec les données d'exemple en ${seconds} s.`);
  }
}

main().catch((error: unknown) => {
  console.error("Échec de la réinitialisation de la base de données :", error);
  process.exitCode = 1;
});
