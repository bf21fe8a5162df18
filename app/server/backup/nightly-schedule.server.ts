/**
 * The automatic backup: every night at BACKUP_TIME (default 03:00, Saguenay time; "off" turns it
 * off), keeping the last BACKUP_KEEP automatic archives (default 14). Manual archives are never
 * deleted. With PostgreSQL, servers sharing the database take an advisory lock, so only one of
 * them makes the night's backup.
 */
import { rm } from "node:fs/promises";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import { logger } from "~/server/logger.server";
import { backupDir, listArchives, readManifest } from "./archive-files.server";

/** Advisory lock key of the nightly backup (PostgreSQL). */
export const NIGHTLY_LOCK = 727275;

export interface ScheduleConfig {
  /** Hour and minute in Saguenay, or null when turned off. */
  time: { hour: number; minute: number } | null;
  keep: number;
}

/** BACKUP_TIME and BACKUP_KEEP; a malformed value falls back to the default with a warning. */
export function scheduleFromEnv(env: NodeJS.ProcessEnv = process.env): ScheduleConfig {
  const rawTime = (env.BACKUP_TIME ?? "03:00").trim().toLowerCase();
  let time: ScheduleConfig["time"] = { hour: 3, minute: 0 };
  if (rawTime === "off") time = null;
  else {
    const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(rawTime);
    if (match) time = { hour: Number(match[1]), minute: Number(match[2]) };
    else logger.warn("BACKUP_TIME invalide (HH:MM ou off) : 03:00 utilisé", { value: rawTime });
  }
  const rawKeep = env.BACKUP_KEEP?.trim();
  let keep = 14;
  if (rawKeep) {
    if (/^\d{1,4}$/.test(rawKeep) && Number(rawKeep) >= 1) keep = Number(rawKeep);
    else
      logger.warn("BACKUP_KEEP invalide (nombre entier, 1 ou plus) : 14 utilisé", {
        value: rawKeep,
      });
  }
  return { time, keep };
}

/** The next instant, strictly after `now`, when Saguenay's clock shows `time`. */
export function nextRun(time: { hour: number; minute: number }, now: Date): Date {
  const clock = `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;
  const today = zonedParts(now).day;
  for (let days = 0; days < 3; days++) {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    const candidate = zonedInstant(day.toISOString().slice(0, 10), clock);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  return new Date(now.getTime() + 24 * 60 * 60_000);
}

/** Deletes the automatic archives (nightly, before a migration) beyond the newest `keep`. */
export async function pruneAutomaticArchives(keep: number, dir = backupDir()): Promise<string[]> {
  const deleted: string[] = [];
  let kept = 0;
  for (const archive of await listArchives(dir)) {
    const reason = await readManifest(archive.file).then(
      (manifest) => manifest.reason,
      () => null,
    );
    if (reason !== "nuit" && reason !== "avant-migration") continue;
    kept += 1;
    if (kept <= keep) continue;
    await rm(archive.file, { force: true });
    deleted.push(archive.name);
  }
  if (deleted.length) logger.info("anciennes sauvegardes automatiques supprimées", { deleted });
  return deleted;
}

export interface Schedule {
  stop(): void;
}

/** Runs `backup` at each next BACKUP_TIME; a failed night is logged and the next one still runs. */
export function startNightlyBackups(
  config: ScheduleConfig,
  /** `at`: the instant the run was set for (the same on every server, whatever its timer). */
  backup: (at: Date) => Promise<unknown>,
): Schedule {
  const { time } = config;
  if (!time) {
    logger.info("sauvegarde automatique désactivée (BACKUP_TIME=off)");
    return { stop() {} };
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const at = nextRun(time, new Date());
    // setTimeout holds at most ~24.8 days; a night is far less.
    timer = setTimeout(() => {
      void (async () => {
        try {
          await backup(at);
          await pruneAutomaticArchives(config.keep);
        } catch (error) {
          logger.error("sauvegarde automatique : échec", { error });
        }
        arm();
      })();
    }, at.getTime() - Date.now());
    timer.unref();
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
