/**
 * The earlier versions of pages and articles (decision 0032). Every save that changes an item
 * keeps, in its own transaction, the version it replaces: its saved fields (`snapshot`), since
 * when it was the current one, who replaced it and when. A save that changes nothing keeps
 * nothing; an item keeps its last `REVISIONS_KEPT` versions, the oldest going first; deleting the
 * item deletes them. Restoring a version is a save like another (the version it replaces is
 * kept), journaled as "restore" with the revision's id.
 */
import type { REVISION_KINDS } from "#db/vocabularies";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { revisions, users } from "#db/schema";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";

export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The versions an item keeps; the oldest beyond go at the next save. */
export const REVISIONS_KEPT = 50;

export const REVISION_NOT_FOUND =
  "Version introuvable : elle a peut-être été effacée, ou elle appartient à un autre élément.";

/** The saved fields of one version, JSON values only (dates as ISO strings). */
export type Snapshot = Record<string, string | string[] | null>;

export interface RevisionRow {
  id: number;
  snapshot: unknown;
  versionAt: Date | null;
  authorName: string;
  createdAt: Date;
}

const columns = {
  id: revisions.id,
  snapshot: revisions.snapshot,
  versionAt: revisions.versionAt,
  authorName: revisions.authorName,
  createdAt: revisions.createdAt,
};

const ofItem = (kind: RevisionKind, entityId: number) =>
  and(eq(revisions.entityKind, kind), eq(revisions.entityId, entityId));

/** Whether two versions hold the same values (whatever the order of their fields). */
export function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null),
  );
}

export interface ReplacedVersion {
  kind: RevisionKind;
  entityId: number;
  /** The current version, about to be replaced, and when it was saved. */
  before: Snapshot;
  versionAt: Date | null;
  /** The version replacing it. */
  after: Snapshot;
  /** Who replaces it (null: nobody known, e.g. a script). */
  actorId: number | null;
}

/**
 * Keeps `before` as a revision when `after` differs from it, inside the caller's transaction;
 * answers whether it did. The item's versions beyond `REVISIONS_KEPT` are deleted.
 */
export async function keepReplacedVersion(tx: Db, version: ReplacedVersion): Promise<boolean> {
  if (sameSnapshot(version.before, version.after)) return false;
  const [author] =
    version.actorId === null
      ? []
      : await tx.select({ name: users.name }).from(users).where(eq(users.id, version.actorId));
  await tx.insert(revisions).values({
    entityKind: version.kind,
    entityId: version.entityId,
    snapshot: version.before,
    versionAt: version.versionAt,
    authorId: author ? version.actorId : null,
    authorName: author?.name ?? "",
  });
  const kept = tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(ofItem(version.kind, version.entityId))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(REVISIONS_KEPT);
  await tx
    .delete(revisions)
    .where(and(ofItem(version.kind, version.entityId), notInArray(revisions.id, kept)));
  return true;
}

/** The item's kept versions, newest first. */
export function listRevisions(
  db: Db,
  kind: RevisionKind,
  entityId: number,
): Promise<RevisionRow[]> {
  return db
    .select(columns)
    .from(revisions)
    .where(ofItem(kind, entityId))
    .orderBy(desc(revisions.createdAt), desc(revisions.id))
    .limit(REVISIONS_KEPT);
}

/** One kept version of this item, or null (unknown, or of another item or kind). */
export async function findRevision(
  db: Db,
  kind: RevisionKind,
  entityId: number,
  revisionId: number,
): Promise<RevisionRow | null> {
  const [row] = await db
    .select(columns)
    .from(revisions)
    .where(and(ofItem(kind, entityId), eq(revisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

/** Deletes an item's versions, inside the transaction that deletes the item. */
export async function deleteRevisions(tx: Db, kind: RevisionKind, entityId: number) {
  await tx.delete(revisions).where(ofItem(kind, entityId));
}

/**
 * The publication state of a kind of item (an article's status and date). A restore keeps the
 * current one unless the volunteer asks for the version's too: restoring the text of a first
 * draft must not take a published article off the site unnoticed (issue 23, item 8).
 */
export interface PublicationSpec<S extends Snapshot> {
  /** The version's state in words: "Brouillon", "Publié le 3 mars 2026 à 14 h 05". */
  label: (version: S) => string;
  /** Whether the item, with this version, is on the public site. */
  isPublic: (version: S) => boolean;
  /** `version` with the publication state of `current`. */
  keep: (version: S, current: S) => S;
}

/** Whether two versions differ in their publication state. */
export function publicationDiffers<S extends Snapshot>(
  publication: PublicationSpec<S>,
  a: S,
  b: S,
): boolean {
  return !sameSnapshot(publication.keep(a, b), a);
}

/** What restoring needs to know of one kind of item. */
export interface RestoreSpec<S extends Snapshot> {
  kind: RevisionKind;
  /** The audit log's entity name ("page", "blog_post"). */
  entity: string;
  /** The item's current version (locked for the transaction), or null when it no longer exists. */
  current: (tx: Db, id: number) => Promise<{ snapshot: S; updatedAt: Date } | null>;
  /** A kept snapshot read back, or null when it is not one of this kind (never expected). */
  parse: (snapshot: unknown) => S | null;
  /**
   * The version as it will be saved, from the kept one and the current one (content sanitized
   * again, a locked field kept…); throws a FieldRefusal when it cannot be (an address taken).
   */
  prepare: (tx: Db, id: number, restored: S, current: S) => Promise<S>;
  /** Writes the version as the current one. */
  write: (tx: Db, id: number, version: S) => Promise<void>;
  /** What the journal keeps of it (a title, an address). */
  details: (version: S) => Record<string, unknown>;
  /** Its publication state, when the kind has one (articles; pages have none). */
  publication?: PublicationSpec<S>;
}

/**
 * Makes revision `revisionId` of item `id` its current version, in one transaction: the replaced
 * version kept as a revision, the change journaled ("restore", with the revision's id), the page
 * caches told. The current publication state is kept unless `withPublication` asks for the
 * version's. Answers the restored version, or null when the item or the revision (of this item
 * and kind) does not exist: nothing is changed then. A FieldRefusal of `prepare` changes nothing.
 */
export function restoreRevision<S extends Snapshot>(
  db: Db,
  spec: RestoreSpec<S>,
  actorId: number,
  id: number,
  revisionId: number,
  { withPublication = false }: { withPublication?: boolean } = {},
): Promise<S | null> {
  return db.transaction(async (tx) => {
    const current = await spec.current(tx, id);
    const revision = current && (await findRevision(tx, spec.kind, id, revisionId));
    const kept = revision && spec.parse(revision.snapshot);
    if (!current || !kept) return null;
    const restored =
      spec.publication && !withPublication ? spec.publication.keep(kept, current.snapshot) : kept;
    const version = await spec.prepare(tx, id, restored, current.snapshot);
    await keepReplacedVersion(tx, {
      kind: spec.kind,
      entityId: id,
      before: current.snapshot,
      versionAt: current.updatedAt,
      after: version,
      actorId,
    });
    await spec.write(tx, id, version);
    await audit(tx, {
      userId: actorId,
      action: "restore",
      entity: spec.entity,
      entityId: id,
      details: { revisionId, ...spec.details(version) },
    });
    await publicContentChanged(tx);
    return version;
  });
}
