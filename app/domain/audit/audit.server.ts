/**
 * The journal (/admin/journal): one page of audit_log, newest first, with the author's name from
 * one join (no query per row), filtered by author and by entity; the choices of its filters; and
 * the screen's loader, which words each entry in French once, on the server.
 */
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { auditLog, users } from "#db/schema";
import type { OpenedScreen } from "~/domain/admin/crud-description.server";
import { listOrder, pageRows } from "~/domain/admin/page-rows.server";
import { pageWindow } from "~/domain/admin/pagination";
import { formatDateTime } from "~/lib/format";
import type { Db } from "~/server/db.server";
import { detailsText } from "./details";
import { entityLabel, entryLabels, truncate, type JournalEntry } from "./labels";

export const JOURNAL_PAGE_SIZE = 50;

export interface JournalFilters {
  userId?: number | null;
  entity?: string | null;
}

export interface JournalRow extends JournalEntry {
  details: unknown;
}

function conditions(filters: JournalFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.userId != null) where.push(eq(auditLog.userId, filters.userId));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  return where.length ? and(...where) : undefined;
}

const journalOrder = listOrder([auditLog.createdAt, "desc"], [auditLog.id, "desc"]);

/**
 * The entries matching `where`, newest first, each with its author's name (one join); the caller
 * takes a page of them (the journal) or the latest few (the dashboard's recent activity).
 */
export function journalEntries(db: Db, where: SQL | undefined) {
  return db
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
    .orderBy(...journalOrder.forward);
}

/** One page of the journal; a page past the end gives the last one. */
export async function listJournal(db: Db, requestedPage: number, filters: JournalFilters = {}) {
  const where = conditions(filters);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const window = pageWindow(requestedPage, total, JOURNAL_PAGE_SIZE);
  const { page, pageCount } = window;
  const entries: JournalRow[] = await journalEntries(
    db,
    pageRows(db, auditLog, where, journalOrder, window, total),
  );
  return { entries, page, pageCount, total };
}

/** The choices of the journal's filters: every account by name, and the entities journaled. */
export async function journalFilterOptions(db: Db) {
  const [people, entities] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .orderBy(asc(users.name), asc(users.id)),
    // The entities journaled, one index probe each (a "skip scan" of audit_log's entity index)
    // instead of reading every entry to keep a dozen distinct names.
    db.execute(sql`
      with recursive found as (
        select min(${auditLog.entity}) as entity from ${auditLog}
        union all
        select (select min(${auditLog.entity}) from ${auditLog} where ${auditLog.entity} > found.entity)
        from found where found.entity is not null)
      select entity from found where entity is not null`),
  ]);
  const rows = (entities as unknown as { rows: { entity: string }[] }).rows;
  return { users: people, entities: rows.map((e) => e.entity) };
}

/** What /admin/journal shows: a page of entries in French, its filters and their choices. */
export async function loadJournalPage({ params, page, pageNotice, db }: OpenedScreen) {
  const rawUser = params.get("utilisateur") ?? "";
  const userId = /^\d{1,9}$/.test(rawUser) ? Number(rawUser) : null;
  const entity = params.get("element") || null;
  const [list, options] = await Promise.all([
    listJournal(db, page, { userId, entity }),
    journalFilterOptions(db),
  ]);
  // Formatted here, once: the page shows the server's words, whatever the browser's locale data.
  const entries = list.entries.map((entry) => {
    const details = detailsText(entry.details);
    return {
      ...entryLabels(entry),
      when: formatDateTime(entry.createdAt),
      details,
      detailsShort: truncate(details),
    };
  });
  return {
    entries,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    filters: { userId, entity },
    users: options.users,
    entities: options.entities.map((value) => ({ value, label: entityLabel(value) })),
    notice: pageNotice,
  };
}
