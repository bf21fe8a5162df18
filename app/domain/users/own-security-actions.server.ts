/**
 * The actions of one's own Sécurité section, shared by Mon compte (every role) and Paramètres ›
 * Sécurité (administrateur): change the password, close a session or all the others, and set up
 * or turn off two-step sign-in. The caller has already checked the session and the role.
 * Returns null for an intent that is not one of these.
 */
import { data, redirect } from "react-router";
import { clearSessionCookie, currentSessionId } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { PASSWORD_FIELDS, type PasswordField } from "./password-rules";
import {
  cancelTwoStep,
  confirmTwoStep,
  disableTwoStep,
  startTwoStep,
  TWO_STEP_ALREADY_ON,
  type Account,
} from "./two-step.server";
import {
  changeOwnPassword,
  revokeOtherSessions,
  revokeOwnSession,
  SESSION_NOT_FOUND,
} from "./users.server";

export const SESSION_REVOKED = "Session déconnectée";
export const OTHER_SESSIONS_REVOKED = "Autres sessions déconnectées";
export const TWO_STEP_CANCELLED = "Activation annulée";
export const TWO_STEP_DISABLED = "Validation en deux étapes désactivée";

export interface OwnSecurityOptions {
  /** The page to come back to after a change (with its query). */
  path: string;
  /** The toast after a password change. */
  passwordSaved: FlashInput;
}

// Answers that carry a code or a password must never be stored by a cache.
const NO_STORE = { "Cache-Control": "no-store" };

export async function ownSecurityAction(
  db: Db,
  me: Account,
  request: Request,
  form: FormData,
  options: OwnSecurityOptions,
) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = form.get("intent");
  const sessionId = currentSessionId(request);

  if (intent === "password") {
    const input = Object.fromEntries(
      PASSWORD_FIELDS.map((field) => [field, text(field)]),
    ) as Record<PasswordField, string>;
    const result = await changeOwnPassword(db, me.id, sessionId, input);
    // The typed passwords never come back to the page.
    if (!result.ok) return data({ intent, security: { errors: result.errors } }, result.status);
    return redirectWithToast(options.path, options.passwordSaved);
  }

  if (intent === "revoke-session") {
    const revoked = await revokeOwnSession(db, me.id, text("sessionId"), sessionId);
    if (!revoked) return data({ intent, security: { sessionError: SESSION_NOT_FOUND } }, 404);
    // Closing this very session signs out.
    if (revoked.current) {
      return redirect("/connexion", { headers: { "Set-Cookie": clearSessionCookie() } });
    }
    return redirectWithToast(options.path, { title: SESSION_REVOKED });
  }

  if (intent === "revoke-other-sessions") {
    await revokeOtherSessions(db, me.id, sessionId);
    return redirectWithToast(options.path, { title: OTHER_SESSIONS_REVOKED });
  }

  if (intent === "two-step-start") {
    const started = await startTwoStep(db, me.id);
    if (!started.ok) return data({ intent, twoStep: { error: TWO_STEP_ALREADY_ON } }, 409);
    return redirect(options.path);
  }

  if (intent === "two-step-cancel") {
    await cancelTwoStep(db, me.id);
    return redirectWithToast(options.path, { title: TWO_STEP_CANCELLED });
  }

  if (intent === "two-step-confirm") {
    const result = await confirmTwoStep(db, me, text("code"));
    if (!result.ok) return data({ intent, twoStep: { error: result.error } }, result.status);
    // Shown in this answer only: the codes are stored hashed and never shown again.
    return data(
      { intent, twoStep: { recoveryCodes: result.recoveryCodes } },
      { headers: NO_STORE },
    );
  }

  if (intent === "two-step-disable") {
    const result = await disableTwoStep(db, me, text("proof"));
    if (!result.ok) {
      return data(
        { intent, twoStep: { error: result.error } },
        { status: result.status, headers: NO_STORE },
      );
    }
    return redirectWithToast(options.path, { title: TWO_STEP_DISABLED });
  }

  return null;
}
