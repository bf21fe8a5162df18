/**
 * How many sign-in attempts are allowed (decision 0018). Four counters, none of which lets a
 * stranger lock a volunteer out for long:
 * - per address: 20 failures per 15 minutes, whatever the e-mail (one machine cannot sweep
 *   accounts), each attempt counted first and taken back when the password was right — several
 *   volunteers behind one office address sign in as often as they need;
 * - per address, every attempt: 200 per 15 minutes, far above an office's needs, so a flood of
 *   sign-ins with a known password is still stopped;
 * - per address + account: 5 per 15 minutes, forgotten after a success — a stranger's wrong
 *   passwords block only the stranger's address;
 * - per account, all addresses together: past 20 failures in an hour each failure refuses the
 *   account for a delay that doubles (30 s, 1 min, 2 min…, at most 5 min). An address this account
 *   signed in from in the last 30 days is not held back by it.
 * Attempts are counted before the password is checked, atomically: parallel guesses cannot pass.
 */
import type { Db } from "~/server/db.server";
import {
  forgive,
  hit,
  hitWithBackoff,
  remember,
  reset,
  seenWithin,
  type RateLimitResult,
} from "~/server/rate-limit.server";

export const LOGIN_LIMITS = {
  /** Failures per address (a success takes its attempt back). */
  ip: { limit: 20, windowMs: 15 * 60 * 1000 },
  /** Every attempt per address, successes included. */
  ipAll: { limit: 200, windowMs: 15 * 60 * 1000 },
  ipAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  account: {
    threshold: 20,
    windowMs: 60 * 60 * 1000,
    baseDelayMs: 30 * 1000,
    maxDelayMs: 5 * 60 * 1000,
  },
  /** How long an address stays "known" for an account after a successful sign-in. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

export const loginKeys = {
  ip: (ip: string) => `login:ip:${ip}`,
  ipAll: (ip: string) => `login:ip-all:${ip}`,
  ipAccount: (ip: string, email: string) => `login:ip-account:${ip}:${email}`,
  account: (email: string) => `login:account:${email}`,
  known: (ip: string, email: string) => `login:known:${ip}:${email}`,
};

const ALLOWED: RateLimitResult = { allowed: true, count: 0, retryAfterMs: 0 };

export interface LoginAttempt {
  email: string;
  ip?: string | null;
  now?: () => number;
}

/**
 * Counts one attempt. Refused: how long to wait. Allowed: whether the account counter was
 * touched (a success takes that hit back).
 */
export async function countLoginAttempt(
  db: Db,
  { email, ip, now }: LoginAttempt,
): Promise<{ allowed: boolean; retryAfterMs: number; accountCounted: boolean }> {
  const counters = ip
    ? await Promise.all([
        hit(db, loginKeys.ip(ip), { ...LOGIN_LIMITS.ip, now }),
        hit(db, loginKeys.ipAll(ip), { ...LOGIN_LIMITS.ipAll, now }),
        hit(db, loginKeys.ipAccount(ip, email), { ...LOGIN_LIMITS.ipAccount, now }),
      ])
    : [ALLOWED];
  if (counters.some((counter) => !counter.allowed)) {
    const retryAfterMs = Math.max(...counters.map((counter) => counter.retryAfterMs));
    return { allowed: false, retryAfterMs, accountCounted: false };
  }
  const at = now?.() ?? Date.now();
  if (ip && (await seenWithin(db, loginKeys.known(ip, email), LOGIN_LIMITS.knownAddressMs, at))) {
    return { allowed: true, retryAfterMs: 0, accountCounted: false };
  }
  const byAccount = await hitWithBackoff(db, loginKeys.account(email), {
    ...LOGIN_LIMITS.account,
    now,
  });
  return {
    allowed: byAccount.allowed,
    retryAfterMs: byAccount.retryAfterMs,
    accountCounted: byAccount.allowed,
  };
}

/**
 * The right password: it was no failure, so the address's failure counter takes it back, and
 * this address's count for the account is forgotten.
 */
export async function recordPasswordSuccess(
  db: Db,
  { email, ip }: LoginAttempt,
  accountCounted: boolean,
): Promise<void> {
  if (accountCounted) await forgive(db, loginKeys.account(email));
  if (ip) {
    await forgive(db, loginKeys.ip(ip));
    await reset(db, loginKeys.ipAccount(ip, email));
  }
}

/**
 * A sign-in completed (password, and the second step when there is one): the address becomes
 * known to the account, so the per-account delays no longer hold it back.
 */
export async function rememberSignInAddress(
  db: Db,
  { email, ip, now }: LoginAttempt,
): Promise<void> {
  if (ip) await remember(db, loginKeys.known(ip, email), now?.() ?? Date.now());
}
