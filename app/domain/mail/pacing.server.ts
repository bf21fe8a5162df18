/**
 * The steady pace at which bulk messages (the newsletter, a message to an event's attendees)
 * enter the outbox (decision 0029): `NEWSLETTER_RATE_PER_MINUTE` (60 by default), so a receipt or
 * a confirmation queued meanwhile waits behind a handful of them at most. The pace is kept in
 * the sending's own row (`pacedUntil`, locked while a batch is taken): two servers share the
 * rate instead of doubling it, and a server that was down does not catch up in a burst (at most
 * one minute of credit is kept). A sending that has not started may send one message at once.
 */
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";

const MINUTE_MS = 60_000;

/** Bulk messages put in the outbox per minute (`NEWSLETTER_RATE_PER_MINUTE`, default 60). */
export function pacedRate(): number {
  const configured = Number(process.env.NEWSLETTER_RATE_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : 60;
}

export interface PaceCredit {
  /** The instant the pace counts from. */
  from: number;
  /** How many messages may be queued now. */
  credit: number;
}

/** What a sending paced until `pacedUntil` (null: not started) may queue at `now`. */
export function paceCredit(pacedUntil: Date | null, now: Date, rate: number): PaceCredit {
  const from = pacedUntil
    ? Math.max(pacedUntil.getTime(), now.getTime() - MINUTE_MS)
    : now.getTime() - MINUTE_MS / rate;
  return { from, credit: Math.floor(((now.getTime() - from) * rate) / MINUTE_MS) };
}

/** The sending's new `pacedUntil` once `queued` messages used the credit counted from `from`. */
export const pacedUntilAfter = (from: number, queued: number, rate: number) =>
  new Date(from + (queued * MINUTE_MS) / rate);

export interface PacedLoop {
  stop(): Promise<void>;
}

/**
 * Runs `step` every `intervalMs` (5 s) with the database; steps never overlap. A failure is
 * logged as `failure` (no personal data) and the next step tries again.
 */
export function startPacedLoop(
  getDb: () => Promise<Db>,
  step: (db: Db) => Promise<unknown>,
  failure: string,
  options: { intervalMs?: number } = {},
): PacedLoop {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => step(await getDb()))()
      .catch((error: unknown) => logger.error(failure, { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
