/**
 * /admin/blog: articles of every status, one page at a time, newest first, filtered by status and
 * searched on the title; create / update / delete, each in one transaction with its audit_log row
 * (an unknown id changes nothing). What is saved is what the public blog reads (blog.server.ts):
 * status "published" with a publication time that has come. Addresses: made from the title when
 * none is typed, kept when editing; another article's address is refused (unique index).
 */
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { blogPosts } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { withImageSaves } from "~/domain/admin/store-operations.server";
import { formatDate } from "~/lib/format";
import { containsPattern, searchText } from "~/lib/search";
import { slugify, uniqueSlug } from "~/lib/slug";
import { toLocalDateTime } from "~/lib/zoned-time";
import { refuseDuplicate } from "~/server/admin-record.server";
import { auditedChange } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { isBlankRichText, sanitizeRichText } from "~/server/rich-text.server";
import { deleteRevisions, keepReplacedVersion } from "~/domain/revisions/revisions.server";
import { articleSnapshot, currentArticle } from "./article-revisions.server";
import type { BlogStatus } from "./labels";
import {
  articleCategories,
  articleContent,
  articleSchema,
  BLOG_NOT_FOUND,
  CONTENT_REQUIRED,
  parseBlogStatus,
  readTimeOf,
  SLUG_TAKEN,
  type BlogInput,
} from "./schema";

export const BLOG_PAGE_SIZE = 20;

const { id, slug, title, excerpt, author, category, status, publishedAt, createdAt } = blogPosts;
const listColumns = { id, slug, title, excerpt, author, category, status, publishedAt, createdAt };
const { content, tags, image } = blogPosts;
const columns = { ...listColumns, content, tags, image };
type BlogRow = Pick<typeof blogPosts.$inferSelect, keyof typeof listColumns>;
type BlogEdited = Pick<typeof blogPosts.$inferSelect, keyof typeof columns>;
type BlogValues = BlogInput & { image: string };
type BlogQuery = { status: BlogStatus | null; q: string };

/** Newest first: the publication time, or the creation time of an undated draft. */
const effectiveDate = sql<Date>`coalesce(${publishedAt}, ${createdAt})`;

const blogStore = recordStore<BlogEdited, BlogValues, BlogQuery, BlogRow>({
  table: blogPosts,
  entity: "blog_post",
  columns,
  listColumns,
  pageSize: BLOG_PAGE_SIZE,
  orderBy: [desc(effectiveDate), desc(id)],
  where: (query) =>
    and(
      query.status ? eq(status, query.status) : undefined,
      query.q ? ilike(title, containsPattern(query.q)) : undefined,
    ),
  // Adding and editing go through the address-aware functions below, which journal themselves.
  details: () => ({}),
  deletedDetails: (row) => ({ title: row.title, slug: row.slug }),
});

/** An article as the list shows it: its date, and whether it is on the public blog. */
export type ArticleRow = BlogRow & { date: string; live: boolean };

function shown<T extends BlogRow>(row: T, now: Date): T & ArticleRow {
  return {
    ...row,
    date: formatDate(row.publishedAt ?? row.createdAt),
    // On the public blog right now (a published article dated later is not yet).
    live: row.status === "published" && row.publishedAt !== null && row.publishedAt <= now,
  };
}

async function listArticles(db: Db, query: BlogQuery & { page: number }) {
  const list = await blogStore.list(db, query);
  const now = new Date();
  return { ...list, rows: list.rows.map((row) => shown(row, now)) };
}

/** The edited article, with its publication time as the form's local date-time shows it. */
async function findArticle(db: Db, articleId: number) {
  const row = await blogStore.find(db, articleId);
  return (
    row && {
      ...shown(row, new Date()),
      publishedAtLocal: row.publishedAt ? toLocalDateTime(row.publishedAt) : "",
    }
  );
}

/**
 * The server's rules for the article form of article `editedId` (null when adding; null answer
 * when it no longer exists): the content sanitized and not blank, and the edited article's own
 * category kept selectable.
 */
async function articleServerSchema(db: Db, editedId: number | null) {
  const current = editedId === null ? null : await blogStore.find(db, editedId);
  if (editedId !== null && !current) return null;
  return articleSchema(
    articleCategories(current?.category),
    articleContent
      .transform(sanitizeRichText)
      .refine((html) => !isBlankRichText(html), CONTENT_REQUIRED),
  );
}

/** True when an article already has this address. */
async function slugTaken(db: Db, address: string): Promise<boolean> {
  const [row] = await db.select({ id }).from(blogPosts).where(eq(slug, address)).limit(1);
  return Boolean(row);
}

function stored({ slug: _slug, ...rest }: BlogValues) {
  return { ...rest, readTimeMinutes: readTimeOf(rest.content) };
}

async function createArticle(db: Db, actorId: number, input: BlogValues): Promise<number> {
  const row = await refuseDuplicate("slug", SLUG_TAKEN, () =>
    auditedChange(db, {
      userId: actorId,
      action: "create",
      entity: "blog_post",
      write: async (tx) => {
        // No address typed: one made from the title, "-2", "-3"… when it is taken. A title of
        // digits alone ("2026") gets a word in front, or /blog/2026 would be read as an old id.
        const base = slugify(input.title);
        const address =
          input.slug ??
          (await uniqueSlug(
            /^\d+$/.test(base) ? `article-${base}` : base,
            (candidate) => slugTaken(tx, candidate),
            "article",
          ));
        return tx
          .insert(blogPosts)
          .values({ ...stored(input), slug: address })
          .returning({ id, slug });
      },
      entityId: (row) => row.id,
      details: (row) => ({ title: input.title, slug: row.slug, status: input.status }),
    }),
  );
  return row!.id; // An insert always answers its row.
}

/**
 * Saves the article; an empty address keeps the current one, so public links never break. The
 * version it replaces is kept as a revision when something changed (decision 0032).
 */
export async function updateArticle(
  db: Db,
  actorId: number,
  articleId: number,
  input: BlogValues,
): Promise<boolean> {
  const row = await refuseDuplicate("slug", SLUG_TAKEN, () =>
    auditedChange(db, {
      userId: actorId,
      action: "update",
      entity: "blog_post",
      entityId: articleId,
      write: async (tx) => {
        const current = await currentArticle(tx, articleId);
        if (!current) return [];
        const { slug: typed, ...rest } = input;
        await keepReplacedVersion(tx, {
          kind: "article",
          entityId: articleId,
          before: current.snapshot,
          versionAt: current.updatedAt,
          after: articleSnapshot({ ...rest, slug: typed ?? current.snapshot.slug }),
          actorId,
        });
        return tx
          .update(blogPosts)
          .set({
            ...stored(input),
            ...(input.slug ? { slug: input.slug } : {}),
            updatedAt: new Date(),
          })
          .where(eq(id, articleId))
          .returning({ slug });
      },
      details: (row) => ({ title: input.title, slug: row.slug, status: input.status }),
    }),
  );
  return row !== null;
}

/** Deletes an article and its kept versions, or false when it no longer exists. */
export function removeArticle(db: Db, actorId: number, articleId: number) {
  return db.transaction(async (tx) => {
    const removed = await blogStore.remove(tx, actorId, articleId);
    if (removed) await deleteRevisions(tx, "article", articleId);
    return removed;
  });
}

export const blogScreen = defineCrudScreen<ArticleRow, BlogInput, BlogQuery>({
  area: "blog",
  schema: articleSchema(),
  serverSchema: articleServerSchema,
  notFound: BLOG_NOT_FOUND,
  toasts: { create: "Article ajouté", update: "Article mis à jour", delete: "Article supprimé" },
  query: (params) => ({
    status: parseBlogStatus(params.get("statut")),
    q: searchText(params.get("q")),
  }),
  list: listArticles,
  find: findArticle,
  ...withImageSaves(createArticle, updateArticle),
  remove: removeArticle,
  image: { alt: (input) => input.title },
});
