/**
 * /admin/blog: articles of every status, one page at a time, filtered by status and searched on
 * the title; the article form's schema; create / update / delete, each in one transaction with its
 * audit_log row (an unknown id changes nothing and returns false). What is saved is what the
 * public blog reads (blog.server.ts): status "published" with a publication time that has come.
 */
import { and, count, desc, eq, ilike, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { blogPosts } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { fromLocalDateTime } from "~/lib/zoned-time";
import { containsPattern } from "~/lib/search";
import { isSlug, slugify, uniqueSlug } from "~/lib/slug";
import { audit } from "~/server/audit.server";
import { refuseDuplicate } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { isBlankRichText, sanitizeRichText } from "~/server/rich-text.server";
import { blogCategories, blogStatusKeys, type BlogStatus } from "./labels";
import {
  CATEGORY_INVALID,
  CONTENT_REQUIRED,
  DATE_INVALID,
  DATE_REQUIRED,
  EXCERPT_MAX,
  parseTags,
  readTimeOf,
  REQUIRED,
  SLUG_INVALID,
  SLUG_NUMERIC,
  SLUG_TAKEN,
  STATUS_INVALID,
  TAG_MAX_LENGTH,
  TAG_TOO_LONG,
  TAGS_MAX,
  TOO_MANY_TAGS,
} from "./schema";

export const BLOG_PAGE_SIZE = 20;
const CONTENT_MAX = 200_000;

/** Newest first: the publication time, or the creation time of an undated draft. */
const effectiveDate = sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;

const rowColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
};
export type BlogRow = { [K in keyof typeof rowColumns]: (typeof blogPosts.$inferSelect)[K] };

const editColumns = {
  ...rowColumns,
  content: blogPosts.content,
  tags: blogPosts.tags,
  image: blogPosts.image,
};
export type BlogEdited = { [K in keyof typeof editColumns]: (typeof blogPosts.$inferSelect)[K] };

/** One page of articles, newest first, of one status and matching the title search when given. */
export async function listBlogPosts(
  db: Db,
  { page: requestedPage, status, q }: { page: number; status: BlogStatus | null; q: string },
) {
  const where = and(
    status ? eq(blogPosts.status, status) : undefined,
    q ? ilike(blogPosts.title, containsPattern(q)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, BLOG_PAGE_SIZE);
  const rows: BlogRow[] = await db
    .select(rowColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(effectiveDate), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getBlogPost(db: Db, id: number): Promise<BlogEdited | null> {
  const [row] = await db.select(editColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** True when another article than `exceptId` already has this address. */
async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);

/**
 * The schema of the article form posted for article `id` (null when adding). The checks that
 * need the database are made first: whether a typed address is already another article's, and
 * the edited article's own category (kept selectable even if it is not one of §9's, like the
 * seed's "Prières", so saving an old article never forces a new category).
 */
export async function blogPostSchema(db: Db, form: FormData, id: number | null) {
  const typedSlug = String(form.get("slug") ?? "").trim();
  const taken = isSlug(typedSlug) && (await slugTaken(db, typedSlug, id));
  const current = id ? await getBlogPost(db, id) : null;
  const categories: string[] = [...blogCategories];
  if (current && !categories.includes(current.category)) categories.push(current.category);

  return z
    .object({
      title: text(200),
      slug: z
        .string()
        .trim()
        .optional()
        .transform((value) => value || null)
        .refine((value) => value === null || isSlug(value), SLUG_INVALID)
        .refine((value) => value === null || !/^\d+$/.test(value), SLUG_NUMERIC)
        .refine(() => !taken, SLUG_TAKEN),
      excerpt: z
        .string()
        .trim()
        .max(EXCERPT_MAX, `L'extrait ne doit pas dépasser ${EXCERPT_MAX} caractères.`)
        .optional()
        .transform((value) => value ?? ""),
      content: z
        .string({ error: CONTENT_REQUIRED })
        .max(CONTENT_MAX, "Le contenu est trop long.")
        .transform(sanitizeRichText)
        .refine((html) => !isBlankRichText(html), CONTENT_REQUIRED),
      author: text(200),
      category: z
        .string({ error: CATEGORY_INVALID })
        .refine((value) => categories.includes(value), CATEGORY_INVALID),
      tags: z
        .string()
        .optional()
        .transform((value) => parseTags(value ?? ""))
        .refine((tags) => tags.every((tag) => tag.length <= TAG_MAX_LENGTH), TAG_TOO_LONG)
        .refine((tags) => tags.length <= TAGS_MAX, TOO_MANY_TAGS),
      publishedAt: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return null;
          const instant = fromLocalDateTime(value);
          if (!instant) ctx.addIssue({ code: "custom", message: DATE_INVALID });
          return instant ?? z.NEVER;
        }),
      status: z.enum(blogStatusKeys as [BlogStatus, ...BlogStatus[]], { error: STATUS_INVALID }),
    })
    .superRefine((input, ctx) => {
      if (input.status === "published" && !input.publishedAt) {
        ctx.addIssue({ code: "custom", path: ["publishedAt"], message: DATE_REQUIRED });
      }
    });
}
export type BlogInput = z.infer<Awaited<ReturnType<typeof blogPostSchema>>>;
export type BlogValues = BlogInput & { image: string };

function stored(input: BlogValues) {
  const { slug: _slug, ...rest } = input;
  return { ...rest, readTimeMinutes: readTimeOf(input.content) };
}

export async function createBlogPost(
  db: Db,
  actorId: number,
  input: BlogValues,
): Promise<{ id: number; slug: string }> {
  return refuseDuplicate("slug", SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      // No address typed: one made from the title, "-2", "-3"… when it is taken. A title of
      // digits alone ("2026") gets a word in front, or /blog/2026 would be read as an old id.
      const base = slugify(input.title);
      const slug =
        input.slug ??
        (await uniqueSlug(
          /^\d+$/.test(base) ? `article-${base}` : base,
          (s) => slugTaken(tx, s, null),
          "article",
        ));
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...stored(input), slug })
        .returning({ id: blogPosts.id });
      await audit(tx, {
        userId: actorId,
        action: "create",
        entity: "blog_post",
        entityId: row.id,
        details: { title: input.title, slug, status: input.status },
      });
      return { id: row.id, slug };
    }),
  );
}

/** Saves the article; an empty address keeps the current one, so public links never break. */
export async function updateBlogPost(
  db: Db,
  actorId: number,
  id: number,
  input: BlogValues,
): Promise<boolean> {
  return refuseDuplicate("slug", SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(blogPosts)
        .set({
          ...stored(input),
          ...(input.slug ? { slug: input.slug } : {}),
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning({ slug: blogPosts.slug });
      if (!row) return false;
      await audit(tx, {
        userId: actorId,
        action: "update",
        entity: "blog_post",
        entityId: id,
        details: { title: input.title, slug: row.slug, status: input.status },
      });
      return true;
    }),
  );
}

export async function deleteBlogPost(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "blog_post",
      entityId: id,
      details: { title: row.title, slug: row.slug },
    });
    return true;
  });
}
