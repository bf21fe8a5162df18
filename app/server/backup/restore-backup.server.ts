/**
 * Puts an archive back: the database (a new PGlite folder loaded from its dump, or pg_restore into
 * an empty PostgreSQL database), the uploaded files and the encryption key file. The target must
 * be empty unless `force` is given, and the archive's manifest is checked before anything is
 * touched. The caller holds the data folder's lock (no server may run meanwhile).
 */
import { chmod, copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { extract } from "tar";
import type { Database } from "~/server/db.server";
import { openDatabase } from "~/server/db.server";
import { KEY_FILE } from "~/server/secret-box.server";
import { readManifest, type Manifest } from "./archive-files.server";
import { runPgTool } from "./database-dump.server";

export interface RestoreTarget {
  /** The data folder: PGlite in `db/`, uploads in `uploads/`, the key file. */
  dataDir: string;
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
  } else if (await nonEmpty(path.join(target.dataDir, "db"))) {
    found.push(`une base de données dans ${path.join(target.dataDir, "db")}`);
  }
  if (await nonEmpty(path.join(target.dataDir, "uploads")))
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
  const kind = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.database.kind !== kind) {
    throw new RestoreRefusedError(
      manifest.database.kind === "pglite"
        ? "Cette sauvegarde vient de la base intégrée (PGlite) : restaurez-la sans DATABASE_URL."
        : "Cette sauvegarde vient d'une base PostgreSQL : restaurez-la avec DATABASE_URL.",
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
    if (target.databaseUrl) await restorePostgres(dumpFile, target.databaseUrl, target.force);
    else await restorePglite(dumpFile, path.join(target.dataDir, "db"));

    const uploads = path.join(target.dataDir, "uploads");
    await rm(uploads, { recursive: true, force: true });
    await rename(path.join(staging, "uploads"), uploads);

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
