/**
 * /admin/comites: committees and their members. Every change runs in one transaction with its
 * audit_log row; an unknown id changes nothing and returns null (the screen says so in French).
 */
import { asc, eq } from "drizzle-orm";
import { committeeMembers, committees } from "#db/schema";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import type { CommitteeInput, CommitteeMemberInput } from "./schema";

export interface CommitteeSummary {
  id: number;
  name: string;
}

export interface CommitteeDetail {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
}

export interface CommitteeMemberRow {
  id: number;
  committeeId: number;
  name: string;
  role: string | null;
  contact: string | null;
  image: string;
}

/** Every committee by name (the left-hand list). */
export function listCommittees(db: Db): Promise<CommitteeSummary[]> {
  return db
    .select({ id: committees.id, name: committees.name })
    .from(committees)
    .orderBy(asc(committees.name), asc(committees.id));
}

/** One committee with its members by name, or null. */
export async function getCommittee(
  db: Db,
  id: number,
): Promise<{ committee: CommitteeDetail; members: CommitteeMemberRow[] } | null> {
  const [committee] = await db
    .select({
      id: committees.id,
      name: committees.name,
      description: committees.description,
      createdAt: committees.createdAt,
    })
    .from(committees)
    .where(eq(committees.id, id))
    .limit(1);
  if (!committee) return null;
  const members = await db
    .select({
      id: committeeMembers.id,
      committeeId: committeeMembers.committeeId,
      name: committeeMembers.name,
      role: committeeMembers.role,
      contact: committeeMembers.contact,
      image: committeeMembers.image,
    })
    .from(committeeMembers)
    .where(eq(committeeMembers.committeeId, id))
    .orderBy(asc(committeeMembers.name), asc(committeeMembers.id));
  return { committee, members };
}

export async function getCommitteeMember(db: Db, id: number): Promise<CommitteeMemberRow | null> {
  const [member] = await db
    .select({
      id: committeeMembers.id,
      committeeId: committeeMembers.committeeId,
      name: committeeMembers.name,
      role: committeeMembers.role,
      contact: committeeMembers.contact,
      image: committeeMembers.image,
    })
    .from(committeeMembers)
    .where(eq(committeeMembers.id, id))
    .limit(1);
  return member ?? null;
}

export async function createCommittee(
  db: Db,
  actorId: number,
  input: CommitteeInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(committees).values(input).returning({ id: committees.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "committee",
      entityId: row.id,
      details: { name: input.name },
    });
    return row.id;
  });
}

export async function updateCommittee(
  db: Db,
  actorId: number,
  id: number,
  input: CommitteeInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(committees)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(committees.id, id))
      .returning({ id: committees.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "committee",
      entityId: id,
      details: { name: input.name },
    });
    return true;
  });
}

/** Deletes a committee and, by the foreign key's cascade, its members. */
export async function deleteCommittee(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ id: committeeMembers.id })
      .from(committeeMembers)
      .where(eq(committeeMembers.committeeId, id));
    const [row] = await tx
      .delete(committees)
      .where(eq(committees.id, id))
      .returning({ name: committees.name });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "committee",
      entityId: id,
      details: { name: row.name, members: members.length },
    });
    return true;
  });
}

export type MemberValues = CommitteeMemberInput & { image: string };

/** Adds a member; null when the committee no longer exists. */
export async function createCommitteeMember(
  db: Db,
  actorId: number,
  committeeId: number,
  input: MemberValues,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Locked so the committee cannot vanish between the check and the insert.
    const [committee] = await tx
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.id, committeeId))
      .for("update");
    if (!committee) return null;
    const [row] = await tx
      .insert(committeeMembers)
      .values({ ...input, committeeId })
      .returning({ id: committeeMembers.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "committee_member",
      entityId: row.id,
      details: { name: input.name, committeeId },
    });
    return row.id;
  });
}

/** Changes a member; null when it no longer exists, else its committee's id. */
export async function updateCommitteeMember(
  db: Db,
  actorId: number,
  id: number,
  input: MemberValues,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(committeeMembers)
      .set(input)
      .where(eq(committeeMembers.id, id))
      .returning({ committeeId: committeeMembers.committeeId });
    if (!row) return null;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "committee_member",
      entityId: id,
      details: { name: input.name, committeeId: row.committeeId },
    });
    return row.committeeId;
  });
}

/** Deletes a member; null when it no longer exists, else its committee's id. */
export async function deleteCommitteeMember(
  db: Db,
  actorId: number,
  id: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(committeeMembers)
      .where(eq(committeeMembers.id, id))
      .returning({ committeeId: committeeMembers.committeeId, name: committeeMembers.name });
    if (!row) return null;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "committee_member",
      entityId: id,
      details: { name: row.name, committeeId: row.committeeId },
    });
    return row.committeeId;
  });
}
