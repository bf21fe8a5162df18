/**
 * The back-office guard every loader and action calls (`requireUser(request, area)`), and the
 * signed-in person of a request. Route glue (decision 0041): it reads the session from the request
 * and turns the users area's answer (domain/users/area-access.server.ts) into the reply — a
 * redirect to /connexion that comes back here, the two-step set-up, or a 403 in French.
 */
import { redirect } from "react-router";
import {
  areaAccess,
  FORBIDDEN_ROLE_MESSAGE,
  sessionUserOf,
} from "~/domain/users/area-access.server";
import type { AdminArea } from "~/domain/admin/screens";
import { TWO_STEP_SETUP_PATH } from "~/domain/users/two-step-policy";
import type { SessionUser } from "~/domain/users/users.server";
import {
  clearSessionCookie,
  loginPath,
  readSession,
  readSessionToken,
  safeRedirect,
} from "~/server/auth/session.server";
import { getDb, type Db } from "~/server/db.server";
import { visibleUrl } from "~/lib/visible-url";

export { FORBIDDEN_ROLE_MESSAGE };

interface SessionOptions {
  db?: Db;
  now?: Date;
}

/** The signed-in person, or null (no cookie, unknown, expired or idle session, inactive account). */
export async function getSessionUser(
  request: Request,
  options: SessionOptions = {},
): Promise<SessionUser | null> {
  return sessionUserOf(await readSession(request, options));
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
  const session = await readSession(request, options);
  const access = await areaAccess(async () => options.db ?? (await getDb()), session, area);
  if (access.ok) return access.user;
  const url = visibleUrl(request);
  if (access.reason === "signed-out") {
    const headers = new Headers();
    // A dead cookie is removed on the way.
    if (readSessionToken(request)) headers.append("Set-Cookie", clearSessionCookie());
    throw redirect(loginPath(url.pathname + url.search), { headers });
  }
  if (access.reason === "two-step-setup") {
    throw redirect(
      `${TWO_STEP_SETUP_PATH}?redirectTo=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`,
    );
  }
  throw new Response(FORBIDDEN_ROLE_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
