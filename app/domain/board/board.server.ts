import { asc } from "drizzle-orm";
import { boardMembers } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { BoardMember } from "./types";

/** What the public page shows of a member (the back-office adds the display order). */
export const boardMemberColumns = {
  id: boardMembers.id,
  name: boardMembers.name,
  role: boardMembers.role,
  bio: boardMembers.bio,
  email: boardMembers.email,
  phone: boardMembers.phone,
  image: boardMembers.image,
  nominationDate: boardMembers.nominationDate,
};

/** The whole board in its display order (the back-office's `position`). */
export async function listBoardMembers(db: Db): Promise<BoardMember[]> {
  return db
    .select(boardMemberColumns)
    .from(boardMembers)
    .orderBy(asc(boardMembers.position), asc(boardMembers.id));
}
