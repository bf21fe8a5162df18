/**
 * /admin/comites: the committees (left) and the members of the one chosen with `?comite=`.
 * Every change runs in one transaction with its audit_log row; an unknown id changes nothing.
 * A change leads back to its committee; a new committee opens at once, a deleted one closes.
 */
import { asc, count, eq } from "drizzle-orm";
import { committeeMembers, committees } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { adminPath } from "~/domain/admin/screens";
import { recordStore } from "~/domain/admin/record-store.server";
import { storeOperations, withImage } from "~/domain/admin/store-operations.server";
import { loadFormMode, parseRecordId } from "~/lib/forms/form-mode";
import type { Db } from "~/server/db.server";
import { auditedChange } from "~/server/audit.server";
import { committeeMemberColumns } from "./committees.server";
import {
  COMMITTEE_NOT_FOUND,
  committeeMemberSchema,
  committeeSchema,
  MEMBER_NOT_FOUND,
  type CommitteeInput,
  type CommitteeMemberInput,
} from "./schema";
import type { CommitteeMember, CommitteeWithMembers } from "./types";

const PATH = adminPath("committees");
/** The member forms' URL parameters (the committee's own are `?mode=ajout`, `?modifier=`). */
export const MEMBER_KEYS = { add: "ajout-membre", edit: "modifier-membre" };

export type CommitteeRow = Omit<CommitteeWithMembers, "members">;

export type CommitteeMemberRow = CommitteeMember & { committeeId: number };

/** Committees by name; the left-hand list shows them all (a foundation has a handful). */
export const committeeStore = recordStore<CommitteeRow, CommitteeInput>({
  table: committees,
  entity: "committee",
  columns: { id: committees.id, name: committees.name, description: committees.description },
  pageSize: 1000,
  orderBy: [asc(committees.name), asc(committees.id)],
  details: (values) => ({ name: values.name }),
});

/** The members of a committee by name, all on one page. */
export async function listCommitteeMembers(
  db: Db,
  { committeeId }: { committeeId: number | null },
) {
  const rows: CommitteeMemberRow[] =
    committeeId === null
      ? []
      : await db
          .select(committeeMemberColumns)
          .from(committeeMembers)
          .where(eq(committeeMembers.committeeId, committeeId))
          .orderBy(asc(committeeMembers.name), asc(committeeMembers.id));
  return { rows, page: 1, pageCount: 1 };
}

/** One committee with its creation date and its members by name, or null. */
export async function getCommittee(db: Db, id: number) {
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
  const { rows: members } = await listCommitteeMembers(db, { committeeId: id });
  return { committee: { ...committee, createdAt: committee.createdAt.toISOString() }, members };
}

/**
 * The committee chosen with `?comite=` and its member form: a member is added to, and edited
 * within, the chosen committee only. `notice` says when either is gone.
 */
export async function loadSelectedCommittee(db: Db, params: URLSearchParams) {
  const raw = params.get("comite");
  const id = parseRecordId(raw);
  const selected = id ? await getCommittee(db, id) : null;
  if (!selected) {
    return {
      selected,
      memberMode: { kind: "view" as const },
      editedMember: null,
      notice: raw === null ? null : COMMITTEE_NOT_FOUND,
    };
  }
  const form = await loadFormMode(
    params,
    async (memberId) => selected.members.find((member) => member.id === memberId) ?? null,
    MEMBER_NOT_FOUND,
    MEMBER_KEYS,
  );
  return { selected, memberMode: form.mode, editedMember: form.edited, notice: form.notice };
}

/** Deletes a committee and, by the foreign key's cascade, its members (counted in the log). */
export async function deleteCommittee(db: Db, actorId: number, id: number): Promise<boolean> {
  const row = await auditedChange(db, {
    userId: actorId,
    action: "delete",
    entity: "committee",
    entityId: id,
    write: async (tx) => {
      const [{ members }] = await tx
        .select({ members: count() })
        .from(committeeMembers)
        .where(eq(committeeMembers.committeeId, id));
      const rows = await tx
        .delete(committees)
        .where(eq(committees.id, id))
        .returning({ name: committees.name });
      return rows.map((row) => ({ ...row, members }));
    },
    details: ({ name, members }) => ({ name, members }),
  });
  return row !== null;
}

export async function getCommitteeMember(db: Db, id: number): Promise<CommitteeMemberRow | null> {
  const [member] = await db
    .select(committeeMemberColumns)
    .from(committeeMembers)
    .where(eq(committeeMembers.id, id))
    .limit(1);
  return member ?? null;
}

type MemberValues = Omit<CommitteeMemberInput, "committeeId"> & { image: string };

/** Adds a member to `committeeId`; null when that committee no longer exists. */
export async function createCommitteeMember(
  db: Db,
  actorId: number,
  committeeId: number | null,
  values: MemberValues,
): Promise<number | null> {
  if (committeeId === null) return null;
  const row = await auditedChange(db, {
    userId: actorId,
    action: "create",
    entity: "committee_member",
    write: async (tx) => {
      // Locked so the committee cannot vanish between the check and the insert.
      const [committee] = await tx
        .select({ id: committees.id })
        .from(committees)
        .where(eq(committees.id, committeeId))
        .for("update");
      if (!committee) return [];
      return tx
        .insert(committeeMembers)
        .values({ ...values, committeeId })
        .returning({ id: committeeMembers.id });
    },
    entityId: (row) => row.id,
    details: () => ({ name: values.name, committeeId }),
  });
  return row?.id ?? null;
}

/** Changes a member (never its committee); false when it no longer exists. */
export async function updateCommitteeMember(
  db: Db,
  actorId: number,
  id: number,
  values: MemberValues,
): Promise<boolean> {
  const row = await auditedChange(db, {
    userId: actorId,
    action: "update",
    entity: "committee_member",
    entityId: id,
    write: (tx) =>
      tx
        .update(committeeMembers)
        .set(values)
        .where(eq(committeeMembers.id, id))
        .returning({ committeeId: committeeMembers.committeeId }),
    details: ({ committeeId }) => ({ name: values.name, committeeId }),
  });
  return row !== null;
}

/** Deletes a member; false when it no longer exists. */
export async function deleteCommitteeMember(db: Db, actorId: number, id: number) {
  const row = await auditedChange(db, {
    userId: actorId,
    action: "delete",
    entity: "committee_member",
    entityId: id,
    write: (tx) =>
      tx
        .delete(committeeMembers)
        .where(eq(committeeMembers.id, id))
        .returning({ committeeId: committeeMembers.committeeId, name: committeeMembers.name }),
    details: ({ name, committeeId }) => ({ name, committeeId }),
  });
  return row !== null;
}

export const committeeScreen = defineCrudScreen<CommitteeRow, CommitteeInput>({
  area: "committees",
  schema: committeeSchema,
  notFound: COMMITTEE_NOT_FOUND,
  intents: { create: "create-committee", update: "update-committee", delete: "delete-committee" },
  toasts: { create: "Comité ajouté", update: "Comité mis à jour", delete: "Comité supprimé" },
  // A new committee opens at once (`saved` is its id); a deleted one closes.
  landing: ({ action, id, saved }) => {
    if (action === "delete") return PATH;
    return `${PATH}?comite=${action === "create" ? saved : id}`;
  },
  ...storeOperations(committeeStore),
  // Not the store's delete: the journal counts the members that go with the committee.
  remove: deleteCommittee,
});

export const committeeMemberScreen = defineCrudScreen<
  CommitteeMemberRow,
  CommitteeMemberInput,
  { committeeId: number | null }
>({
  area: "committees",
  schema: committeeMemberSchema,
  notFound: MEMBER_NOT_FOUND,
  parentNotFound: COMMITTEE_NOT_FOUND,
  intents: { create: "create-member", update: "update-member", delete: "delete-member" },
  keys: MEMBER_KEYS,
  toasts: { create: "Membre ajouté", update: "Membre mis à jour", delete: "Membre supprimé" },
  query: (params) => ({ committeeId: parseRecordId(params.get("comite")) }),
  list: listCommitteeMembers,
  find: getCommitteeMember,
  create: (db, actorId, { committeeId, ...input }, image) =>
    createCommitteeMember(db, actorId, committeeId, withImage(input, image)),
  update: (db, actorId, id, { committeeId: _kept, ...input }, image) =>
    updateCommitteeMember(db, actorId, id, withImage(input, image)),
  remove: deleteCommitteeMember,
  image: { alt: (input) => input.name },
});
