/**
 * The staff form of /admin/personnel (spec back-office.md §2 "Staff", §3): name, role, department,
 * contact, location, biography, hire date and status. Isomorphic.
 */
import { z } from "zod";
import {
  staffDepartments,
  staffStatuses,
  type StaffDepartment,
  type StaffStatus,
} from "./departments";
import {
  isoDay,
  oneOf,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
} from "~/lib/forms/rules";

export const STAFF_NOT_FOUND = "Employé introuvable : il a peut-être été supprimé.";
export const DEFAULT_LOCATION = "Chicoutimi";

export const staffDepartmentKeys = Object.keys(staffDepartments) as StaffDepartment[];
export const staffStatusKeys = Object.keys(staffStatuses) as StaffStatus[];

export const staffSchema = z.object({
  name: requiredText(200),
  role: requiredText(200),
  department: oneOf(staffDepartmentKeys, "Choisissez un service de la liste."),
  email: optionalEmail(),
  phone: optionalPhone(),
  location: requiredText(200),
  bio: optionalText(5000),
  hireDate: isoDay(),
  status: oneOf(staffStatusKeys, "Choisissez un statut de la liste."),
});
export type StaffInput = z.infer<typeof staffSchema>;
export type StaffField = keyof StaffInput | "imageFile" | "imageUrl";

/** `?statut=` → one of the statuses, or null (all) for a missing or unknown value. */
export function parseStaffStatus(raw: string | null | undefined): StaffStatus | null {
  return staffStatusKeys.find((status) => status === raw) ?? null;
}

/** `?departement=` → one of the departments, or null ("Tous") for a missing or unknown value. */
export function parseStaffDepartment(raw: string | null | undefined): StaffDepartment | null {
  return staffDepartmentKeys.find((department) => department === raw) ?? null;
}
