/**
 * Every public URL of the site for search engines (sitemap.xml): the fixed pages of the route
 * table, the pages written in the back-office, and every public item that has its own page.
 * One query per kind of item; the visibility rules are the same as the pages' own.
 */
import { and, eq, isNotNull, lte, ne } from "drizzle-orm";
import { blogPosts, events, groupEvents, pages, products, projects, speeches } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The public pages of spec public-site.md §2.1 and the pages it links without a route. */
export const FIXED_PUBLIC_PAGES = [
  "/",
  "/projets",
  "/projets-list",
  "/boutique",
  "/galerie",
  "/blog",
  "/evenements",
  "/demande-evenements",
  "/don",
  "/transparence",
  "/sope-naby",
  "/comites",
  "/bureau",
  "/personnel",
  "/discours",
  "/coran-hadith",
  "/horaires-priere",
  "/oustaz",
  "/contact",
  "/confidentialite",
] as const;

export async function sitemapEntries(db: Db, now: Date = new Date()): Promise<SitemapEntry[]> {
  const [pageRows, projectRows, productRows, postRows, eventRows, groupRows, speechRows] =
    await Promise.all([
      db.select({ route: pages.route, updatedAt: pages.updatedAt }).from(pages),
      db
        .select({ id: projects.id, updatedAt: projects.updatedAt })
        .from(projects)
        .where(ne(projects.status, "draft")),
      db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(ne(products.status, "hidden")),
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.status, "published"),
            isNotNull(blogPosts.publishedAt),
            lte(blogPosts.publishedAt, now),
          ),
        ),
      db.select({ slug: events.slug, updatedAt: events.updatedAt }).from(events),
      db.select({ id: groupEvents.id, createdAt: groupEvents.createdAt }).from(groupEvents),
      db
        .select({ id: speeches.id, updatedAt: speeches.updatedAt })
        .from(speeches)
        .where(eq(speeches.published, true)),
    ]);

  const entries = new Map<string, SitemapEntry>();
  for (const path of FIXED_PUBLIC_PAGES) entries.set(path, { path });
  // Pages of the pages table: intros of fixed pages (their date is the intro's) and new pages.
  for (const page of pageRows)
    entries.set(page.route, { path: page.route, lastModified: page.updatedAt });
  const add = (path: string, lastModified: Date) => entries.set(path, { path, lastModified });
  for (const p of projectRows) add(`/projets/${p.id}`, p.updatedAt);
  for (const p of productRows) add(`/boutique/${p.id}`, p.updatedAt);
  for (const p of postRows) add(`/blog/${p.slug}`, p.updatedAt);
  for (const e of eventRows) add(`/evenements/${e.slug}`, e.updatedAt);
  for (const e of groupRows) add(`/sope-naby/${e.id}`, e.createdAt);
  for (const s of speechRows) add(`/discours/${s.id}`, s.updatedAt);
  return [...entries.values()];
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap protocol's XML (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(entries: SitemapEntry[], absolute: (path: string) => string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    return `<url><loc>${xmlEscape(absolute(entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
