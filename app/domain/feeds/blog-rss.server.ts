/** The articles of the blog's feed: the public ones, full text, newest first. */
import { and, desc, eq, lte } from "drizzle-orm";
import { blogPosts } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { RssArticle } from "./blog-rss";

/** Feed readers only look at the newest items; the blog keeps the rest. */
export const BLOG_FEED_LIMIT = 50;

export async function blogFeedArticles(db: Db, now: Date = new Date()): Promise<RssArticle[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      category: blogPosts.category,
      publishedAt: blogPosts.publishedAt,
      content: blogPosts.content,
    })
    .from(blogPosts)
    // The blog's own rule (blog.server.ts): published, and its time has come.
    .where(and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_FEED_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }));
}
