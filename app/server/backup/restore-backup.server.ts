/**
 * Puts an archive back: the database (the embedded PostgreSQL's rows loaded into a new cluster, a
 * new PGlite folder loaded from its dump, or pg_restore into an empty PostgreSQL database), the
 * uploaded files and the encryption key file. The target must
 * be empty unless `force` is given, and the archive's manifest is checked before anything is
 * touched. The caller holds the data folder's lock (no server may run meanwhile).
 */
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { extract } from "tar";
import type { Database } from "~/server/db.server";
import { embeddedEngine, embeddedFolders, migrate, openDatabase } from "~/server/db.server";
import { removeDatabaseFolder } from "~/server/embedded-postgres.server";
import { migrationsFolder } from "~/server/migrations-folder.server";
import { KEY_FILE } from "~/server/secret-box.server";
import { s3ConfigFromEnv } from "~/server/s3-storage.server";
import { getStorage, localFolderStorage } from "~/server/storage.server";
import { readManifest, type Manifest } from "./archive-files.server";
import { runPgTool } from "./database-dump.server";
import { loadRows, RowsDumpError } from "./logical-dump.server";

export interface RestoreTarget {
  /**
   * The data folder: the embedded PostgreSQL in `pg/` (PGlite in `db/`), uploads in `uploads/`,
   * the key file.
   */
  dataDir: string;
  /** The embedded database to restore into; default EMBEDDED_DATABASE's. */
  engine?: "postgres" | "pglite";
  /** PostgreSQL: restore into this database instead of PGlite. */
  databaseUrl?: string;
  /** Replace what the target already holds. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  warnings: string[];
}

/** The target holds data (without --force), or the archive does not fit it. French message. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

async function nonEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).some((name) => name !== ".tmp");
  } catch {
    return false;
  }
}

async function postgresTables(url: string): Promise<number> {
  const database = await openDatabase({ url });
  try {
    // The application's tables and drizzle's journal of migrations.
    const result = (await database.db.execute(
      sql`select count(*) as n from pg_catalog.pg_tables where schemaname in ('public', 'drizzle')`,
    )) as unknown as { rows: { n: string }[] };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await database.close();
  }
}

/** What the target already holds, in French, for the refusal message. */
async function whatIsThere(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const tables = await postgresTables(target.databaseUrl);
    if (tables > 0) found.push(`la base PostgreSQL contient ${tables} table(s)`);
  } else {
    for (const folder of Object.values(embeddedFolders(target.dataDir)))
      if (await nonEmpty(folder)) found.push(`une base de données dans ${folder}`);
  }
  const bucket = s3ConfigFromEnv()?.bucket;
  if (bucket) {
    const keys = getStorage().list()[Symbol.asyncIterator]();
    if (!(await keys.next()).done) found.push(`des fichiers dans le compartiment S3 « ${bucket} »`);
  } else if (await nonEmpty(path.join(target.dataDir, "uploads")))
    found.push(`des fichiers téléversés dans ${path.join(target.dataDir, "uploads")}`);
  if (existsSync(path.join(target.dataDir, KEY_FILE)))
    found.push(`une clé de chiffrement (${path.join(target.dataDir, KEY_FILE)})`);
  return found;
}

export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
): Promise<RestoreResult> {
  const manifest = await readManifest(archive);
  const fromServer = manifest.database.kind === "postgres";
  if (fromServer !== Boolean(target.databaseUrl)) {
    throw new RestoreRefusedError(
      fromServer
        ? "Cette sauvegarde vient d'une base PostgreSQL : restaurez-la avec DATABASE_URL."
        : "Cette sauvegarde vient de la base intégrée : restaurez-la sans DATABASE_URL.",
    );
  }
  const found = await whatIsThere(target);
  if (found.length > 0 && !target.force) {
    throw new RestoreRefusedError(
      `La destination n'est pas vide : ${found.join(" ; ")}. Rien n'a été modifié. ` +
        "Relancez avec --force pour tout remplacer par la sauvegarde.",
    );
  }

  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(target.dataDir, ".restauration-"));
  try {
    await extract({ file: archive, cwd: staging, strict: true });
    const dumpFile = path.join(staging, "base", manifest.database.file);
    const folders = embeddedFolders(target.dataDir);
    if (target.databaseUrl) {
      await restorePostgres(dumpFile, target.databaseUrl, target.force);
    } else {
      // Both embedded folders go: a PGlite folder left beside a restored cluster would be moved
      // into it at the next start.
      for (const folder of Object.values(folders)) removeDatabaseFolder(folder);
      // An archive of PGlite goes back into a PGlite folder; with the embedded PostgreSQL, the
      // server's start moves it into the cluster, as for any site installed with PGlite.
      if (manifest.database.kind === "pglite") await restorePglite(dumpFile, folders.pglite);
      else await restoreRows(dumpFile, manifest, target.engine ?? embeddedEngine(), folders);
    }

    if (s3ConfigFromEnv()) await restoreIntoStorage(path.join(staging, "uploads"));
    else {
      const uploads = path.join(target.dataDir, "uploads");
      await rm(uploads, { recursive: true, force: true });
      await rename(path.join(staging, "uploads"), uploads);
    }

    const warnings: string[] = [];
    const keyFile = path.join(target.dataDir, KEY_FILE);
    if (existsSync(path.join(staging, KEY_FILE))) {
      await copyFile(path.join(staging, KEY_FILE), keyFile);
      await chmod(keyFile, 0o600);
    } else {
      await rm(keyFile, { force: true });
      if (manifest.encryptionKey === "variable") {
        warnings.push(
          "Cette sauvegarde ne contient pas la clé de chiffrement des paramètres : donnez au " +
            "site la même SETTINGS_ENCRYPTION_KEY qu'à l'origine, sinon les clés API " +
            "enregistrées ne pourront pas être relues.",
        );
      }
    }
    return { manifest, warnings };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The archive's files into the bucket, through the storage interface (read back with the local
 * folder storage, which knows the archive's layout); what the bucket held and the archive does
 * not is deleted, so the site is exactly as it was.
 */
async function restoreIntoStorage(from: string): Promise<void> {
  const source = localFolderStorage(from);
  const target = getStorage();
  const restored = new Set<string>();
  for await (const key of source.list()) {
    const file = await source.get(key);
    if (!file) continue;
    await target.put(key, file.data, file.contentType);
    restored.add(key);
  }
  const extra: string[] = [];
  for await (const key of target.list()) if (!restored.has(key)) extra.push(key);
  for (const key of extra) await target.delete(key);
}

/** A new embedded database at the archive's migration level, then its rows. */
async function restoreRows(
  dumpFile: string,
  manifest: Manifest,
  engine: "postgres" | "pglite",
  folders: { cluster: string; pglite: string },
): Promise<void> {
  const database = await openDatabase(
    engine === "postgres" ? { clusterDir: folders.cluster } : { dataDir: folders.pglite },
  );
  try {
    await migrateToLevel(database, manifest.database.migrationLevel);
    await loadRows(database.db, dumpFile);
  } finally {
    await database.close();
  }
}

/** PGlite loads the dump of its data folder into a new folder (PGlite.create loadDataDir). */
async function restorePglite(dumpFile: string, dbDir: string): Promise<void> {
  await rm(dbDir, { recursive: true, force: true });
  await mkdir(path.dirname(dbDir), { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgliteExtensions } = await import("../pglite-extensions.server");
  const tar = new Blob([new Uint8Array(await readFile(dumpFile))]);
  const client = await PGlite.create({
    dataDir: dbDir,
    loadDataDir: tar,
    extensions: pgliteExtensions,
  });
  // A first query proves the copy opens (recovery of the last transactions runs on open).
  await client.query("select 1");
  await client.close();
}

async function restorePostgres(dumpFile: string, url: string, force = false): Promise<void> {
  if (force) await emptyPostgres(url);
  await runPgTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", dumpFile],
    url,
  );
}

/** --force on PostgreSQL: the application's schemas are dropped and public recreated empty. */
async function emptyPostgres(url: string): Promise<void> {
  const database: Database = await openDatabase({ url });
  try {
    for (const statement of [
      "drop schema if exists drizzle cascade",
      "drop schema if exists public cascade",
      "create schema public",
    ])
      await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}

interface JournalEntry {
  tag: string;
}

/**
 * Migrates `database` to `level` exactly (the tag of the archive's last migration), through a
 * copy of db/migrations cut after it: the rows then find the tables they were read from.
 */
export async function migrateToLevel(database: Database, level: string | null): Promise<void> {
  if (level === null) return;
  const journalFile = path.join(migrationsFolder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.tag === level);
  if (last < 0) {
    throw new RowsDumpError(
      `Cette sauvegarde vient d'une version plus récente du site (migration ${level} inconnue) : ` +
        "restaurez-la avec cette version ou une plus récente.",
    );
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), "fondation-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    const entries = journal.entries.slice(0, last + 1);
    await writeFile(
      path.join(folder, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries)
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
