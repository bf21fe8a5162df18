import { and, asc, eq, inArray } from "drizzle-orm";
import { staff } from "#db/schema";
import type { Db } from "~/server/db.server";
import { publicStaffStatuses, type PublicStaffTab } from "./departments";
import type { PublicStaffMember } from "./types";

/**
 * Current staff (active or on leave; former staff are left out), longest-serving first, of one
 * department or of all when `department` is null.
 */
export async function listPublicStaff(
  db: Db,
  { department }: { department: PublicStaffTab | null },
): Promise<PublicStaffMember[]> {
  return db
    .select({
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
    })
    .from(staff)
    .where(
      and(
        inArray(staff.status, [...publicStaffStatuses]),
        department ? eq(staff.department, department) : undefined,
      ),
    )
    .orderBy(asc(staff.hireDate), asc(staff.id));
}
