/**
 * Donor-space sessions, apart from volunteers' (a donor is never a user): the browser holds a
 * random 32-byte token in the `donor_session` cookie (the site's cookie attributes: httpOnly,
 * SameSite=Lax, Secure over https), the donor_sessions table only its SHA-256. A session lasts 30
 * days at most, and ends at « Se déconnecter ». Like the volunteers' sessions (session.server.ts),
 * this is infrastructure: the routes read the cookie here and hand the donor space's rules
 * (domain/donor-space) the person's id.
 */
import { and, eq, lte } from "drizzle-orm";
import { donorSessions, people } from "#db/schema";
import { clearCookie, setCookie } from "~/server/cookies.server";
import { hashToken, newToken, readTokenCookie } from "./session.server";
import type { Db } from "~/server/db.server";

export const DONOR_SESSION_COOKIE = "donor_session";
export const DONOR_SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in person, as the donor space shows them. */
export interface Donor {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A new token (donor session, sign-in link) valid `ttlMs` from `now`: the token the browser gets,
 * the hash the table keeps, and its end.
 */
export function issueToken(ttlMs: number, now: Date) {
  const token = newToken();
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** Opens a session for `personId`; answers the Set-Cookie value that carries it. */
export async function createDonorSession(
  tx: Db,
  personId: number,
  now = new Date(),
): Promise<string> {
  const { token, hash, expiresAt } = issueToken(DONOR_SESSION_MAX_AGE_MS, now);
  await tx.insert(donorSessions).values({ id: hash, personId, expiresAt, createdAt: now });
  // Old sessions of this person that have ended are dropped as a new one opens.
  await tx
    .delete(donorSessions)
    .where(and(eq(donorSessions.personId, personId), lte(donorSessions.expiresAt, now)));
  return setCookie(DONOR_SESSION_COOKIE, token, Math.floor(DONOR_SESSION_MAX_AGE_MS / 1000));
}

const donorColumns = {
  id: people.id,
  email: people.email,
  firstName: people.firstName,
  lastName: people.lastName,
} satisfies Record<keyof Donor, unknown>;

function sessionId(request: Request): string | null {
  const token = readTokenCookie(request.headers.get("cookie"), DONOR_SESSION_COOKIE);
  return token ? hashToken(token) : null;
}

/** The person of the request's live donor session, or null (none, unknown or ended). */
export async function readDonor(db: Db, request: Request, now = new Date()): Promise<Donor | null> {
  const id = sessionId(request);
  if (!id) return null;
  const [row] = await db
    .select({ expiresAt: donorSessions.expiresAt, donor: donorColumns })
    .from(donorSessions)
    .innerJoin(people, eq(people.id, donorSessions.personId))
    .where(eq(donorSessions.id, id))
    .limit(1);
  if (row && row.expiresAt.getTime() > now.getTime()) return row.donor;
  // An ended session's row is dropped as it is read.
  if (row) await db.delete(donorSessions).where(eq(donorSessions.id, id));
  return null;
}

/** Ends the request's donor session; answers the Set-Cookie value that removes the cookie. */
export async function endDonorSession(db: Db, request: Request): Promise<string> {
  const id = sessionId(request);
  if (id) await db.delete(donorSessions).where(eq(donorSessions.id, id));
  return clearCookie(DONOR_SESSION_COOKIE);
}
