import type { Role } from "~/domain/admin/roles";
import { linksFor, type AdminNavItem } from "./navigation";

/** A link to a screen's add (or import) form, for the roles that may open that screen. */
export type QuickAction = AdminNavItem;

/**
 * The dashboard's quick actions (spec back-office.md §2: /admin/evenements/new, /admin/blog/new,
 * /admin/projets/new, /admin/galerie/upload). Each path opens the add (or import) form of its
 * screen; only those of the signed-in role are shown.
 */
const quickActions: QuickAction[] = [
  { area: "events", href: "/admin/evenements/new", label: "Nouvel événement" },
  { area: "blog", href: "/admin/blog/new", label: "Nouvel article" },
  { area: "projects", href: "/admin/projets/new", label: "Nouveau projet" },
  { area: "gallery", href: "/admin/galerie/upload", label: "Importer des photos" },
];

export function quickActionsFor(role: Role): QuickAction[] {
  return linksFor(role, quickActions);
}
