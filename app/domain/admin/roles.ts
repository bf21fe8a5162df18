/**
 * Back-office roles and what each may reach (issue: back-office): each screen's team is in
 * screens.ts. Enforced on the server by `requireUser(request, area)`; the sidebar shows only the
 * areas of the signed-in role. The vocabulary sits in the admin area, the lowest of admin, users,
 * settings and mail, so that every area can name an area or a role without importing the users
 * area (decision 0041).
 */
import { USER_ROLES } from "#db/vocabularies";
import { asStored, labelsFor } from "~/lib/labels";
import { adminScreens, type AdminArea, type Team } from "./screens";

const role = labelsFor(
  USER_ROLES,
  { administrateur: "Administrateur", editeur: "Éditeur", tresorier: "Trésorier" },
  asStored,
);
export const { labels: roleLabels, values: roles } = role;
export type Role = (typeof roles)[number];

/** The teams each role belongs to: the administrateur opens every area (screens.ts: Team). */
const teamsOf: Record<Role, ReadonlySet<Team>> = {
  administrateur: new Set<Team>(["tous", "contenu", "argent", "administration"]),
  editeur: new Set<Team>(["tous", "contenu"]),
  tresorier: new Set<Team>(["tous", "argent"]),
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && role.is(value);
}

export function canAccess(role: Role, area: AdminArea): boolean {
  return teamsOf[role].has(adminScreens[area].team);
}

/** What the rest of the app knows of the signed-in person. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}
