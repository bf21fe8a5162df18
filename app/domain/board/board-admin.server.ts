/**
 * /admin/bureau: the board members, in display order, one page at a time. Every change runs in
 * one transaction with its audit_log row; an unknown id changes nothing and returns false/null.
 */
import { asc, count, eq } from "drizzle-orm";
import { boardMembers } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import type { BoardMemberInput } from "./schema";

export const BOARD_PAGE_SIZE = 10;

export interface BoardMemberRow {
  id: number;
  name: string;
  role: string;
  bio: string;
  email: string | null;
  phone: string | null;
  image: string;
  nominationDate: string;
  position: number;
}

const columns = {
  id: boardMembers.id,
  name: boardMembers.name,
  role: boardMembers.role,
  bio: boardMembers.bio,
  email: boardMembers.email,
  phone: boardMembers.phone,
  image: boardMembers.image,
  nominationDate: boardMembers.nominationDate,
  position: boardMembers.position,
};

/** One page of the board in its display order (as /bureau shows it). */
export async function listBoardPage(db: Db, requestedPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(boardMembers);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, BOARD_PAGE_SIZE);
  const rows: BoardMemberRow[] = await db
    .select(columns)
    .from(boardMembers)
    .orderBy(asc(boardMembers.position), asc(boardMembers.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getBoardMember(db: Db, id: number): Promise<BoardMemberRow | null> {
  const [row] = await db.select(columns).from(boardMembers).where(eq(boardMembers.id, id)).limit(1);
  return row ?? null;
}

export type BoardMemberValues = BoardMemberInput & { image: string };

export async function createBoardMember(
  db: Db,
  actorId: number,
  input: BoardMemberValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(boardMembers).values(input).returning({ id: boardMembers.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "board_member",
      entityId: row.id,
      details: { name: input.name, role: input.role },
    });
    return row.id;
  });
}

export async function updateBoardMember(
  db: Db,
  actorId: number,
  id: number,
  input: BoardMemberValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(boardMembers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(boardMembers.id, id))
      .returning({ id: boardMembers.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "board_member",
      entityId: id,
      details: { name: input.name, role: input.role },
    });
    return true;
  });
}

export async function deleteBoardMember(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(boardMembers)
      .where(eq(boardMembers.id, id))
      .returning({ name: boardMembers.name, role: boardMembers.role });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "board_member",
      entityId: id,
      details: { name: row.name, role: row.role },
    });
    return true;
  });
}
