/**
 * Sessions stored in the database. The browser holds a random 32-byte token in the `__session`
 * cookie (httpOnly, SameSite=Lax, Path=/, Secure over https); the sessions table holds only its
 * SHA-256, so a copy of the database gives no usable session. A session ends after 30 days
 * whatever happens, after 7 days without a visit, when its row is deleted (sign-out, revocation)
 * or as soon as its account is deactivated.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { sessions, users } from "#db/schema";
import { canAccess, isRole, type AdminArea } from "~/domain/users/roles";
import {
  mustSetUpTwoStep,
  TWO_STEP_ROLES,
  TWO_STEP_SETUP_PATH,
} from "~/domain/users/two-step-policy";
import { isTwoStepRequired } from "~/domain/users/two-step.server";
import type { SessionUser } from "~/domain/users/users.server";
import { getDb, type Db } from "~/server/db.server";
import { cookieAttributes } from "~/server/cookies.server";
import { visibleUrl } from "~/lib/visible-url";

export type { SessionUser };

export const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often (one write per hour, not one per request). */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

export const FORBIDDEN_ROLE_MESSAGE =
  "Accès refusé : votre rôle ne permet pas d'ouvrir cette page.";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}

/** The session token of the request's cookie, if any. */
export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    // Our tokens are base64url; anything else is not one of ours.
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
  }
  return null;
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
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(Math.floor(SESSION_MAX_AGE_MS / 1000))}`;
}

/** The signed-in person, or null (no cookie, unknown, expired or idle session, inactive account). */
export async function getSessionUser(
  request: Request,
  options: { db?: Db; now?: Date } = {},
): Promise<SessionUser | null> {
  return (await readSession(request, options))?.user ?? null;
}

/** The session's person, and whether their two-step sign-in is on (read in the same query). */
async function readSession(
  request: Request,
  options: { db?: Db; now?: Date },
): Promise<{ user: SessionUser; twoStepEnabled: boolean } | null> {
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
  if (!row.active || !isRole(row.user.role)) return null;

  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    user: { ...row.user, role: row.user.role },
    twoStepEnabled: row.twoStepEnabledAt !== null,
  };
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

/**
 * The signed-in person, for loaders and actions of the back-office. Anonymous: throws a redirect
 * to /connexion that comes back here afterwards. With `area`, a role that may not open it gets a
 * 403 with a French message.
 */
export async function requireUser(
  request: Request,
  area?: AdminArea,
  options: { db?: Db; now?: Date } = {},
): Promise<SessionUser> {
  const session = await readSession(request, options);
  if (!session) {
    const url = visibleUrl(request);
    const headers = new Headers();
    // A dead cookie is removed on the way.
    if (readSessionToken(request)) headers.append("Set-Cookie", clearSessionCookie());
    throw redirect(loginPath(url.pathname + url.search), { headers });
  }
  const { user, twoStepEnabled } = session;
  // The setting is read only for the roles it concerns, and only while their two-step is off.
  if (
    TWO_STEP_ROLES.includes(user.role) &&
    !twoStepEnabled &&
    mustSetUpTwoStep(user.role, await isTwoStepRequired(options.db ?? (await getDb())), false)
  ) {
    const url = visibleUrl(request);
    throw redirect(
      `${TWO_STEP_SETUP_PATH}?redirectTo=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`,
    );
  }
  if (area && !canAccess(user.role, area)) {
    throw new Response(FORBIDDEN_ROLE_MESSAGE, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return user;
}
