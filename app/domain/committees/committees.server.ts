import { asc, inArray } from "drizzle-orm";
import { committeeMembers, committees } from "#db/schema";
import type { Db } from "~/server/db.server";
import { groupMembersByCommittee } from "./group-members";
import type { CommitteeWithMembers } from "./types";

/** What a page shows of a committee member, with the committee it sits on. */
export const committeeMemberColumns = {
  id: committeeMembers.id,
  committeeId: committeeMembers.committeeId,
  name: committeeMembers.name,
  role: committeeMembers.role,
  contact: committeeMembers.contact,
  image: committeeMembers.image,
};

/** Every committee (oldest first) with its members (in the order they were added): two queries. */
export async function listCommitteesWithMembers(db: Db): Promise<CommitteeWithMembers[]> {
  const rows = await db
    .select({ id: committees.id, name: committees.name, description: committees.description })
    .from(committees)
    .orderBy(asc(committees.id));
  if (rows.length === 0) return [];
  const members = await db
    .select(committeeMemberColumns)
    .from(committeeMembers)
    .where(
      inArray(
        committeeMembers.committeeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(committeeMembers.id));
  return groupMembersByCommittee(rows, members);
}
