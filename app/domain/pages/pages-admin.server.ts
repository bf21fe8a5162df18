/**
 * /admin/pages: the pages of the `pages` table (decision 0009), one page of the list at a time by
 * address. Every change runs in one transaction with its audit_log row (record-store.server.ts).
 * Content is sanitized before storing, because the public site renders it as is. The intro of a
 * fixed page (/projets, /contact…) keeps its address and is never deleted.
 */
import { and, asc, eq, ilike, ne, or } from "drizzle-orm";
import { z } from "zod";
import { pages } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { containsPattern } from "~/lib/search";
import { FieldRefusal, refuseDuplicate } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { isBlankRichText, sanitizeRichText } from "~/server/rich-text.server";
import { deleteRevisions, keepReplacedVersion } from "~/domain/revisions/revisions.server";
import { currentPage, pageSnapshot } from "./page-revisions.server";
import { isFixedPageRoute, isIntroRoute, isReservedRoute } from "./page-routes.server";
import {
  CONTENT_REQUIRED,
  PAGE_LOCKED_DELETE,
  PAGE_NOT_FOUND,
  ROUTE_LOCKED,
  ROUTE_RESERVED,
  ROUTE_TAKEN,
  pageSchema,
  parseSearch,
  type PageInput,
} from "./schema";

export const PAGES_PAGE_SIZE = 20;

export interface PageRow {
  id: number;
  route: string;
  title: string;
  summary: string;
  content: string;
  updatedAt: Date;
  /** The intro of a fixed page: its address is kept, it is never deleted. */
  fixed: boolean;
}
export type PageListRow = Pick<PageRow, "id" | "route" | "title" | "updatedAt" | "fixed">;

const { id, route, title, summary, content, updatedAt } = pages;

const store = recordStore<
  Omit<PageRow, "fixed">,
  PageInput,
  { search: string },
  Omit<PageListRow, "fixed">
>({
  table: pages,
  entity: "page",
  columns: { id, route, title, summary, content, updatedAt },
  listColumns: { id, route, title, updatedAt },
  pageSize: PAGES_PAGE_SIZE,
  orderBy: [asc(route), asc(id)],
  where: ({ search }) =>
    search
      ? or(ilike(title, containsPattern(search)), ilike(route, containsPattern(search)))
      : undefined,
  details: (input) => ({ title: input.title, route: input.route }),
  deletedDetails: (page) => ({ title: page.title, route: page.route }),
});

function withFixed<T extends { route: string }>(row: T): T & { fixed: boolean } {
  return { ...row, fixed: isFixedPageRoute(row.route) };
}

export async function getPage(db: Db, id: number): Promise<PageRow | null> {
  const row = await store.find(db, id);
  return row && withFixed(row);
}

async function routeTaken(db: Db, route: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.route, route), exceptId === null ? undefined : ne(pages.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The form's schema for one request: the isomorphic rules, the content sanitized and required,
 * and the address rules that need the database — free, not served by another route, and kept
 * as it is for the intro of a fixed page. `current` is the edited page (null when adding).
 */
export async function pageFormSchema(db: Db, current: PageRow | null, postedRoute: unknown) {
  const route = typeof postedRoute === "string" ? postedRoute.trim() : "";
  const taken = await routeTaken(db, route, current?.id ?? null);
  return pageSchema
    .extend({
      content: pageSchema.shape.content
        .transform(sanitizeRichText)
        .refine((html) => !isBlankRichText(html), CONTENT_REQUIRED),
    })
    .superRefine((input, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["route"], message });
      if (current?.fixed) {
        if (input.route !== current.route) issue(ROUTE_LOCKED);
        return;
      }
      // A fixed page without an intro yet may receive one (a new row at exactly its address).
      const newIntro = current === null && isIntroRoute(input.route);
      if (input.route !== current?.route && isReservedRoute(input.route) && !newIntro) {
        issue(ROUTE_RESERVED);
      } else if (taken) issue(ROUTE_TAKEN);
    }) satisfies z.ZodType<PageInput>;
}

/** Creates a page (content already sanitized); another page took the address → FieldRefusal. */
export function createPage(db: Db, actorId: number, input: PageInput): Promise<number> {
  return refuseDuplicate("route", ROUTE_TAKEN, () => store.create(db, actorId, input));
}

/**
 * Saves the edited page, or false when it no longer exists; a fixed page keeps its address. The
 * version it replaces is kept as a revision when something changed (decision 0032), in the same
 * transaction.
 */
export function updatePage(db: Db, actorId: number, id: number, input: PageInput) {
  return refuseDuplicate("route", ROUTE_TAKEN, () =>
    db.transaction(async (tx) => {
      const current = await currentPage(tx, id);
      if (!current) return false;
      const route = isFixedPageRoute(current.snapshot.route) ? current.snapshot.route : input.route;
      const values = { ...input, route };
      await keepReplacedVersion(tx, {
        kind: "page",
        entityId: id,
        before: current.snapshot,
        versionAt: current.updatedAt,
        after: pageSnapshot(values),
        actorId,
      });
      return store.update(tx, actorId, id, values);
    }),
  );
}

/** Deletes a page and its kept versions, or false when it no longer exists. */
export function removePage(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const removed = await store.remove(tx, actorId, id);
    if (removed) await deleteRevisions(tx, "page", id);
    return removed;
  });
}

export const pagesScreen = defineCrudScreen<PageListRow, PageInput, { search: string }>({
  area: "pages",
  schema: pageSchema,
  serverSchema: async (db, editedId, form) => {
    const current = editedId === null ? null : await getPage(db, editedId);
    if (editedId !== null && !current) return null;
    return pageFormSchema(db, current, form.get("route"));
  },
  notFound: PAGE_NOT_FOUND,
  toasts: {
    create: (page) => ({
      title: "Page créée",
      description: `La page ${page.title} a été créée.`,
    }),
    update: (page) => ({
      title: "Page mise à jour",
      description: `La page ${page.title} a été mise à jour avec succès.`,
    }),
    delete: (page) => ({
      title: "Page supprimée",
      description: `La page ${page.title} a été supprimée.`,
    }),
  },
  query: (params) => ({ search: parseSearch(params.get("q")) }),
  list: async (db, query) => {
    const list = await store.list(db, query);
    return { ...list, rows: list.rows.map(withFixed) };
  },
  find: getPage,
  create: createPage,
  update: updatePage,
  remove: async (db, actorId, id) => {
    if ((await getPage(db, id))?.fixed) throw new FieldRefusal("form", PAGE_LOCKED_DELETE);
    return removePage(db, actorId, id);
  },
});
