/**
 * /admin/pages: the pages of the `pages` table (decision 0009) and the uploaded files of `media`,
 * one page of the list at a time. Every change runs in one transaction with its audit_log row; an
 * unknown id changes nothing and answers null / false. Content is sanitized here, before storing,
 * because the public site renders it as is.
 */
import { and, asc, count, desc, eq, ilike, ne, or } from "drizzle-orm";
import { z } from "zod";
import { media, pages } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { audit } from "~/server/audit.server";
import { refuseDuplicate } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { isBlankRichText, sanitizeRichText } from "~/server/rich-text.server";
import { isFixedPageRoute, isIntroRoute, isReservedRoute } from "./page-routes.server";
import {
  CONTENT_REQUIRED,
  ROUTE_LOCKED,
  ROUTE_RESERVED,
  ROUTE_TAKEN,
  pageSchema,
  type PageInput,
} from "./schema";

export const PAGES_PAGE_SIZE = 20;
export const MEDIA_PAGE_SIZE = 24;

export interface PageRow {
  id: number;
  route: string;
  title: string;
  summary: string;
  content: string;
  updatedAt: Date;
}

const columns = {
  id: pages.id,
  route: pages.route,
  title: pages.title,
  summary: pages.summary,
  content: pages.content,
  updatedAt: pages.updatedAt,
};

/** `%`, `_` and `\` typed in a search are searched as such, not as LIKE wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of pages by address, whose title or address contains `search` when given. */
export async function listPages(db: Db, { page, search }: { page: number; search: string }) {
  const where = search
    ? or(ilike(pages.title, containing(search)), ilike(pages.route, containing(search)))
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(pages).where(where);
  const window = pageWindow(page, total, PAGES_PAGE_SIZE);
  const rows = await db
    .select({ id: pages.id, route: pages.route, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .where(where)
    .orderBy(asc(pages.route), asc(pages.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    rows: rows.map((row) => ({ ...row, fixed: isFixedPageRoute(row.route) })),
    page: window.page,
    pageCount: window.pageCount,
    total,
  };
}

export async function getPage(db: Db, id: number): Promise<PageRow | null> {
  const [row] = await db.select(columns).from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
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
      if (current && isFixedPageRoute(current.route)) {
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

/** Another page took the address between the check and the save (unique index). */
function guardRoute<T>(save: () => Promise<T>): Promise<T> {
  return refuseDuplicate("route", ROUTE_TAKEN, save);
}

/** Creates a page (content already sanitized by `pageFormSchema`); a taken route is refused. */
export function createPage(db: Db, actorId: number, input: PageInput): Promise<number> {
  return guardRoute(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(pages).values(input).returning({ id: pages.id });
      await audit(tx, {
        userId: actorId,
        action: "create",
        entity: "page",
        entityId: row.id,
        details: { title: input.title, route: input.route },
      });
      return row.id;
    }),
  );
}

/**
 * Saves the edited page, or false when it no longer exists. The intro of a fixed page keeps its
 * address whatever is posted (the form schema already refuses a change).
 */
export function updatePage(
  db: Db,
  actorId: number,
  id: number,
  input: PageInput,
): Promise<boolean> {
  return guardRoute(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ route: pages.route })
        .from(pages)
        .where(eq(pages.id, id))
        .limit(1);
      if (!current) return false;
      const route = isFixedPageRoute(current.route) ? current.route : input.route;
      await tx
        .update(pages)
        .set({ ...input, route, updatedAt: new Date() })
        .where(eq(pages.id, id));
      await audit(tx, {
        userId: actorId,
        action: "update",
        entity: "page",
        entityId: id,
        details: { title: input.title, route },
      });
      return true;
    }),
  );
}

export type DeletePageResult = { deleted: string } | "missing" | "locked";

/** Deletes a page (answers its title); the intro of a fixed page is never deleted ("locked"). */
export function deletePage(db: Db, actorId: number, id: number): Promise<DeletePageResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ route: pages.route, title: pages.title })
      .from(pages)
      .where(eq(pages.id, id))
      .limit(1);
    if (!current) return "missing";
    if (isFixedPageRoute(current.route)) return "locked";
    await tx.delete(pages).where(eq(pages.id, id));
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "page",
      entityId: id,
      details: { title: current.title, route: current.route },
    });
    return { deleted: current.title };
  });
}

export interface MediaRow {
  id: number;
  key: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  createdAt: Date;
}

/** One page of uploaded files, newest first, whose original name contains `search`. */
export async function listMedia(db: Db, { page, search }: { page: number; search: string }) {
  const where = search ? ilike(media.originalName, containing(search)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(media).where(where);
  const window = pageWindow(page, total, MEDIA_PAGE_SIZE);
  const rows: MediaRow[] = await db
    .select({
      id: media.id,
      key: media.key,
      originalName: media.originalName,
      mimeType: media.mimeType,
      size: media.size,
      width: media.width,
      height: media.height,
      alt: media.alt,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, page: window.page, pageCount: window.pageCount, total };
}
