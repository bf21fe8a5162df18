/**
 * Staff departments and statuses (back-office.md §3) and the public /personnel page's rules:
 * its tabs (`?departement=…`), its status badges and its "Depuis …" line.
 */
import { STAFF_DEPARTMENTS, STAFF_STATUSES } from "#db/vocabularies";
export type StaffDepartment = (typeof STAFF_DEPARTMENTS)[number];
export const staffDepartments = {
  administration: "Administration",
  education: "Éducation",
  evenements: "Événements",
  communication: "Communication",
  social: "Social",
  technique: "Technique",
} as const satisfies Record<StaffDepartment, string>;

/** The departments that have a tab on the public page (spec public-site.md §2.13). */
export const publicStaffTabs = [
  "administration",
  "education",
  "evenements",
  "communication",
] as const;
export type PublicStaffTab = (typeof publicStaffTabs)[number];

/** `?departement=` → one of the tabs, or null ("Tous") for a missing or unknown value. */
export function parseStaffTab(raw: string | null | undefined): PublicStaffTab | null {
  return publicStaffTabs.find((tab) => tab === raw) ?? null;
}

export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const staffStatuses = {
  actif: "Actif",
  conge: "En congé",
  termine: "Terminé",
} as const satisfies Record<StaffStatus, string>;

/** Statuses shown on the public page: former staff ("termine") are no longer presented. */
export const publicStaffStatuses = ["actif", "conge"] as const satisfies StaffStatus[];

export function staffStatusLabel(status: string): string {
  return staffStatuses[status as StaffStatus] ?? "Inconnu";
}

const monthYear = new Intl.DateTimeFormat("fr-CA", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2019-09-03" → "Depuis septembre 2019" (a calendar day, not shifted by time zones). */
export function hiredSinceLabel(hireDate: string): string {
  return `Depuis ${monthYear.format(new Date(`${hireDate}T00:00:00Z`))}`;
}

/** The empty state of a tab. */
export function staffEmptyText(tab: PublicStaffTab | null): string {
  return tab
    ? `Aucun membre du personnel dans le service ${staffDepartments[tab]} pour le moment.`
    : "Aucun membre du personnel pour le moment.";
}
