/**
 * Scheduled work done once across app servers (docs/decisions/0025): every server's timer fires,
 * the first to claim the task's period in the database does the work, the others skip it. A lock
 * held only while the work runs would not do: a server whose timer fires a little later, once the
 * first has finished and let go, would do it a second time.
 */
import os from "node:os";
import { scheduledRuns } from "#db/schema";
import { nextRun } from "~/server/backup/nightly-schedule.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";

/**
 * True for the one caller (of all servers sharing the database) that claims `period` of `task`,
 * e.g. ("sauvegarde-nuit", "2026-03-14"); false for every other.
 */
export async function claimScheduledRun(db: Db, task: string, period: string): Promise<boolean> {
  const rows = await db
    .insert(scheduledRuns)
    .values({ task, period, claimedBy: `${os.hostname()}:${process.pid}` })
    .onConflictDoNothing()
    .returning({ task: scheduledRuns.task });
  return rows.length > 0;
}

export interface DailySchedule {
  /** No run starts after this; one under way is waited for. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every day at `time`, Saguenay time, with the instant it was set for (the same on
 * every server whatever its timer's drift, so the day a claim names is the same too). A failed
 * day is logged as `failure` and the next one still runs.
 */
export function startDailyRun(
  time: { hour: number; minute: number },
  run: (at: Date) => Promise<void>,
  failure: string,
): DailySchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const at = nextRun(time, new Date());
    timer = setTimeout(() => {
      running = run(at)
        .catch((error: unknown) => logger.error(failure, { error }))
        .finally(() => {
          running = undefined;
          arm();
        });
    }, at.getTime() - Date.now());
    timer.unref();
  };
  arm();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
