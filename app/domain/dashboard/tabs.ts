import { canAccess, type Role } from "~/domain/admin/roles";

/** The dashboard's tabs (spec back-office.md §2: overview, donations, events), in the URL. */
export const dashboardTabs = [
  { id: "apercu", label: "Vue d'ensemble" },
  { id: "dons", label: "Dons" },
  { id: "evenements", label: "Événements" },
] as const;
export type DashboardTab = (typeof dashboardTabs)[number]["id"];

/** The tabs a role may open: donations for the money roles, events for the content roles. */
export function dashboardTabsFor(role: Role) {
  return dashboardTabs.filter(
    (tab) =>
      tab.id === "apercu" ||
      (tab.id === "dons" && canAccess(role, "donations")) ||
      (tab.id === "evenements" && canAccess(role, "events")),
  );
}

/** `?onglet=` read for a role: unknown or not allowed gives the overview. */
export function parseDashboardTab(raw: string | null, role: Role): DashboardTab {
  return dashboardTabsFor(role).find((tab) => tab.id === raw)?.id ?? "apercu";
}
