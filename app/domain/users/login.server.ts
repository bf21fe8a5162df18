/**
 * The login form's rules: validate, rate-limit (per e-mail and per address, in the database),
 * authenticate, open a session. The route only turns the result into a response.
 */
import type { Db } from "~/server/db.server";
import { createSession, safeRedirect } from "~/server/auth/session.server";
import { hit, reset } from "~/server/rate-limit.server";
import { loginSchema, type LoginField } from "./schema";
import { authenticate } from "./users.server";

export const LOGIN_FAILED = "Courriel ou mot de passe incorrect.";

/** Attempts allowed per window; a successful login forgets the e-mail's count. */
export const LOGIN_LIMITS = {
  email: { limit: 5, windowMs: 15 * 60 * 1000 },
  ip: { limit: 20, windowMs: 15 * 60 * 1000 },
};

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;
}

export type LoginResult =
  | { status: "signed-in"; setCookie: string; redirectTo: string }
  | {
      status: "invalid" | "refused" | "rate-limited";
      errors: Partial<Record<LoginField | "form", string>>;
      /** Only the e-mail comes back to the form, never the password. */
      values: { email: string };
      retryAfterMs?: number;
    };

export interface LoginMeta {
  ip?: string | null;
  userAgent?: string | null;
  now?: () => number;
}

export async function login(db: Db, form: FormData, meta: LoginMeta = {}): Promise<LoginResult> {
  const raw = {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    redirectTo: form.get("redirectTo") == null ? undefined : String(form.get("redirectTo")),
  };
  const values = { email: raw.email.slice(0, 254) };
  const parsed = loginSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<LoginField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as LoginField;
      if (field === "email" || field === "password") errors[field] ??= issue.message;
    }
    return { status: "invalid", errors, values };
  }
  const { email, password } = parsed.data;

  // Counted before the password is checked, atomically: parallel guesses cannot get past the
  // limit. Every attempt counts; a success resets the e-mail's counter, so what remains are failures.
  const emailKey = `login:email:${email}`;
  const [byAddress, byEmail] = await Promise.all([
    meta.ip
      ? hit(db, `login:ip:${meta.ip}`, { ...LOGIN_LIMITS.ip, now: meta.now })
      : Promise.resolve({ allowed: true, retryAfterMs: 0 }),
    hit(db, emailKey, { ...LOGIN_LIMITS.email, now: meta.now }),
  ]);
  if (!byAddress.allowed || !byEmail.allowed) {
    const retryAfterMs = Math.max(byAddress.retryAfterMs, byEmail.retryAfterMs);
    return {
      status: "rate-limited",
      errors: { form: tooManyAttemptsMessage(retryAfterMs) },
      values,
      retryAfterMs,
    };
  }

  const user = await authenticate(db, email, password);
  if (!user) return { status: "refused", errors: { form: LOGIN_FAILED }, values };

  await reset(db, emailKey);
  const setCookie = await createSession(user.id, { db, ip: meta.ip, userAgent: meta.userAgent });
  return { status: "signed-in", setCookie, redirectTo: safeRedirect(parsed.data.redirectTo) };
}
