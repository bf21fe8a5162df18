/**
 * The second step of a sign-in (/connexion/verification). After the right password an account
 * with two-step sign-in gets no session yet: a challenge, bound to the browser by an httpOnly
 * cookie (the table holds the token's SHA-256), lives 5 minutes and takes 5 wrong codes at most.
 * A TOTP code or an unused recovery code then opens the session. See decision 0018.
 */
import { and, eq, lt } from "drizzle-orm";
import { loginChallenges, users } from "#db/schema";
import { audit } from "~/server/audit.server";
import { createSession, hashToken, newToken, readTokenCookie } from "~/server/auth/session.server";
import { clearCookie, setCookie } from "~/server/cookies.server";
import type { Db } from "~/server/db.server";
import { validateForm } from "~/lib/forms/validate";
import { rememberSignInAddress } from "./login-limits.server";
import { unusedRecoveryCodes, redeemRecoveryCode } from "./recovery-codes.server";
import { isRole } from "~/domain/admin/roles";
import { CODE_WRONG, twoStepCodeSchema } from "./schema";
import { consumeTotp, normalizeTotpCode } from "./totp.server";
import { forgetCodes, limitCodes } from "./two-step.server";

export const CHALLENGE_COOKIE = "__deux_etapes";
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const CHALLENGE_EXPIRED =
  "La vérification a expiré ou a échoué trop souvent : connectez-vous de nouveau.";

export function clearChallengeCookie(): string {
  return clearCookie(CHALLENGE_COOKIE);
}

interface ChallengeMeta {
  /** The request's Cookie header, which carries the challenge. */
  cookie?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  now?: () => number;
}

/** Opens a challenge after the right password; returns the Set-Cookie value that carries it. */
export async function createLoginChallenge(
  db: Db,
  userId: number,
  redirectTo: string,
  meta: ChallengeMeta = {},
): Promise<string> {
  const now = meta.now?.() ?? Date.now();
  const token = newToken();
  // Old challenges are dropped on the way: the table only ever holds a few minutes' worth.
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date(now)));
  await db.insert(loginChallenges).values({
    id: hashToken(token),
    userId,
    redirectTo,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
  });
  return setCookie(CHALLENGE_COOKIE, token, Math.floor(CHALLENGE_TTL_MS / 1000));
}

/** Deletes a challenge: expired, failed too often, or used. */
async function dropChallenge(db: Db, id: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

/**
 * The live challenge of the request whose Cookie header is `cookieHeader`, or null (none,
 * unknown, expired: then deleted).
 */
export async function readLoginChallenge(db: Db, cookieHeader: string | null, now = Date.now()) {
  const token = readTokenCookie(cookieHeader, CHALLENGE_COOKIE);
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now || row.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    await dropChallenge(db, id);
    return null;
  }
  return row;
}

export type SecondStepResult =
  | { status: "signed-in"; cookies: string[]; redirectTo: string }
  | { status: "expired"; cookies: string[] }
  | { status: "refused"; httpStatus: 400 | 429; error: string };

/** Back to the password step: the challenge is gone, so is its cookie. */
const expired = (): SecondStepResult => ({ status: "expired", cookies: [clearChallengeCookie()] });

/**
 * Checks the code posted on /connexion/verification (`form`, field `code`) and, if right, opens
 * the session. The challenge comes from `meta.cookie`.
 */
export async function completeLoginChallenge(
  db: Db,
  form: FormData,
  meta: ChallengeMeta = {},
): Promise<SecondStepResult> {
  const now = meta.now?.() ?? Date.now();
  const challenge = await readLoginChallenge(db, meta.cookie ?? null, now);
  if (!challenge) return expired();
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user || !user.active || !isRole(user.role) || !user.totpEnabledAt) {
    await dropChallenge(db, challenge.id);
    return expired();
  }
  const parsed = validateForm(twoStepCodeSchema, form);
  if (!parsed.ok)
    return { status: "refused", httpStatus: 400, error: parsed.errors.code ?? CODE_WRONG };
  const typed = parsed.data.code;

  // Counted before the check, per challenge and per account (across challenges).
  await db
    .update(loginChallenges)
    .set({ attempts: challenge.attempts + 1 })
    .where(eq(loginChallenges.id, challenge.id));
  const tooMany = await limitCodes(db, user.id, { now: meta.now });
  if (tooMany) return { status: "refused", httpStatus: 429, error: tooMany };

  let method: "totp" | "recovery" | null = null;
  if (normalizeTotpCode(typed)) {
    if (await consumeTotp(db, user.id, typed, { now: meta.now })) method = "totp";
  } else if (await redeemRecoveryCode(db, user.id, typed)) {
    method = "recovery";
  }
  if (!method) {
    if (challenge.attempts + 1 >= CHALLENGE_MAX_ATTEMPTS) {
      await dropChallenge(db, challenge.id);
      return expired();
    }
    return { status: "refused", httpStatus: 400, error: CODE_WRONG };
  }

  // Deleting the challenge is what lets one request, and one only, open the session.
  const claimed = await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.id, challenge.id), eq(loginChallenges.userId, user.id)))
    .returning({ id: loginChallenges.id });
  if (claimed.length === 0) return expired();
  await forgetCodes(db, user.id);
  if (method === "recovery") {
    await audit(db, {
      userId: user.id,
      action: "two-step.recovery-code",
      entity: "user",
      entityId: user.id,
      details: { remaining: await unusedRecoveryCodes(db, user.id) },
    });
  }
  await rememberSignInAddress(db, { email: user.email, ip: challenge.ip, now: meta.now });
  const session = await createSession(user.id, {
    db,
    ip: meta.ip ?? challenge.ip,
    userAgent: meta.userAgent ?? challenge.userAgent,
  });
  return {
    status: "signed-in",
    cookies: [session, clearChallengeCookie()],
    redirectTo: challenge.redirectTo,
  };
}
