/**
 * The list / find / create / update / delete every back-office table repeats, from a short
 * description: the table, the columns a screen shows, the order, the filters and what the audit
 * log keeps of a change. Every change runs in one transaction with its audit_log row; an unknown
 * id changes nothing and answers false.
 *
 *   export const staffStore = recordStore({ table: staff, entity: "staff", columns, pageSize: 20,
 *     orderBy: [asc(staff.name), asc(staff.id)],
 *     where: ({ status }) => (status ? eq(staff.status, status) : undefined),
 *     details: (values) => ({ name: values.name }) });
 */
import { count, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { loose, type RecordTable as Table } from "~/domain/admin/loose-db.server";
import { isListOrder, pageRows, type ListOrder } from "~/domain/admin/page-rows.server";
import { pageWindow } from "~/domain/admin/pagination";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";

export interface RecordStoreOptions<Row, Values, Query> {
  table: Table;
  /** The audit log's entity name, e.g. "staff". */
  entity: string;
  /** The columns a screen reads (`id` among them; an SQL expression reads a value made from the row). */
  columns: Record<string, PgColumn | SQL>;
  /** The columns of the list, when it shows fewer than the form reads (default: `columns`). */
  listColumns?: Record<string, PgColumn | SQL>;
  pageSize: number;
  /**
   * The list's order, or a function of the query when it depends on a filter (a tab). A
   * `listOrder(…)` lets a long list read its pages past the middle from the end.
   */
  orderBy: SQL[] | PgColumn[] | ListOrder | ((query: Query) => SQL[] | PgColumn[]);
  /** The list's filters as a condition (undefined: all rows). */
  where?: (query: Query) => SQL | undefined;
  /**
   * What the audit log keeps of a created or changed record (never personal data it need not).
   * Default: nothing, for a store only read and deleted through (an inbox, an outbox).
   */
  details?: (values: Values, action: "create" | "update") => Record<string, unknown>;
  /** What the audit log keeps of a deleted record, read from its row (default: its name). */
  deletedDetails?: (row: Row) => Record<string, unknown>;
  /**
   * Whether the public site shows these records (default true): each change then tells the page
   * caches, at commit. False for what only the back-office reads (inboxes, the outbox, orders).
   */
  publicContent?: boolean;
  /** Sets `updatedAt` on update (default when the table has that column). */
  touch?: boolean;
  /**
   * Runs in the change's transaction once the row is written (e.g. the one featured record
   * unfeatures the others); what it answers is added to the audit details.
   */
  afterWrite?: (
    tx: Db,
    id: number,
    values: Values,
    action: "create" | "update",
  ) => Promise<Record<string, unknown> | void>;
}

/** `ListRow`: a list row, when `listColumns` reads fewer columns than `find`. */
export interface RecordStore<Row, Values, Query, ListRow = Row> {
  list(
    db: Db,
    query: Query & { page: number },
  ): Promise<{
    rows: ListRow[];
    page: number;
    pageCount: number;
    total: number;
  }>;
  find(db: Db, id: number): Promise<Row | null>;
  /** `auditAction`: the journal's word for it (default "create"; e.g. "import"). */
  create(db: Db, actorId: number, values: Values, auditAction?: string): Promise<number>;
  update(db: Db, actorId: number, id: number, values: Values): Promise<boolean>;
  remove(db: Db, actorId: number, id: number): Promise<boolean>;
}

/**
 * What no screen reads of a content table: its stamps and the site search's documents (decision
 * 0030), which are the database's.
 */
export const NOT_ON_SCREEN = ["createdAt", "updatedAt", "search", "searchHead"] as const;
export type NotOnScreen = (typeof NOT_ON_SCREEN)[number];

/** A table's columns but `left`: what a screen reads, for `columns`. */
export function columnsWithout<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  left: readonly K[],
): Omit<T["_"]["columns"], K> {
  const all: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => !(left as readonly string[]).includes(name)),
  ) as Omit<T["_"]["columns"], K>;
}

export function recordStore<Row, Values extends object, Query = object, ListRow = Row>(
  options: RecordStoreOptions<Row, Values, Query>,
): RecordStore<Row, Values, Query, ListRow> {
  const { table, entity, columns, pageSize, orderBy, where } = options;
  const details = options.details ?? (() => ({}));
  const listColumns = options.listColumns ?? columns;
  const changed = async (tx: Db) => {
    if (options.publicContent !== false) await publicContentChanged(tx);
  };
  const touch = options.touch ?? "updatedAt" in getTableColumns(table);
  const deletedDetails =
    options.deletedDetails ?? ((row: Row) => ({ name: (row as { name?: unknown }).name }));

  return {
    async list(db, query) {
      const condition = where?.(query);
      const [{ total }] = (await loose(db)
        .select({ total: count() })
        .from(table)
        .where(condition)) as { total: number }[];
      const window = pageWindow(query.page, total, pageSize);
      const order = typeof orderBy === "function" ? orderBy(query) : orderBy;
      const rows = (await loose(db)
        .select(listColumns)
        .from(table)
        .where(pageRows(db, table, condition, order, window, total))
        .orderBy(...(isListOrder(order) ? order.forward : order))) as ListRow[];
      return { rows, page: window.page, pageCount: window.pageCount, total };
    },

    async find(db, id) {
      const [row] = (await loose(db)
        .select(columns)
        .from(table)
        .where(eq(table.id, id))
        .limit(1)) as Row[];
      return row ?? null;
    },

    create(db, actorId, values, auditAction = "create") {
      return db.transaction(async (tx) => {
        const [row] = (await loose(tx)
          .insert(table)
          .values(values)
          .returning({ id: table.id })) as { id: number }[];
        const more = await options.afterWrite?.(tx, row.id, values, "create");
        await audit(tx, {
          userId: actorId,
          action: auditAction,
          entity,
          entityId: row.id,
          details: { ...details(values, "create"), ...more },
        });
        await changed(tx);
        return row.id;
      });
    },

    update(db, actorId, id, values) {
      return db.transaction(async (tx) => {
        const [row] = (await loose(tx)
          .update(table)
          .set(touch ? { ...values, updatedAt: new Date() } : values)
          .where(eq(table.id, id))
          .returning({ id: table.id })) as { id: number }[];
        if (!row) return false;
        const more = await options.afterWrite?.(tx, id, values, "update");
        await audit(tx, {
          userId: actorId,
          action: "update",
          entity,
          entityId: id,
          details: { ...details(values, "update"), ...more },
        });
        await changed(tx);
        return true;
      });
    },

    remove(db, actorId, id) {
      return db.transaction(async (tx) => {
        const [row] = (await loose(tx)
          .delete(table)
          .where(eq(table.id, id))
          .returning(columns)) as Row[];
        if (!row) return false;
        await audit(tx, {
          userId: actorId,
          action: "delete",
          entity,
          entityId: id,
          details: deletedDetails(row),
        });
        await changed(tx);
        return true;
      });
    },
  };
}
