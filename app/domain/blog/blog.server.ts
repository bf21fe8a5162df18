/**
 * The public blog's queries. An article is public when its status is "published" and its
 * publication time has come; drafts, archived and scheduled articles are never shown.
 */
import { and, asc, desc, eq, ilike, lte, ne, or, type SQL } from "drizzle-orm";
import { blogPosts } from "#db/schema";
import { containsPattern } from "~/lib/search";
import type { Db } from "~/server/db.server";
import type { RssArticle } from "~/domain/feeds/blog-rss";
import type { BlogArticle, BlogCard } from "./types";

/** At most this many "similar articles" under an article (spec public-site.md §9). */
export const SIMILAR_LIMIT = 2;

function isPublic(now: Date): SQL {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now))!;
}

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  category: blogPosts.category,
  publishedAt: blogPosts.publishedAt,
  readTimeMinutes: blogPosts.readTimeMinutes,
  image: blogPosts.image,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof blogPosts.$inferSelect)[K] };

function toCard(row: CardRow): BlogCard {
  // isPublic() guarantees a publication time.
  return { ...row, publishedAt: row.publishedAt!.toISOString() };
}

export interface BlogQuery {
  /** Search text ("" for none), matched on title, excerpt OR author. */
  q: string;
  /** A category, or null for every article. */
  category: string | null;
}

/** Public articles matching the search AND the category, newest first. */
export async function listPublicPosts(
  db: Db,
  { q, category }: BlogQuery,
  now: Date = new Date(),
): Promise<BlogCard[]> {
  const pattern = q ? containsPattern(q) : null;
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(
      and(
        isPublic(now),
        category ? eq(blogPosts.category, category) : undefined,
        pattern
          ? or(
              ilike(blogPosts.title, pattern),
              ilike(blogPosts.excerpt, pattern),
              ilike(blogPosts.author, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map(toCard);
}

/** Categories that have at least one public article, in French alphabetical order. */
export async function listPublicCategories(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(asc(blogPosts.category));
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, "fr-CA"));
}

/** The public article at `slug`, or null (unknown, draft, archived or not yet published). */
export async function getPublicPost(
  db: Db,
  slug: string,
  now: Date = new Date(),
): Promise<BlogArticle | null> {
  const [row] = await db
    .select({ ...cardColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(isPublic(now), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ? { ...toCard(row), content: row.content } : null;
}

/** Slug of the public article with this id (old numeric links), or null. */
export async function publicSlugById(
  db: Db,
  id: number,
  now: Date = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(isPublic(now), eq(blogPosts.id, id)))
    .limit(1);
  return row?.slug ?? null;
}

/** Up to two other public articles of the same category, newest first. */
export async function similarPosts(
  db: Db,
  article: Pick<BlogCard, "id" | "category">,
  now: Date = new Date(),
): Promise<BlogCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .where(
      and(isPublic(now), eq(blogPosts.category, article.category), ne(blogPosts.id, article.id)),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(SIMILAR_LIMIT);
  return rows.map(toCard);
}

/** Feed readers only look at the newest items; the blog keeps the rest. */
export const BLOG_FEED_LIMIT = 50;

/** The articles of the blog's feed: the public ones, full text, newest first. */
export async function blogFeedArticles(db: Db, now: Date = new Date()): Promise<RssArticle[]> {
  // A card's words, and the full text.
  const { slug, title, excerpt, author, category, publishedAt } = cardColumns;
  const rows = await db
    .select({ slug, title, excerpt, author, category, publishedAt, content: blogPosts.content })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_FEED_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }));
}
