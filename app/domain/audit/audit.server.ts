/**
 * The journal screen (/admin/journal): one page of audit_log, newest first, with the author's name
 * from one join (no query per row), filtered by author and by entity; and the choices of its
 * filters.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { auditLog, users } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";

export const JOURNAL_PAGE_SIZE = 50;

export interface JournalFilters {
  userId?: number | null;
  entity?: string | null;
}

export interface JournalRow {
  id: number;
  createdAt: Date;
  /** null once the account is deleted (audit_log.user_id is set null). */
  userName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
}

function conditions(filters: JournalFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.userId != null) where.push(eq(auditLog.userId, filters.userId));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  return where.length ? and(...where) : undefined;
}

/** One page of the journal; a page past the end gives the last one. */
export async function listJournal(db: Db, requestedPage: number, filters: JournalFilters = {}) {
  const where = conditions(filters);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, JOURNAL_PAGE_SIZE);
  const entries: JournalRow[] = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      userName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { entries, page, pageCount, total };
}

/** The choices of the journal's filters: every account by name, and the entities journaled. */
export async function journalFilterOptions(db: Db) {
  const [people, entities] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .orderBy(asc(users.name), asc(users.id)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return { users: people, entities: entities.map((e) => e.entity) };
}
