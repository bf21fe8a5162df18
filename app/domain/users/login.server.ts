/**
 * The login form's rules: validate, rate-limit (login-limits.server.ts), authenticate, then open
 * a session — or, for an account with two-step sign-in, a short challenge for the code
 * (login-challenge.server.ts). The route only turns the result into a response.
 */
import type { Db } from "~/server/db.server";
import { createSession, safeRedirect } from "~/server/auth/session.server";
import { createLoginChallenge } from "./login-challenge.server";
import {
  countLoginAttempt,
  recordPasswordSuccess,
  rememberSignInAddress,
} from "./login-limits.server";
import { loginSchema, type LoginField } from "./schema";
import { needsTwoStepSetup } from "./two-step.server";
import { TWO_STEP_SETUP_PATH, TWO_STEP_VERIFY_PATH } from "./two-step-policy";
import { authenticate, hasTwoStep } from "./users.server";

export { LOGIN_LIMITS } from "./login-limits.server";

export const LOGIN_FAILED = "Courriel ou mot de passe incorrect.";

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;
}

export type LoginResult =
  | { status: "signed-in"; setCookie: string; redirectTo: string }
  /** The password was right; `setCookie` carries the challenge of /connexion/verification. */
  | { status: "two-step"; setCookie: string; redirectTo: string }
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
  const redirectTo = safeRedirect(parsed.data.redirectTo);

  const attempt = { email, ip: meta.ip, now: meta.now };
  const counted = await countLoginAttempt(db, attempt);
  if (!counted.allowed) {
    return {
      status: "rate-limited",
      errors: { form: tooManyAttemptsMessage(counted.retryAfterMs) },
      values,
      retryAfterMs: counted.retryAfterMs,
    };
  }

  const user = await authenticate(db, email, password);
  if (!user) return { status: "refused", errors: { form: LOGIN_FAILED }, values };
  await recordPasswordSuccess(db, attempt, counted.accountCounted);

  if (await hasTwoStep(db, user.id)) {
    const setCookie = await createLoginChallenge(db, user.id, redirectTo, meta);
    return { status: "two-step", setCookie, redirectTo: TWO_STEP_VERIFY_PATH };
  }
  await rememberSignInAddress(db, attempt);
  const setCookie = await createSession(user.id, { db, ip: meta.ip, userAgent: meta.userAgent });
  // Required but not set up yet: straight to the set-up page (requireUser would send it there).
  const next = (await needsTwoStepSetup(db, user))
    ? `${TWO_STEP_SETUP_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`
    : redirectTo;
  return { status: "signed-in", setCookie, redirectTo: next };
}
