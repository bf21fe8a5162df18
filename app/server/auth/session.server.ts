/**
 * Sessions stored in the database (the guard that reads them, `requireUser`, sits beside the
 * routes: routes/+shared/access.server.ts; its rules are the users area's,
 * domain/users/area-access.server.ts). The browser holds a random 32-byte token in the `__session`
 * cookie (httpOnly, SameSite=Lax, Path=/, Secure over https); the sessions table holds only its
 * SHA-256, so a copy of the database gives no usable session. A session ends after 30 days
 * whatever happens, after 7 days without a visit, when its row is deleted (sign-out, revocation)
 * or as soon as its account is deactivated.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sessions, users } from "#db/schema";
import { getDb, type Db } from "~/server/db.server";
import { readCookie } from "~/lib/cookie-header";
import { clearCookie, setCookie } from "~/server/cookies.server";

export const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often (one write per hour, not one per request). */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new random token for a cookie (the session, the two-step challenge): 32 bytes, base64url.
 * The database keeps only its `hashToken`.
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The token in cookie `name` of a Cookie header, or null (none, or not one of our tokens). */
export function readTokenCookie(cookieHeader: string | null, name: string): string | null {
  const value = readCookie(cookieHeader, name);
  // Our tokens are base64url; anything else is not one of ours.
  return value !== null && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(): string {
  return clearCookie(SESSION_COOKIE);
}

/** The session token of the request's cookie, if any. */
export function readSessionToken(request: Request): string | null {
  return readTokenCookie(request.headers.get("cookie"), SESSION_COOKIE);
}

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  db?: Db;
  now?: Date;
}

/** Opens a session for `userId` and returns the Set-Cookie header value that carries it. */
export async function createSession(userId: number, meta: SessionMeta = {}): Promise<string> {
  const db = meta.db ?? (await getDb());
  const now = meta.now ?? new Date();
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return setCookie(SESSION_COOKIE, token, Math.floor(SESSION_MAX_AGE_MS / 1000));
}

/** A live session as stored: its account (role as written, unchecked) and its two-step state. */
export interface StoredSession {
  user: { id: number; email: string; name: string; role: string };
  twoStepEnabled: boolean;
}

/**
 * The request's live session, or null (no cookie, unknown, expired or idle session, inactive
 * account). An expired session's row is deleted; lastSeenAt is refreshed at most once an hour.
 */
export async function readSession(
  request: Request,
  options: { db?: Db; now?: Date } = {},
): Promise<StoredSession | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const id = hashToken(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: users.id, email: users.email, name: users.name, role: users.role },
      active: users.active,
      twoStepEnabledAt: users.totpEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;

  const expired =
    row.expiresAt.getTime() <= now.getTime() ||
    row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime();
  if (expired) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (!row.active) return null;

  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { user: row.user, twoStepEnabled: row.twoStepEnabledAt !== null };
}

/** The sessions-table id of the request's session (SHA-256 of its cookie token), if any. */
export function currentSessionId(request: Request): string | null {
  const token = readSessionToken(request);
  return token ? hashToken(token) : null;
}

/** Ends the request's session (deletes its row) and returns the Set-Cookie value that clears it. */
export async function destroySession(request: Request, options: { db?: Db } = {}): Promise<string> {
  const token = readSessionToken(request);
  if (token) {
    const db = options.db ?? (await getDb());
    await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  }
  return clearSessionCookie();
}

/**
 * A same-site path to go back to after signing in, or `fallback`. Only paths starting with one
 * "/" (never "//" nor "/\", which browsers read as another host) are kept.
 */
export function safeRedirect(target: unknown, fallback = "/admin"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could rebuild "//".
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  try {
    const base = "http://site.invalid";
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/** /connexion, with the page to come back to. */
export function loginPath(returnTo?: string): string {
  const target = returnTo ? safeRedirect(returnTo, "") : "";
  return target ? `/connexion?redirectTo=${encodeURIComponent(target)}` : "/connexion";
}
