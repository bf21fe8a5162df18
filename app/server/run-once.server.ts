/**
 * Scheduled work done once across app servers (docs/decisions/0025): every server's timer fires,
 * the first to claim the task's period in the database does the work, the others skip it. A lock
 * held only while the work runs would not do: a server whose timer fires a little later, once the
 * first has finished and let go, would do it a second time.
 */
import os from "node:os";
import { scheduledRuns } from "#db/schema";
import type { Db } from "~/server/db.server";

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
