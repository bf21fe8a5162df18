/**
 * npm run restore -- sauvegarde-20250314-030000.tar.gz [--force]
 *
 * Restores an archive of `npm run backup` into an empty DATA_DIR (embedded database) or an empty
 * PostgreSQL database (DATABASE_URL), with the uploaded files and the encryption key file. Refuses
 * a target that holds data unless --force is given, and refuses while a server uses DATA_DIR.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { formatDateTime } from "~/lib/format";
import { restoreBackup } from "~/server/backup/restore-backup.server";
import { acquireDataLock } from "~/server/data-lock.server";
import { dataDir } from "~/server/data-dir.server";

const usage = "Usage : npm run restore -- <fichier sauvegarde-….tar.gz> [--force]";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  const archive = path.resolve(positionals[0]!);
  const dir = dataDir();
  const lock = acquireDataLock(dir, "restauration");
  const started = Date.now();
  try {
    const { manifest, warnings } = await restoreBackup(archive, {
      dataDir: dir,
      databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
      force: values.force,
    });
    const seconds = ((Date.now() - started) / 1000).toLocaleString("fr-CA", {
      maximumFractionDigits: 1,
    });
    console.log(
      `Sauvegarde du ${formatDateTime(manifest.createdAt)} ` +
        `restaurée dans ${process.env.DATABASE_URL?.trim() ? "la base PostgreSQL" : dir} (${seconds} s) : ` +
        `${manifest.counts.donations ?? 0} dons, ${manifest.counts.receipts ?? 0} reçus, ` +
        `${manifest.uploads.files} fichiers.`,
    );
    for (const warning of warnings) console.warn(`\n${warning}`);
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Restauration impossible : ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
