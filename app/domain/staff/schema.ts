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
import { REQUIRED } from "~/lib/form-rules";

export const STAFF_NOT_FOUND = "Employé introuvable : il a peut-être été supprimé.";
export const DEFAULT_LOCATION = "Chicoutimi";
const INVALID_DATE = "Date invalide (format AAAA-MM-JJ).";

export const staffDepartmentKeys = Object.keys(staffDepartments) as StaffDepartment[];
export const staffStatusKeys = Object.keys(staffStatuses) as StaffStatus[];

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);

const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(schema.nullable());

/** A real calendar day "YYYY-MM-DD" (no 31 février). */
const day = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, INVALID_DATE);

export const staffSchema = z.object({
  name: text(200),
  role: text(200),
  department: z.enum(staffDepartmentKeys as [StaffDepartment, ...StaffDepartment[]], {
    error: "Choisissez un service de la liste.",
  }),
  email: optional(z.email("Adresse courriel invalide.").max(254, "Adresse courriel invalide.")),
  phone: optional(
    z.string().regex(/^\+?[\d\s().-]{7,25}$/, "Numéro de téléphone invalide (ex. 418 555-0123)."),
  ),
  location: text(200),
  bio: z
    .string()
    .trim()
    .max(5000, "Ce champ ne doit pas dépasser 5000 caractères.")
    .optional()
    .transform((value) => value ?? ""),
  hireDate: day,
  status: z.enum(staffStatusKeys as [StaffStatus, ...StaffStatus[]], {
    error: "Choisissez un statut de la liste.",
  }),
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
