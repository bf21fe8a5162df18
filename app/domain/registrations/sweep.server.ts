/**
 * The registrations' sweep (issue 26, part C), every few minutes: payment holds and offers past
 * their time expire and their places go to the waiting list; waiting requests are offered the
 * places freed some other way meanwhile (a capacity raised). Each event is settled in its own
 * transaction under its row's lock (waitlist.server.ts), so a sweep running beside a
 * registration or a second server's sweep never expires or offers anything twice.
 */
import { and, eq, inArray, lt, lte, or } from "drizzle-orm";
import { events, registrations, scheduledRuns } from "#db/schema";
import { HOLDING_STATUSES } from "~/domain/events/places.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { claimScheduledRun } from "~/server/run-once.server";
import { lockEvent } from "./attendees.server";
import { settlePlaces, type SettledPlaces } from "./waitlist.server";

/** The sweep's task name in scheduled_runs (one claim per period). */
export const SWEEP_TASK = "inscriptions-echeances";
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The site's address for the links of e-mails sent without a request (no visitor's Host to
 * trust: docs/decisions/0037), as the newsletter's dispatcher does.
 */
export const scheduledSiteUrl = () => process.env.PUBLIC_URL?.trim() || "http://localhost/";

/**
 * Settles every event with a hold or an offer lapsed at `now`, or with people waiting while it
 * has not begun. Answers the registrations expired and offered. Another part (the card payment)
 * may call it too.
 */
export async function sweepRegistrations(
  db: Db,
  now: Date = new Date(),
  siteUrl: string = scheduledSiteUrl(),
): Promise<SettledPlaces> {
  const due = await db
    .selectDistinct({ eventId: registrations.eventId })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      or(
        and(
          inArray(registrations.status, [...HOLDING_STATUSES]),
          lte(registrations.holdExpiresAt, now),
        ),
        // Before the start, to be offered freed places; after it, to be closed.
        eq(registrations.status, "waitlisted"),
      ),
    );
  const settled: SettledPlaces = { expired: [], offered: [] };
  for (const { eventId } of due) {
    const done = await db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      return event ? settlePlaces(tx, event, now, siteUrl) : null;
    });
    settled.expired.push(...(done?.expired ?? []));
    settled.offered.push(...(done?.offered ?? []));
  }
  return settled;
}

/** The period a sweep at `now` claims: its five minutes, e.g. "2026-03-14T18:05Z". */
const periodOf = (now: Date) =>
  `${new Date(Math.floor(now.getTime() / SWEEP_INTERVAL_MS) * SWEEP_INTERVAL_MS).toISOString().slice(0, 16)}Z`;

/**
 * The sweep of the period `now` falls in, done by the one caller (of all servers sharing the
 * database) that claims it; null for every other. Older claims are dropped (288 a day).
 */
export async function runRegistrationSweep(
  db: Db,
  now: Date = new Date(),
): Promise<SettledPlaces | null> {
  const period = periodOf(now);
  if (!(await claimScheduledRun(db, SWEEP_TASK, period))) return null;
  await db
    .delete(scheduledRuns)
    .where(and(eq(scheduledRuns.task, SWEEP_TASK), lt(scheduledRuns.period, period)));
  return sweepRegistrations(db, now);
}

export interface RegistrationSweep {
  stop(): Promise<void>;
}

/**
 * Runs the sweep every SWEEP_INTERVAL_MS; runs never overlap, a failed one is logged. `after`
 * runs with each sweep this server claims (an area above this one: the refunds of a cancelled
 * event's card payments).
 */
export function startRegistrationSweep(
  getDb: () => Promise<Db>,
  after?: (db: Db) => Promise<unknown>,
): RegistrationSweep {
  let running: Promise<unknown> | undefined;
  const step = () => {
    if (running) return;
    running = (async () => {
      const db = await getDb();
      const settled = await runRegistrationSweep(db);
      if (settled) await after?.(db);
      if (settled && (settled.expired.length || settled.offered.length)) {
        logger.info("inscriptions : échéances traitées", {
          expired: settled.expired.length,
          offered: settled.offered.length,
        });
      }
    })()
      .catch((error: unknown) => logger.error("échéances des inscriptions : échec", { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(step, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
