/**
 * The journal of back-office changes: who did what to which record. Callers never pass secrets
 * (passwords, tokens) in `details`.
 */
import { auditLog } from "#db/schema";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown> | null;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}

/** One change to one record, journaled (see `auditedChange`). */
export interface AuditedChange<Row> extends Omit<AuditEntry, "entityId" | "details"> {
  /**
   * The record's id, or how to read it from the written row (a new record; written after `write`,
   * from which TypeScript learns the row's type).
   */
  entityId: number | ((row: Row) => number);
  /**
   * Writes the change and answers the written row (drizzle's `returning`); no row means the
   * record does not exist (or may not change): nothing more is written.
   */
  write: (tx: Db) => Promise<Row[]>;
  /** What the journal keeps of the change (never personal data it need not). */
  details: (row: Row) => Record<string, unknown>;
}

/**
 * Writes a change and its journal row in one transaction, so that neither exists without the
 * other; answers the written row, or null when there was none to change. Every such change is to
 * something the public site shows (a project, a post, an event, a committee, a photo, a speech, a
 * payment option): the page caches are told at commit.
 */
export function auditedChange<Row>(db: Db, change: AuditedChange<Row>): Promise<Row | null> {
  const { write, details, entityId, ...entry } = change;
  return db.transaction(async (tx) => {
    const [row] = await write(tx);
    if (row === undefined) return null;
    await audit(tx, {
      ...entry,
      entityId: typeof entityId === "function" ? entityId(row) : entityId,
      details: details(row),
    });
    await publicContentChanged(tx);
    return row;
  });
}
