/**
 * The staff form of /admin/personnel (spec back-office.md §2 "Staff", §3): name, role, department,
 * contact, location, biography, hire date and status. Isomorphic.
 */
import { z } from "zod";
import { staffDepartmentKeys, staffStatusKeys } from "./departments";
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

/** The form's choices read them from here. */
export { staffDepartmentKeys, staffStatusKeys };

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
