/**
 * Accounts: creation, lookup by e-mail, authentication, and the first administrator created at
 * start-up from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { sessions, users } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "~/server/auth/password.server";
import { audit } from "~/server/audit.server";
import { hit, reset } from "~/server/rate-limit.server";
import { logger } from "~/server/logger.server";
import { formatWait } from "~/lib/format";
import { notifyAccountChange } from "./account-emails";
import { isRole, type Role } from "~/domain/admin/roles";
import { normalizeEmail } from "./schema";
import { clearTwoStep } from "./two-step.server";
import { MIN_PASSWORD_LENGTH, type PasswordField } from "./password-rules";
import {
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from "./own-security-schema";
import { describeUserAgent } from "./user-agent";

export type User = typeof users.$inferSelect;

import type { SessionUser } from "~/domain/admin/roles";

export type { SessionUser };

export const EMAIL_TAKEN = "Un compte existe déjà avec ce courriel.";

/** A refusal to tell the volunteer; `field` names the form field it is about, if one. */
export class UserInputError extends Error {
  constructor(
    message: string,
    readonly field?: "email" | "password" | "role",
  ) {
    super(message);
  }
}

export interface NewUser {
  email: string;
  name: string;
  password: string;
  role: Role;
  active?: boolean;
}

/** Creates an account; throws UserInputError (French message) for a short password or a taken e-mail. */
export async function createUser(db: Db, input: NewUser): Promise<User> {
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new UserInputError(PASSWORD_TOO_SHORT, "password");
  if (!isRole(input.role)) throw new UserInputError(`Rôle inconnu : ${String(input.role)}.`);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      email,
      name: input.name.trim() || email,
      passwordHash,
      role: input.role,
      active: input.active ?? true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) throw new UserInputError(EMAIL_TAKEN, "email");
  return created;
}

export async function findByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

/**
 * The active account matching these credentials, or null — the same null for an unknown e-mail,
 * a wrong password or a deactivated account, after the same amount of work.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const user = await findByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  const valid = await verifyPassword(user.passwordHash, password);
  if (!valid || !user.active || !isRole(user.role)) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** Signs a person out everywhere (deactivation, password change). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * When the database has no account yet, creates an administrateur from ADMIN_EMAIL and
 * ADMIN_PASSWORD (ADMIN_NAME optional). Does nothing once any account exists, so it never makes
 * a second one. The password is never logged. Returns the created account, if any.
 */
export async function ensureFirstAdministrator(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): Promise<User | null> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (total > 0) return null;
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD ?? "";
  if (!email || !password) {
    logger.warn(
      "aucun compte : définissez ADMIN_EMAIL et ADMIN_PASSWORD, ou lancez « npm run admin:create », pour créer le premier administrateur",
    );
    return null;
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    logger.error(
      `premier administrateur non créé : ADMIN_PASSWORD trop court. ${PASSWORD_TOO_SHORT}`,
    );
    return null;
  }
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const name = env.ADMIN_NAME?.trim() || "Administrateur";
  // One statement, "only while the table is empty": a second process starting at the same moment
  // inserts nothing (the unique e-mail, or the row it can now see, stops it).
  const result = await db.execute(sql`
    insert into ${users} (email, name, password_hash, role)
    select ${normalized}, ${name}, ${passwordHash}, 'administrateur'
    where not exists (select 1 from ${users})
    on conflict (email) do nothing
    returning id`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? [];
  if (rows.length === 0) return null;
  // The id, not the address: logs hold no personal data.
  logger.info("premier administrateur créé", { id: (rows[0] as { id?: unknown }).id });
  return (await findByEmail(db, normalized)) ?? null;
}

// ——— The users screen (/admin/utilisateurs): list, role, activation, temporary password. ———

export const USERS_PAGE_SIZE = 25;
export const LAST_ADMIN = "Il doit rester au moins un administrateur actif.";
export const USER_NOT_FOUND = "Utilisateur introuvable.";
export const TWO_STEP_NOT_ENABLED =
  "La validation en deux étapes n'est pas activée sur ce compte : il n'y a rien à réinitialiser.";
export const NOT_YOURSELF_ROLE = "Vous ne pouvez pas modifier votre propre rôle.";
export const NOT_YOURSELF_DEACTIVATE = "Vous ne pouvez pas désactiver votre propre compte.";

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  createdAt: Date;
  /** Two-step sign-in is on (the administrator may reset it). */
  twoStep: boolean;
}

/** One page of accounts by name; a page past the end gives the last one. */
export async function listUsers(db: Db, requestedPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(users);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, USERS_PAGE_SIZE);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      createdAt: users.createdAt,
      twoStep: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(users)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
  return {
    users: rows.filter((r): r is UserRow => isRole(r.role)),
    page,
    pageCount,
    total,
  };
}

/** Creates an account from the users screen, and journals it (never the password). */
export async function addUser(db: Db, actorId: number, input: NewUser): Promise<User> {
  const created = await createUser(db, input);
  await db.transaction(async (tx) => {
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "user",
      entityId: created.id,
      details: { email: created.email, role: created.role },
    });
    await notifyAccountChange(tx, created, { kind: "created", role: created.role as Role });
  });
  return created;
}

type Change =
  | { kind: "role"; role: Role }
  | { kind: "active"; active: boolean }
  | { kind: "password"; password: string }
  /** A lost or replaced phone: the account signs in with its password and sets two-step up again. */
  | { kind: "two-step-reset" };

/**
 * Applies one change to an account, inside a transaction that locks the active administrators,
 * so two simultaneous demotions cannot leave the site without one. Throws UserInputError.
 */
export async function changeUser(
  db: Db,
  actorId: number,
  userId: number,
  change: Change,
): Promise<void> {
  // Hashed before the transaction: argon2 is slow and must not hold the locks.
  const passwordHash = change.kind === "password" ? await hashPassword(change.password) : null;
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "administrateur"), eq(users.active, true)))
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target) throw new UserInputError(USER_NOT_FOUND);
    const isActiveAdmin = admins.some((a) => a.id === userId);
    const losesAdmin =
      (change.kind === "role" && change.role !== "administrateur") ||
      (change.kind === "active" && !change.active);
    if (losesAdmin && userId === actorId) {
      throw new UserInputError(
        change.kind === "role" ? NOT_YOURSELF_ROLE : NOT_YOURSELF_DEACTIVATE,
      );
    }
    if (losesAdmin && isActiveAdmin && admins.length <= 1) throw new UserInputError(LAST_ADMIN);

    const now = new Date();
    let details: Record<string, unknown>;
    if (change.kind === "role") {
      await tx.update(users).set({ role: change.role, updatedAt: now }).where(eq(users.id, userId));
      details = { from: target.role, to: change.role };
    } else if (change.kind === "active") {
      await tx
        .update(users)
        .set({ active: change.active, updatedAt: now })
        .where(eq(users.id, userId));
      details = { active: change.active };
    } else if (change.kind === "password") {
      await tx
        .update(users)
        .set({ passwordHash: passwordHash!, updatedAt: now })
        .where(eq(users.id, userId));
      details = {};
    } else {
      if (!target.totpEnabledAt && !target.totpPendingSecret)
        throw new UserInputError(TWO_STEP_NOT_ENABLED);
      await clearTwoStep(tx, userId, now);
      details = {};
    }
    // A deactivated account, a replaced password or a reset second factor must not leave a
    // session open anywhere.
    if (
      change.kind === "password" ||
      change.kind === "two-step-reset" ||
      (change.kind === "active" && !change.active)
    ) {
      await revokeUserSessions(tx, userId);
    }
    const action =
      change.kind === "role"
        ? "role"
        : change.kind === "password"
          ? "password"
          : change.kind === "two-step-reset"
            ? "two-step.reset"
            : change.active
              ? "reactivate"
              : "deactivate";
    await audit(tx, { userId: actorId, action, entity: "user", entityId: userId, details });
    await notifyAccountChange(
      tx,
      target,
      change.kind === "role"
        ? { kind: "role", role: change.role }
        : change.kind === "password"
          ? { kind: "temporary-password" }
          : change.kind === "two-step-reset"
            ? { kind: "two-step-reset" }
            : { kind: change.active ? "reactivated" : "deactivated" },
    );
  });
}

// ——— The Sécurité tab of /admin/settings: the signed-in person's own password and sessions. ———

export { CURRENT_PASSWORD_REQUIRED, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER };
export const CURRENT_PASSWORD_WRONG = "Mot de passe actuel incorrect.";
export const SESSION_NOT_FOUND = "Session introuvable.";

/** Wrong current passwords allowed per account and window; a successful change forgets them. */
export const PASSWORD_CHANGE_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

export function tooManyPasswordAttemptsMessage(retryAfterMs: number): string {
  return `Trop de tentatives avec un mot de passe actuel incorrect. Réessayez dans ${formatWait(retryAfterMs)}.`;
}

export type ChangePasswordResult =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 429;
      errors: Partial<Record<PasswordField | "form", string>>;
    };

/** The person's sessions but the one they are using (all of them when it is not known). */
function otherSessions(userId: number, currentSessionId: string | null) {
  return currentSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))
    : eq(sessions.userId, userId);
}

/**
 * Changes the signed-in person's own password: the current one must be right (wrong guesses are
 * rate-limited per account), the new one long enough and typed twice. The other sessions of the
 * account are closed, `currentSessionId` stays open. Journaled without any secret.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  currentSessionId: string | null,
  input: Record<PasswordField, string>,
  options: { now?: () => number } = {},
): Promise<ChangePasswordResult> {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (!input.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = PASSWORD_TOO_SHORT;
  else if (input.newPassword !== input.confirmPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors };

  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { ok: false, status: 400, errors: { form: USER_NOT_FOUND } };

  // Counted before the check, atomically (parallel guesses cannot pass the limit); a success
  // resets the counter, so what it holds are wrong guesses.
  const key = `password-change:user:${userId}`;
  const limited = await hit(db, key, { ...PASSWORD_CHANGE_LIMIT, now: options.now });
  if (!limited.allowed) {
    return {
      ok: false,
      status: 429,
      errors: { form: tooManyPasswordAttemptsMessage(limited.retryAfterMs) },
    };
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    return { ok: false, status: 400, errors: { currentPassword: CURRENT_PASSWORD_WRONG } };
  }
  await reset(db, key);

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(otherSessions(userId, currentSessionId));
    await audit(tx, {
      userId,
      action: "password.change",
      entity: "user",
      entityId: userId,
      details: {},
    });
    await notifyAccountChange(tx, user, { kind: "own-password" });
  });
  return { ok: true };
}

export interface OwnSession {
  /** The row id (SHA-256 of the cookie token): only posted back by the Déconnecter button. */
  id: string;
  device: string;
  ip: string | null;
  lastSeenAt: Date;
  current: boolean;
}

/** The person's sessions, most recent activity first, the one of this request flagged. */
export async function listOwnSessions(
  db: Db,
  userId: number,
  currentSessionId: string | null,
): Promise<OwnSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ip: row.ip,
    lastSeenAt: row.lastSeenAt,
    current: row.id === currentSessionId,
  }));
}

/**
 * Closes one of the person's own sessions. A session of another account (or an unknown id) is
 * left alone: returns null. Otherwise says whether it was the session of this request.
 */
export async function revokeOwnSession(
  db: Db,
  userId: number,
  sessionId: string,
  currentSessionId: string | null,
): Promise<{ current: boolean } | null> {
  if (!sessionId) return null;
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ userAgent: sessions.userAgent });
    if (!deleted) return null;
    const current = sessionId === currentSessionId;
    await audit(tx, {
      userId,
      action: "session.revoke",
      entity: "user",
      entityId: userId,
      details: { device: describeUserAgent(deleted.userAgent), current },
    });
    return { current };
  });
}

/** Closes every session of the person but this one; journaled with how many were closed. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  currentSessionId: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(otherSessions(userId, currentSessionId))
      .returning({ id: sessions.id });
    if (deleted.length > 0) {
      await audit(tx, {
        userId,
        action: "session.revoke-others",
        entity: "user",
        entityId: userId,
        details: { count: deleted.length },
      });
    }
    return deleted.length;
  });
}
