/**
 * What the site's server runs for backups while it is up: the nightly backup and, with the
 * embedded database (PostgreSQL or PGlite in DATA_DIR), the control channel through which `npm run backup` asks it for an archive (the command may not
 * open the folder the server holds).
 */
import { zonedParts } from "~/lib/zoned-time";
import { dataDir } from "~/server/data-dir.server";
import { logger } from "~/server/logger.server";
import { claimScheduledRun } from "~/server/run-once.server";
import { getDatabase } from "~/server/db.server";
import { startControlChannel, type ControlChannel } from "./control-channel.server";
import { createBackup } from "./create-backup.server";
import { NIGHTLY_LOCK, scheduleFromEnv, startNightlyBackups } from "./nightly-schedule.server";

/** The nightly backup's task name in scheduled_runs. */
export const NIGHTLY_TASK = "sauvegarde-nuit";

export interface BackupServices {
  stop(): Promise<void>;
}

export async function startBackupServices(): Promise<BackupServices> {
  const database = await getDatabase();
  const schedule = startNightlyBackups(scheduleFromEnv(), async (at) => {
    // One archive a night for all the servers sharing the database: the first claims the night
    // (run-once.server.ts); the advisory lock still keeps two dumps from overlapping.
    const night = zonedParts(at).day;
    if (!(await claimScheduledRun(database.db, NIGHTLY_TASK, night))) {
      logger.info("sauvegarde de la nuit déjà prise par un autre serveur", { night });
      return null;
    }
    return createBackup(database, {
      reason: "nuit",
      // Only servers sharing one PostgreSQL server can make the same nightly backup twice.
      advisoryLock: database.kind === "postgres" && !database.embedded ? NIGHTLY_LOCK : undefined,
    });
  });
  let channel: ControlChannel | null = null;
  if (database.embedded) {
    channel = await startControlChannel(dataDir(), {
      backup: () => createBackup(database, { reason: "commande" }),
    });
  }
  return {
    async stop() {
      schedule.stop();
      await channel?.close();
    },
  };
}
