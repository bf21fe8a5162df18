/**
 * Staff departments and statuses (back-office.md §3) and the public /personnel page's rules:
 * its tabs (`?departement=…`), its status badges and its "Depuis …" line.
 */
import { STAFF_DEPARTMENTS, STAFF_STATUSES } from "#db/vocabularies";
import { asStored, keyParser, labelsFor } from "~/lib/labels";

export const { labels: staffDepartments, values: staffDepartmentKeys } = labelsFor(
  STAFF_DEPARTMENTS,
  {
    administration: "Administration",
    education: "Éducation",
    evenements: "Événements",
    communication: "Communication",
    social: "Social",
    technique: "Technique",
  },
  asStored,
);
export type StaffDepartment = (typeof staffDepartmentKeys)[number];

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

export const {
  labels: staffStatuses,
  values: staffStatusKeys,
  label: staffStatusLabel,
} = labelsFor(STAFF_STATUSES, { actif: "Actif", conge: "En congé", termine: "Terminé" }, "Inconnu");
export type StaffStatus = (typeof staffStatusKeys)[number];

/** `?statut=` → one of the statuses, or null (all) for a missing or unknown value. */
export const parseStaffStatus = keyParser(staffStatuses);

/** `?departement=` → one of the departments, or null ("Tous") for a missing or unknown value. */
export const parseStaffDepartment = keyParser(staffDepartments);

/** Statuses shown on the public page: former staff ("termine") are no longer presented. */
export const publicStaffStatuses = ["actif", "conge"] as const satisfies StaffStatus[];

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
