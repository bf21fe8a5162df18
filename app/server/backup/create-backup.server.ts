/**
 * Makes one self-contained archive of the site: the database (its own dump), then the uploaded
 * files, the encryption key file when the key lives there, and a manifest. Built in a hidden
 * folder and a hidden file of the backup folder, renamed to `sauvegarde-…tar.gz` only once
 * complete, so a crash never leaves half an archive under a real name.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { create as createTar } from "tar";
import { dataDir } from "~/server/data-dir.server";
import type { Database } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { KEY_FILE } from "~/server/secret-box.server";
import { s3ConfigFromEnv } from "~/server/s3-storage.server";
import { getStorage, localFolderStorage } from "~/server/storage.server";
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  archiveStem,
  backupDir,
  type BackupReason,
  type Manifest,
} from "./archive-files.server";
import { dumpDatabase } from "./database-dump.server";

export const KEY_KEPT_APART_WARNING =
  "Attention : la clé de chiffrement des paramètres vient de SETTINGS_ENCRYPTION_KEY et n'est " +
  "pas dans la sauvegarde. Conservez-la à part, en lieu sûr : sans elle, les clés API " +
  "enregistrées dans l'administration ne pourront pas être relues après une restauration.";

export interface BackupResult {
  name: string;
  file: string;
  size: number;
  manifest: Manifest;
  /** French warnings for the person who asked (the key kept apart). */
  warnings: string[];
}

export interface BackupOptions {
  reason: BackupReason;
  /** Default BACKUP_DIR, else DATA_DIR/backups. */
  dir?: string;
  /** PostgreSQL: skip (return null) when another server holds this advisory lock. */
  advisoryLock?: number;
}

// One backup at a time per process: a nightly one and a click never write side by side.
let queue: Promise<unknown> = Promise.resolve();

export function createBackup(
  database: Database,
  options: BackupOptions,
): Promise<BackupResult | null> {
  const run = queue.then(() => writeBackup(database, options));
  queue = run.catch(() => undefined);
  return run;
}

async function writeBackup(
  database: Database,
  options: BackupOptions,
): Promise<BackupResult | null> {
  const dir = options.dir ?? backupDir();
  const root = dataDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, ".en-cours-"));
  const partial = path.join(dir, `.partielle-${randomBytes(6).toString("hex")}.tar.gz`);
  try {
    // The database first: every file it refers to was uploaded before it, so is copied after.
    await mkdir(path.join(staging, "base"));
    const createdAt = new Date();
    const dump = await dumpDatabase(database, path.join(staging, "base"), options);
    if (!dump) return null;
    const uploads = s3ConfigFromEnv()
      ? await copyFromStorage(path.join(staging, "uploads"))
      : await linkTree(path.join(root, "uploads"), path.join(staging, "uploads"));

    const keyFromEnv = Boolean(process.env.SETTINGS_ENCRYPTION_KEY?.trim());
    const keyFile = path.join(root, KEY_FILE);
    const withKey = !keyFromEnv && existsSync(keyFile);
    if (withKey) await copyFile(keyFile, path.join(staging, KEY_FILE));

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      reason: options.reason,
      app: appVersion(),
      database: {
        kind:
          database.kind === "postgres" && database.embedded ? "embedded-postgres" : database.kind,
        file: dump.fileName,
        migrationLevel: dump.migration.level,
        migrationsApplied: dump.migration.applied,
      },
      counts: dump.counts,
      uploads,
      encryptionKey: keyFromEnv ? "variable" : withKey ? "fichier" : "absente",
    };
    await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));

    // The manifest first, so a reader checks an archive without reading all of it.
    const entries = [MANIFEST_NAME, "base", "uploads", ...(withKey ? [KEY_FILE] : [])];
    await createTar({ gzip: true, portable: true, cwd: staging, file: partial }, entries);
    const { name, file } = await publish(partial, dir, archiveStem(createdAt));
    const { size } = await stat(file);
    const warnings = keyFromEnv ? [KEY_KEPT_APART_WARNING] : [];
    logger.info("sauvegarde écrite", { file, size, reason: options.reason });
    return { name, file, size, manifest, warnings };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Renames the finished archive to its real name; a second archive in the same second gets -2. */
async function publish(partial: string, dir: string, stem: string) {
  for (let n = 1; n < 100; n++) {
    const name = n === 1 ? `${stem}.tar.gz` : `${stem}-${n}.tar.gz`;
    const file = path.join(dir, name);
    // link() refuses an existing name, where rename() would replace it.
    try {
      await link(partial, file);
      return { name, file };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`Trop de sauvegardes dans la même seconde dans ${dir}.`);
}

/**
 * The uploads of a bucket, copied through the storage interface into a local folder storage:
 * the archive has the same layout whichever storage the site uses, and restores into either.
 */
async function copyFromStorage(to: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  await mkdir(to, { recursive: true });
  const from = getStorage();
  const copy = localFolderStorage(to);
  for await (const key of from.list()) {
    const file = await from.get(key);
    if (!file) continue; // deleted meanwhile: no longer part of the site
    await copy.put(key, file.data, file.contentType);
    total.files += 1;
    total.bytes += file.data.byteLength;
  }
  return total;
}

/**
 * The uploads as hard links (instant, no extra space: an upload is never changed in place, only
 * replaced by a rename), or copies when the backup folder is on another disk. Skips the storage's
 * own temporary folder.
 */
async function linkTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  await mkdir(to, { recursive: true });
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return total;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name === ".tmp") continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await linkTree(source, target);
      total.files += inner.files;
      total.bytes += inner.bytes;
    } else if (entry.isFile()) {
      try {
        await link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT") continue; // deleted meanwhile: no longer part of the site
        if (code !== "EXDEV" && code !== "EPERM") throw error;
        await copyFile(source, target);
      }
      total.files += 1;
      total.bytes += (await stat(target)).size;
    }
  }
  return total;
}

function appVersion(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as {
      name?: string;
      version?: string;
    };
    return {
      name: pkg.name ?? "?",
      version: pkg.version ?? process.env.npm_package_version ?? "0",
    };
  } catch {
    return { name: "?", version: process.env.npm_package_version ?? "0" };
  }
}
