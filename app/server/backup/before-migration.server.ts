/**
 * Before a new version of the site changes a database that already holds data, a backup is made:
 * a migration that goes wrong can then be undone with `npm run restore`. A new database (nothing
 * applied yet) and an up-to-date one are left alone.
 */
import type { Database } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { createBackup } from "./create-backup.server";
import { migrationStatus, rawQueryOf } from "./migration-status.server";
import { pruneAutomaticArchives, scheduleFromEnv } from "./nightly-schedule.server";

export async function backupBeforeMigration(database: Database): Promise<void> {
  const status = await migrationStatus(rawQueryOf(database.db));
  if (status.applied === 0 || status.pending === 0) return;
  logger.info("sauvegarde avant la mise à jour de la base", {
    level: status.level,
    pending: status.pending,
  });
  const result = await createBackup(database, { reason: "avant-migration" });
  if (result) await pruneAutomaticArchives(scheduleFromEnv().keep);
}
