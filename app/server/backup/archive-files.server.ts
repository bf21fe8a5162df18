/**
 * The backup folder and its archives: where they go (BACKUP_DIR, else DATA_DIR/backups), how they
 * are named (`sauvegarde-AAAAMMJJ-HHMMSS.tar.gz`, Toronto time), the manifest each one starts
 * with, and the list the back-office and the nightly clean-up read. Only names matching the
 * pattern are ever listed, so a half-written archive (a hidden temporary name) never shows.
 */
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { Parser, type ReadEntry } from "tar";
import { wallClock } from "~/lib/zoned-time";
import { dataDir } from "~/server/data-dir.server";

export const MANIFEST_NAME = "manifest.json";
export const ARCHIVE_FORMAT = "fondation-chicoutimi/sauvegarde";
/** Raised when the archive's layout changes; restore refuses a newer one. */
export const FORMAT_VERSION = 1;

export const ARCHIVE_NAME = /^sauvegarde-(\d{8})-(\d{6})(?:-(\d{1,3}))?\.tar\.gz$/;

export type BackupReason = "manuelle" | "commande" | "nuit" | "avant-migration";

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  /** ISO date the database was copied. */
  createdAt: string;
  reason: BackupReason;
  app: { name: string; version: string };
  database: {
    /**
     * "embedded-postgres": the embedded PostgreSQL's rows (logical-dump.server.ts);
     * "postgres": pg_dump of a PostgreSQL server; "pglite": a tar of PGlite's folder.
     */
    kind: "pglite" | "embedded-postgres" | "postgres";
    /** Under `base/` in the archive. */
    file: string;
    /** Tag of the last applied migration. */
    migrationLevel: string | null;
    migrationsApplied: number;
  };
  counts: Record<string, number>;
  uploads: { files: number; bytes: number };
  /** "fichier": the archive holds settings-encryption.key; "variable": it comes from SETTINGS_ENCRYPTION_KEY. */
  encryptionKey: "fichier" | "variable" | "absente";
}

export function backupDir(): string {
  const configured = process.env.BACKUP_DIR?.trim();
  return configured ? path.resolve(configured) : path.join(dataDir(), "backups");
}

/** `sauvegarde-20250314-030000`, the wall-clock time in Saguenay. */
export function archiveStem(date: Date): string {
  const { year, month, day, hour, minute, second } = wallClock(date);
  return `sauvegarde-${year}${month}${day}-${hour}${minute}${second}`;
}

export interface ArchiveInfo {
  name: string;
  file: string;
  size: number;
  /** When the file was finished (its modification time). */
  modifiedAt: Date;
}

/** Our archives in the folder, newest first. A missing folder is an empty list. */
export async function listArchives(dir = backupDir()): Promise<ArchiveInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const infos = await Promise.all(
    names
      .filter((name) => ARCHIVE_NAME.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        return info?.isFile() ? { name, file, size: info.size, modifiedAt: info.mtime } : null;
      }),
  );
  return infos
    .filter((info): info is ArchiveInfo => info !== null)
    .sort((a, b) => b.name.localeCompare(a.name, "en", { numeric: true }));
}

/** A file that is not one of our archives, or one this version cannot read. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveError";
  }
}

/**
 * The manifest, read from the start of the archive (it is the first entry: the rest of the file
 * is not read). Throws ArchiveError for anything else than one of our archives.
 */
export async function readManifest(file: string): Promise<Manifest> {
  const text = await new Promise<string | null>((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser();
    let settled = false;
    const finish = (value: string | null, error?: unknown) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    parser.on("entry", (entry: ReadEntry) => {
      if (entry.path !== MANIFEST_NAME) {
        entry.resume();
        return finish(null);
      }
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => finish(Buffer.concat(chunks).toString("utf8")));
    });
    parser.on("end", () => finish(null));
    parser.on("error", () => finish(null));
    parser.on("warn", (code: string) => {
      if (code === "TAR_BAD_ARCHIVE" || code === "TAR_ABORT") finish(null);
    });
    input.on("error", (error) => finish(null, error));
    input.pipe(parser);
  });
  if (text === null) throw new ArchiveError(`${file} n'est pas une sauvegarde du site.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new ArchiveError(`${file} n'est pas une sauvegarde du site (manifeste illisible).`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || !Number.isInteger(manifest.version))
    throw new ArchiveError(`${file} n'est pas une sauvegarde du site.`);
  if (manifest.version > FORMAT_VERSION) {
    throw new ArchiveError(
      `${file} a été faite par une version plus récente du site (format ${manifest.version}) : ` +
        `mettez le site à jour avant de la restaurer.`,
    );
  }
  return manifest;
}
