import { canAccess, type AdminArea, type Role } from "~/domain/users/roles";

export interface AdminNavItem {
  area: AdminArea;
  href: string;
  label: string;
}

/**
 * The back-office sidebar, in the order of spec back-office.md §2. A screen is listed here once
 * it exists, so the sidebar never leads to a missing page.
 */
export const adminNavigation: AdminNavItem[] = [
  { area: "dashboard", href: "/admin", label: "Tableau de bord" },
  { area: "committees", href: "/admin/comites", label: "Comités" },
  { area: "board", href: "/admin/bureau", label: "Bureau" },
  { area: "staff", href: "/admin/personnel", label: "Personnel" },
  { area: "sope-naby", href: "/admin/sope-naby", label: "Sope Naby" },
  { area: "settings", href: "/admin/settings", label: "Paramètres" },
  { area: "users", href: "/admin/utilisateurs", label: "Utilisateurs" },
  { area: "journal", href: "/admin/journal", label: "Journal" },
];

/** The sidebar of one role: only what it may open (the server checks again on every request). */
export function navigationFor(role: Role): AdminNavItem[] {
  return adminNavigation.filter((item) => canAccess(role, item.area));
}
