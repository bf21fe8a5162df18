/**
 * npm run backup
 *
 * Writes one archive `sauvegarde-AAAAMMJJ-HHMMSS.tar.gz` into BACKUP_DIR (default DATA_DIR/backups)
 * while the site keeps serving: the database, the uploaded files, the encryption key file and a
 * manifest. With the embedded database, a running server makes it (asked over DATA_DIR/control.sock,
 * since only the server that holds DATA_DIR opens its database); otherwise this command opens
 * the folder itself. See docs/decisions/0017-backups.md.
 */
import { existsSync } from "node:fs";
import { formatFileSize } from "~/lib/file-size";
import { requestServerBackup } from "~/server/backup/control-channel.server";
import { createBackup, type BackupResult } from "~/server/backup/create-backup.server";
import { acquireDataLock, dataDirHolder, lockedMessage } from "~/server/data-lock.server";
import { dataDir } from "~/server/data-dir.server";
import { openDatabase, optionsFromEnv } from "~/server/db.server";

async function backupHere(): Promise<BackupResult | null> {
  const options = optionsFromEnv();
  // PostgreSQL serves several clients: pg_dump runs beside the site, no lock needed.
  if (options.url) return withDatabase(options);
  const dir = dataDir();
  const folder = options.clusterDir ?? options.dataDir!;
  if (!existsSync(folder))
    throw new Error(`Aucune base de données dans ${folder} : rien à sauvegarder.`);
  const lock = acquireDataLock(dir, "sauvegarde");
  try {
    return await withDatabase(options);
  } finally {
    lock.release();
  }
}

async function withDatabase(
  options: ReturnType<typeof optionsFromEnv>,
): Promise<BackupResult | null> {
  // No migration, no seed: the database is saved as it is.
  const database = await openDatabase(options);
  try {
    return await createBackup(database, { reason: "commande" });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const dir = dataDir();
  const holder = process.env.DATABASE_URL?.trim() ? null : dataDirHolder(dir);
  if (holder && holder.role !== "serveur") throw new Error(lockedMessage(dir, holder));
  const started = Date.now();
  const result = holder ? await requestServerBackup(dir) : await backupHere();
  if (!result) throw new Error("Une autre sauvegarde est en cours : réessayez dans un instant.");
  const seconds = ((Date.now() - started) / 1000).toLocaleString("fr-CA", {
    maximumFractionDigits: 1,
  });
  console.log(
    `Sauvegarde écrite${holder ? " par le serveur en marche" : ""} : ${result.file} ` +
      `(${formatFileSize(result.size)}, ${seconds} s)`,
  );
  for (const warning of result.warnings) console.warn(`\n${warning}`);
}

main().catch((error: unknown) => {
  console.error(
    `Sauvegarde impossible : ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
