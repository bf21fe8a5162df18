/**
 * Fixed-window counters in the rate_limits table, shared by every app process (DESIGN.md "Scale
 * path": no limit may live in one process's memory). One atomic upsert per hit: concurrent
 * requests cannot slip through between a read and a write.
 */
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface RateLimitOptions {
  /** Hits allowed in one window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Injected clock (tests). */
  now?: () => number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** How long until the window ends (0 when allowed). */
  retryAfterMs: number;
}

/** Counts one hit on `key` and says whether it stays within the limit. */
export async function hit(
  db: Db,
  key: string,
  options: RateLimitOptions,
): Promise<RateLimitResult> {
  const now = options.now?.() ?? Date.now();
  const nowIso = new Date(now).toISOString();
  const windowStartCutoff = new Date(now - options.windowMs).toISOString();
  // A window that started at or before the cutoff is over: the hit opens a new one.
  const expired = sql`${rateLimits.windowStart} <= ${windowStartCutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`${nowIso}::timestamptz`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
  const allowed = row.count <= options.limit;
  const windowEnd = new Date(row.windowStart).getTime() + options.windowMs;
  return {
    allowed,
    count: row.count,
    retryAfterMs: allowed ? 0 : Math.max(0, windowEnd - now),
  };
}

/** Forgets the counter of `key` (e.g. after a successful login). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export interface BackoffOptions {
  /** Hits allowed in one window before delays start. */
  threshold: number;
  windowMs: number;
  /** The first delay; each further hit past the threshold doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  now?: () => number;
}

/** The delay imposed by the `count`-th hit of a window (0 up to the threshold). */
export function backoffDelay(count: number, options: BackoffOptions): number {
  const over = count - options.threshold;
  if (over <= 0) return 0;
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(over - 1, 30));
}

/**
 * A counter that never locks for long: past `threshold` hits in a window, each hit is allowed but
 * refuses the next ones for a delay that doubles (capped). A refused hit is not counted, so
 * hammering during a delay does not lengthen it. The row is locked while it is decided: parallel
 * hits are counted one after the other.
 */
export async function hitWithBackoff(
  db: Db,
  key: string,
  options: BackoffOptions,
): Promise<RateLimitResult> {
  const now = options.now?.() ?? Date.now();
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values({ key, windowStart: new Date(now), count: 0 })
      .onConflictDoNothing({ target: rateLimits.key });
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for("update");
    const blockedUntil = row.blockedUntil?.getTime() ?? 0;
    if (blockedUntil > now) {
      return { allowed: false, count: row.count, retryAfterMs: blockedUntil - now };
    }
    const expired = row.windowStart.getTime() + options.windowMs <= now;
    const count = expired ? 1 : row.count + 1;
    const delay = backoffDelay(count, options);
    await tx
      .update(rateLimits)
      .set({
        windowStart: expired ? new Date(now) : row.windowStart,
        count,
        blockedUntil: delay > 0 ? new Date(now + delay) : null,
      })
      .where(eq(rateLimits.key, key));
    return { allowed: true, count, retryAfterMs: 0 };
  });
}

/** Takes one hit back (it turned out not to be a failure), leaving any delay in place. */
export async function forgive(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Remembers that `key` happened now (e.g. a sign-in from an address), for `seenWithin`. */
export async function remember(db: Db, key: string, now = Date.now()): Promise<void> {
  const at = new Date(now);
  await db
    .insert(rateLimits)
    .values({ key, windowStart: at, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: at, count: 1 } });
}

/** True when `key` was remembered less than `withinMs` ago. */
export async function seenWithin(
  db: Db,
  key: string,
  withinMs: number,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ at: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return Boolean(row && row.at.getTime() + withinMs > now);
}
