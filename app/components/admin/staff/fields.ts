/** The fields of the staff form of /admin/personnel, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { staffDepartments, staffStatuses } from "~/domain/staff/departments";
import {
  DEFAULT_LOCATION,
  staffDepartmentKeys,
  staffStatusKeys,
  type StaffField,
} from "~/domain/staff/schema";

export function staffFields(today: string): FieldSpec<StaffField>[] {
  return [
    { name: "name", label: "Nom", id: "personnel-nom", autoComplete: "off" },
    { name: "role", label: "Poste", id: "personnel-poste" },
    selectField("department", "Service", "personnel-service", {
      options: optionsOf(staffDepartments, staffDepartmentKeys),
      initial: "administration",
    }),
    {
      name: "email",
      label: "Courriel",
      id: "personnel-courriel",
      kind: "email",
      autoComplete: "off",
    },
    {
      name: "phone",
      label: "Téléphone",
      id: "personnel-telephone",
      kind: "tel",
      autoComplete: "off",
    },
    { name: "location", label: "Lieu", id: "personnel-lieu", initial: DEFAULT_LOCATION },
    { name: "bio", label: "Biographie", id: "personnel-biographie", kind: "textarea" },
    { name: "image", label: "Image", id: "personnel-image", kind: "image" },
    {
      name: "hireDate",
      label: "Date d'embauche",
      id: "personnel-embauche",
      kind: "date",
      initial: today,
    },
    selectField("status", "Statut", "personnel-statut", {
      options: optionsOf(staffStatuses, staffStatusKeys),
      initial: "actif",
    }),
  ];
}
