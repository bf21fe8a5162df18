/**
 * /admin/sope-naby: the group's members and events, one page at a time. Every change runs in one
 * transaction with its audit_log row; an unknown id changes nothing and returns false.
 */
import { asc, count, desc, eq } from "drizzle-orm";
import { groupEvents, groupMembers } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import type { GroupEventInput, GroupMemberInput } from "./schema";

export const GROUP_PAGE_SIZE = 20;

export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupEventRow = typeof groupEvents.$inferSelect;

/** One page of members by name; a page past the end gives the last one. */
export async function listGroupMembers(db: Db, requestedPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(groupMembers);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, GROUP_PAGE_SIZE);
  const rows = await db
    .select()
    .from(groupMembers)
    .orderBy(asc(groupMembers.name), asc(groupMembers.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

/** One page of events, the latest date first. */
export async function listGroupEvents(db: Db, requestedPage: number) {
  const [{ total }] = await db.select({ total: count() }).from(groupEvents);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, GROUP_PAGE_SIZE);
  const rows = await db
    .select()
    .from(groupEvents)
    .orderBy(desc(groupEvents.date), desc(groupEvents.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getGroupMember(db: Db, id: number): Promise<GroupMemberRow | null> {
  const [row] = await db.select().from(groupMembers).where(eq(groupMembers.id, id)).limit(1);
  return row ?? null;
}

export async function getGroupEvent(db: Db, id: number): Promise<GroupEventRow | null> {
  const [row] = await db.select().from(groupEvents).where(eq(groupEvents.id, id)).limit(1);
  return row ?? null;
}

export async function createGroupMember(
  db: Db,
  actorId: number,
  input: GroupMemberInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(groupMembers).values(input).returning({ id: groupMembers.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "group_member",
      entityId: row.id,
      details: { name: input.name, role: input.role },
    });
    return row.id;
  });
}

export async function updateGroupMember(
  db: Db,
  actorId: number,
  id: number,
  input: GroupMemberInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(groupMembers)
      .set(input)
      .where(eq(groupMembers.id, id))
      .returning({ id: groupMembers.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "group_member",
      entityId: id,
      details: { name: input.name, role: input.role, active: input.active },
    });
    return true;
  });
}

export async function deleteGroupMember(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(groupMembers)
      .where(eq(groupMembers.id, id))
      .returning({ name: groupMembers.name });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "group_member",
      entityId: id,
      details: { name: row.name },
    });
    return true;
  });
}

export type GroupEventValues = GroupEventInput & { image: string };

export async function createGroupEvent(
  db: Db,
  actorId: number,
  input: GroupEventValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(groupEvents).values(input).returning({ id: groupEvents.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "group_event",
      entityId: row.id,
      details: { title: input.title, date: input.date },
    });
    return row.id;
  });
}

export async function updateGroupEvent(
  db: Db,
  actorId: number,
  id: number,
  input: GroupEventValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(groupEvents)
      .set(input)
      .where(eq(groupEvents.id, id))
      .returning({ id: groupEvents.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "group_event",
      entityId: id,
      details: { title: input.title, status: input.status },
    });
    return true;
  });
}

export async function deleteGroupEvent(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(groupEvents)
      .where(eq(groupEvents.id, id))
      .returning({ title: groupEvents.title });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "group_event",
      entityId: id,
      details: { title: row.title },
    });
    return true;
  });
}
