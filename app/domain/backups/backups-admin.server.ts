/**
 * The Sauvegardes screen's rules: the last archives of the backup folder with their French date
 * and size, a backup made on request, and a download that only ever opens a file of that list
 * (a name from the URL is looked up, never joined to a path). Both actions go to the journal.
 */
import { formatFileSize } from "~/lib/file-size";
import { formatDateTime } from "~/lib/format";
import { audit } from "~/server/audit.server";
import {
  listArchives,
  readManifest,
  type ArchiveInfo,
  type BackupReason,
} from "~/server/backup/archive-files.server";
import { createBackup } from "~/server/backup/create-backup.server";
import { getDatabase } from "~/server/db.server";

/** How many archives the screen lists (the folder may hold more). */
export const LISTED_BACKUPS = 30;

const reasonLabels: Record<BackupReason, string> = {
  manuelle: "Manuelle",
  commande: "Commande",
  nuit: "Automatique (nuit)",
  "avant-migration": "Avant une mise à jour",
};

export interface BackupRow {
  name: string;
  when: string;
  size: string;
  reason: string;
}

async function rowOf(archive: ArchiveInfo): Promise<BackupRow> {
  const manifest = await readManifest(archive.file).catch(() => null);
  return {
    name: archive.name,
    when: formatDateTime(manifest ? new Date(manifest.createdAt) : archive.modifiedAt),
    size: formatFileSize(archive.size),
    reason: manifest ? (reasonLabels[manifest.reason] ?? manifest.reason) : "Illisible",
  };
}

export async function listBackups(): Promise<{ rows: BackupRow[]; total: number }> {
  const archives = await listArchives();
  const rows = await Promise.all(archives.slice(0, LISTED_BACKUPS).map(rowOf));
  return { rows, total: archives.length };
}

/** A backup now, by an administrator; null when another one is being made (PostgreSQL lock). */
export async function backupNow(actorId: number): Promise<{ name: string; size: string } | null> {
  const database = await getDatabase();
  const result = await createBackup(database, { reason: "manuelle" });
  if (!result) return null;
  await audit(database.db, {
    userId: actorId,
    action: "backup.create",
    entity: "backup",
    entityId: result.name,
    details: { taille: result.size },
  });
  return { name: result.name, size: formatFileSize(result.size) };
}

/** The archive of that exact name in the list, recorded in the journal; null when unknown. */
export async function backupForDownload(actorId: number, name: string | undefined) {
  if (!name) return null;
  const archive = (await listArchives()).find((candidate) => candidate.name === name);
  if (!archive) return null;
  const { db } = await getDatabase();
  await audit(db, {
    userId: actorId,
    action: "backup.download",
    entity: "backup",
    entityId: archive.name,
  });
  return archive;
}
