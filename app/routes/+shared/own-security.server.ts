/**
 * One's own Sécurité section, shared by Mon compte (every role), Paramètres › Sécurité
 * (administrateur) and the two-step set-up page: the open sessions it lists, and its actions on a
 * posted form — change the password, close a session or all the others, set up or turn off
 * two-step sign-in. The caller has checked the session and the role; it passes the form and the
 * id of this request's session. A refusal is the site's one `{ refused }` answer, without what
 * was typed (a password, a code) and never kept by a cache. Route glue (decision 0041): it chooses
 * the replies; the rules are the domain's (users.server.ts, two-step.server.ts).
 */
import { data, redirect } from "react-router";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { clearSessionCookie } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { refuseForm, type RefusedAnswer } from "~/server/forms/refuse-form.server";
import type { RouteIntentHandler } from "~/routes/admin/+shared/intents.server";
import {
  passwordChangeSchema,
  twoStepConfirmSchema,
  twoStepDisableSchema,
} from "~/domain/users/own-security-schema";
import {
  cancelTwoStep,
  confirmTwoStep,
  disableTwoStep,
  startTwoStep,
  TWO_STEP_ALREADY_ON,
  type Account,
  type CodeResult,
} from "~/domain/users/two-step.server";
import {
  changeOwnPassword,
  listOwnSessions,
  revokeOtherSessions,
  revokeOwnSession,
  SESSION_NOT_FOUND,
} from "~/domain/users/users.server";

export const SESSION_REVOKED = "Session déconnectée";
export const OTHER_SESSIONS_REVOKED = "Autres sessions déconnectées";
export const TWO_STEP_CANCELLED = "Activation annulée";
export const TWO_STEP_DISABLED = "Validation en deux étapes désactivée";

export interface OwnSecurityOptions {
  /** The page to come back to after a change (with its query). */
  path: string;
  /** The toast after a password change. */
  passwordSaved: FlashInput;
  /** This request's session: a password change keeps it open, closing it signs out. */
  sessionId: string | null;
}

// Answers that carry a code or a password must never be stored by a cache.
const NO_STORE = { "Cache-Control": "no-store" };

/** The person's sessions as the page lists them (dates as ISO text), this one flagged. */
export async function ownSessionItems(db: Db, userId: number, sessionId: string | null) {
  const sessions = await listOwnSessions(db, userId, sessionId);
  return sessions.map((session) => ({ ...session, lastSeenAt: session.lastSeenAt.toISOString() }));
}

function refuse(intent: string, errors: FieldErrors, status = 400) {
  return refuseForm(intent, errors, {}, status, { headers: NO_STORE });
}

/** A wrong code or password is said at its field; the rest (already on, too many…) above. */
function codeRefusal(intent: string, field: string, result: CodeResult<object> & { ok: false }) {
  const errors = result.status === 400 ? { [field]: result.error } : { form: result.error };
  return refuse(intent, errors, result.status);
}

/** The 10 recovery codes, shown in this answer only: stored hashed, never shown again. */
function recoveryCodesShown(recoveryCodes: string[]) {
  return data(
    { intent: "two-step-confirm" as const, twoStep: { recoveryCodes } },
    { headers: NO_STORE },
  );
}

export type RecoveryCodesAnswer = ReturnType<typeof recoveryCodesShown>;
type OwnAnswer = Response | RefusedAnswer | RecoveryCodesAnswer;
type OwnAction = (
  db: Db,
  me: Account,
  form: FormData,
  options: OwnSecurityOptions,
) => Promise<OwnAnswer>;

const ACTIONS: Record<string, OwnAction> = {
  password: async (db, me, form, { path, passwordSaved, sessionId }) => {
    const parsed = validateForm(passwordChangeSchema, form);
    if (!parsed.ok) return refuse("password", parsed.errors);
    const result = await changeOwnPassword(db, me.id, sessionId, parsed.data);
    if (!result.ok) return refuse("password", result.errors, result.status);
    return redirectWithToast(path, passwordSaved);
  },

  "revoke-session": async (db, me, form, { path, sessionId }) => {
    const posted = form.get("sessionId");
    const revoked = await revokeOwnSession(
      db,
      me.id,
      typeof posted === "string" ? posted : "",
      sessionId,
    );
    if (!revoked) return refuse("revoke-session", { form: SESSION_NOT_FOUND }, 404);
    // Closing this very session signs out.
    if (revoked.current) {
      return redirect("/connexion", { headers: { "Set-Cookie": clearSessionCookie() } });
    }
    return redirectWithToast(path, { title: SESSION_REVOKED });
  },

  "revoke-other-sessions": async (db, me, _form, { path, sessionId }) => {
    await revokeOtherSessions(db, me.id, sessionId);
    return redirectWithToast(path, { title: OTHER_SESSIONS_REVOKED });
  },

  "two-step-start": async (db, me, _form, { path }) => {
    const started = await startTwoStep(db, me.id);
    if (!started.ok) return refuse("two-step-start", { form: TWO_STEP_ALREADY_ON }, 409);
    return redirect(path);
  },

  "two-step-cancel": async (db, me, _form, { path }) => {
    await cancelTwoStep(db, me.id);
    return redirectWithToast(path, { title: TWO_STEP_CANCELLED });
  },

  "two-step-confirm": async (db, me, form) => {
    const parsed = validateForm(twoStepConfirmSchema, form);
    if (!parsed.ok) return refuse("two-step-confirm", parsed.errors);
    const result = await confirmTwoStep(db, me, parsed.data.code);
    if (!result.ok) return codeRefusal("two-step-confirm", "code", result);
    return recoveryCodesShown(result.recoveryCodes);
  },

  "two-step-disable": async (db, me, form, { path }) => {
    const parsed = validateForm(twoStepDisableSchema, form);
    if (!parsed.ok) return refuse("two-step-disable", parsed.errors);
    const result = await disableTwoStep(db, me, parsed.data.proof);
    if (!result.ok) return codeRefusal("two-step-disable", "proof", result);
    return redirectWithToast(path, { title: TWO_STEP_DISABLED });
  },
};

/** Runs the posted intent if it is one of these; null otherwise. */
export async function ownSecurityAction(
  db: Db,
  me: Account,
  form: FormData,
  options: OwnSecurityOptions,
): Promise<OwnAnswer | null> {
  const intent = String(form.get("intent") ?? "");
  return Object.hasOwn(ACTIONS, intent) ? ACTIONS[intent](db, me, form, options) : null;
}

/** The same actions as a back-office screen's intents (intentAction, crudAction's `more`). */
export function ownSecurityIntents(
  options: OwnSecurityOptions,
): Record<string, RouteIntentHandler<RecoveryCodesAnswer>> {
  return Object.fromEntries(
    Object.entries(ACTIONS).map(([intent, run]) => [
      intent,
      ({ db, me, form }) => run(db, me, form, options),
    ]),
  );
}
