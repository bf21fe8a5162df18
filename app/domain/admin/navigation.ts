import { canAccess, type Role } from "~/domain/admin/roles";
import type { AdminArea } from "./screens";
import { screenLinks } from "./screens";

export interface AdminNavItem {
  area: AdminArea;
  href: string;
  label: string;
}

/** The back-office sidebar, in the registry's order (screens.ts). */
export const adminNavigation: AdminNavItem[] = screenLinks();

/** The links of `items` one role may open (the server checks again on every request). */
export function linksFor<T extends { area: AdminArea }>(role: Role, items: readonly T[]): T[] {
  return items.filter((item) => canAccess(role, item.area));
}

/** The sidebar of one role: only what it may open. */
export function navigationFor(role: Role): AdminNavItem[] {
  return linksFor(role, adminNavigation);
}
