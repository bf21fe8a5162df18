/**
 * /admin/personnel: the staff, one page at a time, filtered by status and department. Every change
 * runs in one transaction with its audit_log row; an unknown id changes nothing and returns false.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { staff } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import type { StaffDepartment, StaffStatus } from "./departments";
import type { StaffInput } from "./schema";

export const STAFF_PAGE_SIZE = 20;

export type StaffRow = Omit<typeof staff.$inferSelect, "createdAt" | "updatedAt">;
export type StaffValues = StaffInput & { image: string };

const columns = {
  id: staff.id,
  name: staff.name,
  role: staff.role,
  department: staff.department,
  email: staff.email,
  phone: staff.phone,
  location: staff.location,
  bio: staff.bio,
  image: staff.image,
  hireDate: staff.hireDate,
  status: staff.status,
};

/** One page of staff by name, of one status and one department when given. */
export async function listStaff(
  db: Db,
  {
    page: requestedPage,
    status,
    department,
  }: { page: number; status: StaffStatus | null; department: StaffDepartment | null },
) {
  const where = and(
    status ? eq(staff.status, status) : undefined,
    department ? eq(staff.department, department) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(staff).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, STAFF_PAGE_SIZE);
  const rows: StaffRow[] = await db
    .select(columns)
    .from(staff)
    .where(where)
    .orderBy(asc(staff.name), asc(staff.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getStaffMember(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select(columns).from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

export async function createStaffMember(
  db: Db,
  actorId: number,
  input: StaffValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(staff).values(input).returning({ id: staff.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "staff",
      entityId: row.id,
      details: { name: input.name },
    });
    return row.id;
  });
}

export async function updateStaffMember(
  db: Db,
  actorId: number,
  id: number,
  input: StaffValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(staff.id, id))
      .returning({ id: staff.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "staff",
      entityId: id,
      details: { name: input.name, status: input.status },
    });
    return true;
  });
}

export async function deleteStaffMember(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(staff).where(eq(staff.id, id)).returning({ name: staff.name });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "staff",
      entityId: id,
      details: { name: row.name },
    });
    return true;
  });
}
