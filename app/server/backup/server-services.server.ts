/**
 * What the site's server runs for backups while it is up: the nightly backup and, with the
 * embedded database (PostgreSQL or PGlite in DATA_DIR), the control channel through which `npm run backup` asks it for an archive (the command may not
 * open the folder the server holds).
 */
import { dataDir } from "~/server/data-dir.server";
import { getDatabase } from "~/server/db.server";
import { startControlChannel, type ControlChannel } from "./control-channel.server";
import { createBackup } from "./create-backup.server";
import { NIGHTLY_LOCK, scheduleFromEnv, startNightlyBackups } from "./nightly-schedule.server";

export interface BackupServices {
  stop(): Promise<void>;
}

export async function startBackupServices(): Promise<BackupServices> {
  const database = await getDatabase();
  const schedule = startNightlyBackups(scheduleFromEnv(), () =>
    createBackup(database, {
      reason: "nuit",
      // Only servers sharing one PostgreSQL server can make the same nightly backup twice.
      advisoryLock: database.kind === "postgres" && !database.embedded ? NIGHTLY_LOCK : undefined,
    }),
  );
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
