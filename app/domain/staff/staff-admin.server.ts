/**
 * /admin/personnel: the staff, one page at a time by name, filtered by status and department.
 * Every change runs in one transaction with its audit_log row (record-store.server.ts).
 */
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import { staff } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { storeOperations, withImage } from "~/domain/admin/store-operations.server";
import {
  parseStaffDepartment,
  parseStaffStatus,
  type StaffDepartment,
  type StaffStatus,
} from "./departments";
import { STAFF_NOT_FOUND, staffSchema, type StaffInput } from "./schema";

export const STAFF_PAGE_SIZE = 20;

export type StaffRow = Omit<typeof staff.$inferSelect, "createdAt" | "updatedAt">;
export type StaffValues = StaffInput & { image: string };
interface StaffQuery {
  status: StaffStatus | null;
  department: StaffDepartment | null;
}

const { createdAt: _created, updatedAt: _updated, ...columns } = getTableColumns(staff);

export const staffStore = recordStore<StaffRow, StaffValues, StaffQuery>({
  table: staff,
  entity: "staff",
  columns,
  pageSize: STAFF_PAGE_SIZE,
  orderBy: [asc(staff.name), asc(staff.id)],
  where: ({ status, department }) =>
    and(
      status ? eq(staff.status, status) : undefined,
      department ? eq(staff.department, department) : undefined,
    ),
  details: (values, action) =>
    action === "update" ? { name: values.name, status: values.status } : { name: values.name },
});

export const staffScreen = defineCrudScreen<StaffRow, StaffInput, StaffQuery>({
  area: "staff",
  schema: staffSchema,
  notFound: STAFF_NOT_FOUND,
  toasts: { create: "Employé ajouté", update: "Employé mis à jour", delete: "Employé supprimé" },
  query: (params) => ({
    status: parseStaffStatus(params.get("statut")),
    department: parseStaffDepartment(params.get("departement")),
  }),
  ...storeOperations(staffStore, withImage),
  image: { alt: (input) => input.name },
});
