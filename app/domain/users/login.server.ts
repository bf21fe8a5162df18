/**
 * The login form's rules: validate, rate-limit (login-limits.server.ts), authenticate, then open
 * a session — or, for an account with two-step sign-in, a short challenge for the code
 * (login-challenge.server.ts). The route only turns the result into a response.
 */
import type { Db } from "~/server/db.server";
import { formatWait } from "~/lib/format";
import { constraintsOf } from "~/lib/forms/constraints";
import { validateForm } from "~/lib/forms/validate";
import type { RefusedForm } from "~/lib/forms/refusal";
import { createSession, safeRedirect } from "~/server/auth/session.server";
import { createLoginChallenge } from "./login-challenge.server";
import {
  countLoginAttempt,
  recordPasswordSuccess,
  rememberSignInAddress,
} from "./login-limits.server";
import { loginSchema, twoStepCodeSchema, type LoginField, type LoginInput } from "./schema";
import { hasTwoStep, needsTwoStepSetup } from "./two-step.server";
import { TWO_STEP_SETUP_PATH, TWO_STEP_VERIFY_PATH } from "./two-step-policy";
import { authenticate } from "./users.server";

export { LOGIN_LIMITS } from "./login-limits.server";

export const LOGIN_FAILED = "Courriel ou mot de passe incorrect.";

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  return `Trop de tentatives de connexion. Réessayez dans ${formatWait(retryAfterMs)}.`;
}

/** The HTML constraints of the sign-in forms, for their pages' loaders. */
export const signInConstraints = {
  login: () => constraintsOf(loginSchema),
  twoStepCode: () => constraintsOf(twoStepCodeSchema),
};

export type LoginResult =
  | { status: "signed-in"; setCookie: string; redirectTo: string }
  /** The password was right; `setCookie` carries the challenge of /connexion/verification. */
  | { status: "two-step"; setCookie: string; redirectTo: string }
  /** Only the e-mail comes back to the form, never the password. */
  | (RefusedForm<"invalid" | "refused" | "rate-limited", LoginField, { email: string }> & {
      retryAfterMs?: number;
    });

export interface LoginMeta {
  ip?: string | null;
  userAgent?: string | null;
  now?: () => number;
}

/** Checks the posted sign-in form (the route passes it), then the account. */
export async function login(db: Db, form: FormData, meta: LoginMeta = {}): Promise<LoginResult> {
  const typed = form.get("email");
  // Only the e-mail comes back to the page, never the password.
  const values = { email: typeof typed === "string" ? typed.slice(0, 254) : "" };
  const parsed = validateForm<LoginInput, LoginField>(loginSchema, form);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
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
