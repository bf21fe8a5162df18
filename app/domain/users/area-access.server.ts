/**
 * Who may open what, from a live session (server/auth/session.server.ts reads it): the roles and
 * their areas, and the two-step sign-in some roles must set up first. The answer is a value; the
 * route guard (app/routes/+shared/access.server.ts) turns a refusal into the redirect or the 403.
 */
import type { StoredSession } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { canAccess, isRole } from "~/domain/admin/roles";
import type { AdminArea } from "~/domain/admin/screens";
import { mustSetUpTwoStep, TWO_STEP_ROLES } from "./two-step-policy";
import { isTwoStepRequired } from "./two-step.server";
import type { SessionUser } from "./users.server";

export const FORBIDDEN_ROLE_MESSAGE =
  "Accès refusé : votre rôle ne permet pas d'ouvrir cette page.";

/** The session's person, or null with an unknown role (a role this code no longer knows). */
export function sessionUserOf(session: StoredSession | null): SessionUser | null {
  if (!session || !isRole(session.user.role)) return null;
  return { ...session.user, role: session.user.role };
}

export type AreaAccess =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "signed-out" | "two-step-setup" | "forbidden" };

/**
 * May this session open `area` (any back-office page without it)? Signed out (no live session,
 * unknown role), two-step to set up first, a role without the area, or yes.
 */
export async function areaAccess(
  db: () => Promise<Db>,
  session: StoredSession | null,
  area?: AdminArea,
): Promise<AreaAccess> {
  const user = sessionUserOf(session);
  if (!session || !user) return { ok: false, reason: "signed-out" };
  // The setting is read only for the roles it concerns, and only while their two-step is off.
  if (
    TWO_STEP_ROLES.includes(user.role) &&
    !session.twoStepEnabled &&
    mustSetUpTwoStep(user.role, await isTwoStepRequired(await db()), false)
  ) {
    return { ok: false, reason: "two-step-setup" };
  }
  if (area && !canAccess(user.role, area)) return { ok: false, reason: "forbidden" };
  return { ok: true, user };
}
