import { canAccess, type AdminArea, type Role } from "~/domain/admin/roles";

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
  { area: "pages", href: "/admin/pages", label: "Pages" },
  // The header's and footer's menus: whoever may edit the pages (decision 0031).
  { area: "pages", href: "/admin/menus", label: "Menus" },
  { area: "committees", href: "/admin/comites", label: "Comités" },
  { area: "board", href: "/admin/bureau", label: "Bureau" },
  { area: "staff", href: "/admin/personnel", label: "Personnel" },
  { area: "events", href: "/admin/evenements", label: "Événements" },
  { area: "projects", href: "/admin/projets", label: "Projets" },
  { area: "speeches", href: "/admin/discours", label: "Discours" },
  { area: "sope-naby", href: "/admin/sope-naby", label: "Sope Naby" },
  { area: "event-requests", href: "/admin/demande-evenements", label: "Demandes d'événements" },
  { area: "gallery", href: "/admin/galerie", label: "Galerie" },
  // Both shop roles see it: the screen opens on the first tab the role may use.
  { area: "shop-orders", href: "/admin/boutique", label: "Boutique" },
  { area: "blog", href: "/admin/blog", label: "Blog" },
  { area: "newsletter", href: "/admin/infolettre", label: "Infolettre" },
  { area: "donations", href: "/admin/donations", label: "Dons" },
  { area: "messages", href: "/admin/messages", label: "Messages" },
  { area: "emails", href: "/admin/courriels", label: "Courriels" },
  { area: "settings", href: "/admin/settings", label: "Paramètres" },
  { area: "users", href: "/admin/utilisateurs", label: "Utilisateurs" },
  { area: "journal", href: "/admin/journal", label: "Journal" },
  { area: "privacy", href: "/admin/renseignements-personnels", label: "Renseignements personnels" },
  { area: "backups", href: "/admin/sauvegardes", label: "Sauvegardes" },
];

/** The links of `items` one role may open (the server checks again on every request). */
export function linksFor<T extends { area: AdminArea }>(role: Role, items: readonly T[]): T[] {
  return items.filter((item) => canAccess(role, item.area));
}

/** The sidebar of one role: only what it may open. */
export function navigationFor(role: Role): AdminNavItem[] {
  return linksFor(role, adminNavigation);
}
