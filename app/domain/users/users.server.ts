/**
 * Accounts: creation, lookup by e-mail, authentication, and the first administrator created at
 * start-up from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import { count, eq, sql } from "drizzle-orm";
import { sessions, users } from "#db/schema";
import type { Db } from "~/server/db.server";
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  verifyAgainstDummy,
  verifyPassword,
} from "~/server/auth/password.server";
import { logger } from "~/server/logger.server";
import { isRole, type Role } from "./roles";
import { normalizeEmail } from "./schema";

export type User = typeof users.$inferSelect;

/** What the rest of the app knows of the signed-in person. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export const PASSWORD_TOO_SHORT = `Le mot de passe doit compter au moins ${MIN_PASSWORD_LENGTH} caractères.`;
export const EMAIL_TAKEN = "Un compte existe déjà avec cette adresse courriel.";

export class UserInputError extends Error {}

export interface NewUser {
  email: string;
  name: string;
  password: string;
  role: Role;
  active?: boolean;
}

/** Creates an account; throws UserInputError (French message) for a short password or a taken e-mail. */
export async function createUser(db: Db, input: NewUser): Promise<User> {
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new UserInputError(PASSWORD_TOO_SHORT);
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
  if (!created) throw new UserInputError(EMAIL_TAKEN);
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
  logger.info("premier administrateur créé", { email: normalized });
  return (await findByEmail(db, normalized)) ?? null;
}
