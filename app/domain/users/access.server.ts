/**
 * Who may open what: the signed-in person of a request, and the back-office guard every loader
 * and action calls (`requireUser(request, area)`). The session itself (cookie, sessions table,
 * expiry) is infrastructure, in server/auth/session.server.ts; the rules read here are this
 * area's: the roles and their areas, and the two-step sign-in some roles must set up first.
 */
import { redirect } from "react-router";
import {
  clearSessionCookie,
  loginPath,
  readSession,
  readSessionToken,
  safeRedirect,
} from "~/server/auth/session.server";
import { getDb, type Db } from "~/server/db.server";
import { visibleUrl } from "~/lib/visible-url";
import { canAccess, isRole, type AdminArea } from "./roles";
import { mustSetUpTwoStep, TWO_STEP_ROLES, TWO_STEP_SETUP_PATH } from "./two-step-policy";
import { isTwoStepRequired } from "./two-step.server";
import type { SessionUser } from "./users.server";

export const FORBIDDEN_ROLE_MESSAGE =
  "Accès refusé : votre rôle ne permet pas d'ouvrir cette page.";

interface SessionOptions {
  db?: Db;
  now?: Date;
}

/** The session's person (null without a live session or with an unknown role), and their two-step state. */
async function sessionOf(
  request: Request,
  options: SessionOptions,
): Promise<{ user: SessionUser; twoStepEnabled: boolean } | null> {
  const session = await readSession(request, options);
  if (!session) return null;
  const { user, twoStepEnabled } = session;
  if (!isRole(user.role)) return null;
  return { user: { ...user, role: user.role }, twoStepEnabled };
}

/** The signed-in person, or null (no cookie, unknown, expired or idle session, inactive account). */
export async function getSessionUser(
  request: Request,
  options: SessionOptions = {},
): Promise<SessionUser | null> {
  return (await sessionOf(request, options))?.user ?? null;
}

/**
 * The signed-in person, for loaders and actions of the back-office. Anonymous: throws a redirect
 * to /connexion that comes back here afterwards. With `area`, a role that may not open it gets a
 * 403 with a French message.
 */
export async function requireUser(
  request: Request,
  area?: AdminArea,
  options: SessionOptions = {},
): Promise<SessionUser> {
  const session = await sessionOf(request, options);
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
