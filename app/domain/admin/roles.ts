/**
 * Back-office roles and what each may reach (issue: back-office). Enforced on the server by
 * `requireUser(request, area)`; the sidebar shows only the areas of the signed-in role. The
 * vocabulary sits in the admin area, the lowest of admin, users, settings and mail, so that every
 * area can name an area or a role without importing the users area (decision 0041).
 */
import { asStored, labelsOf } from "~/lib/labels";

const role = labelsOf(
  { administrateur: "Administrateur", editeur: "Éditeur", tresorier: "Trésorier" },
  asStored,
);
export const { labels: roleLabels, values: roles } = role;
export type Role = (typeof roles)[number];

/** The site's content: the editeur's areas. */
const contentAreas = [
  "pages",
  "committees",
  "board",
  "staff",
  "speeches",
  "events",
  "projects",
  "sope-naby",
  "event-requests",
  "gallery",
  "blog",
  /** The newsletter: its subscribers, writing and sending (issue 15). */
  "newsletter",
] as const;

/** Every area of the back-office, one per screen family. */
export const adminAreas = [
  "dashboard",
  ...contentAreas,
  "shop-products",
  "shop-orders",
  "donations",
  "payment-options",
  "messages",
  "emails",
  "settings",
  "users",
  "journal",
  "backups",
  /**
   * Personal information (Law 25, decision 0033): the register of confidentiality incidents and
   * the search of what is held about one person. The administrateur's alone.
   */
  "privacy",
  /** Mon compte: one's own password, sessions and two-step sign-in, open to every role. */
  "account",
] as const;
export type AdminArea = (typeof adminAreas)[number];

// Products, messages, e-mails, settings, users, the journal and backups are the administrateur's alone.
const money: AdminArea[] = ["donations", "payment-options", "shop-orders"];

const allowed: Record<Role, ReadonlySet<AdminArea>> = {
  administrateur: new Set(adminAreas),
  editeur: new Set<AdminArea>(["dashboard", "account", ...contentAreas]),
  tresorier: new Set<AdminArea>(["dashboard", "account", ...money]),
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && role.is(value);
}

export function canAccess(role: Role, area: AdminArea): boolean {
  return allowed[role].has(area);
}

/** What the rest of the app knows of the signed-in person. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}
