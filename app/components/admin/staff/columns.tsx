/** The columns of the /admin/personnel table: photo, name, role, contact, place, status, since. */
import { statusColumn, thumbnailColumn } from "~/components/admin/crud/columns";
import type { Column } from "~/components/admin/crud/crud-list";
import type { BadgeTone } from "~/components/admin/status-badge";
import {
  hiredSinceLabel,
  staffDepartments,
  staffStatusLabel,
  type StaffDepartment,
} from "~/domain/staff/departments";
import type { StaffRow } from "~/domain/staff/staff-admin.server";

const statusTones: Record<string, BadgeTone> = {
  actif: "success",
  conge: "warning",
  termine: "neutral",
};

/** "418 555-0123" → "tel:4185550123". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export const COLUMNS: Column<StaffRow>[] = [
  thumbnailColumn("Photo", {
    width: 40,
    height: 40,
    className: "size-10 rounded-full object-cover",
  }),
  { header: "Nom", rowHeader: true, cell: (person) => person.name },
  { header: "Poste", cell: (person) => person.role },
  {
    header: "Service",
    cell: (person) => staffDepartments[person.department as StaffDepartment] ?? person.department,
  },
  {
    header: "Courriel",
    className: "break-all",
    cell: (person) =>
      person.email ? (
        <a href={`mailto:${person.email}`} className="text-primary underline">
          {person.email}
        </a>
      ) : null,
  },
  {
    header: "Téléphone",
    className: "whitespace-nowrap",
    cell: (person) =>
      person.phone ? (
        <a href={telHref(person.phone)} className="text-primary underline">
          {person.phone}
        </a>
      ) : null,
  },
  { header: "Lieu", cell: (person) => person.location },
  statusColumn(statusTones, staffStatusLabel),
  {
    header: "Depuis",
    className: "whitespace-nowrap",
    cell: (person) => hiredSinceLabel(person.hireDate),
  },
];
