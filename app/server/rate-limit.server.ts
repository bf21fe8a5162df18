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
