import { and, asc, desc, eq, lte } from "drizzle-orm";
import { blogPosts, boardMembers, carouselSlides, oustaz, pages, products } from "#db/schema";
import { upcomingEvents } from "~/domain/events/upcoming.server";
import { getCampaign } from "~/domain/projects/campaign.server";
import { getSettings } from "~/domain/settings/settings.server";
import { productCategoryLabel } from "~/domain/shop/categories";
import type { Db } from "~/server/db.server";
import type { HomeData } from "./types";

/** Everything the home page shows (spec public-site.md §2.3), one query per section. */
export async function getHomeData(db: Db, now: Date = new Date()): Promise<HomeData> {
  const [
    slides,
    [nextEvent],
    campaign,
    [about],
    bureau,
    oustazRows,
    productRows,
    [post],
    settings,
  ] = await Promise.all([
    db.select().from(carouselSlides).orderBy(asc(carouselSlides.position), asc(carouselSlides.id)),
    upcomingEvents(db, now, 1),
    getCampaign(db),
    db
      .select({ title: pages.title, summary: pages.summary, route: pages.route })
      .from(pages)
      .where(eq(pages.route, "/about"))
      .limit(1),
    db
      .select({
        id: boardMembers.id,
        name: boardMembers.name,
        role: boardMembers.role,
        image: boardMembers.image,
      })
      .from(boardMembers)
      .orderBy(asc(boardMembers.position), asc(boardMembers.id))
      .limit(4),
    db
      .select({ id: oustaz.id, name: oustaz.name, role: oustaz.title, image: oustaz.image })
      .from(oustaz)
      .orderBy(asc(oustaz.position), asc(oustaz.id))
      .limit(2),
    db
      .select({
        id: products.id,
        name: products.name,
        category: products.category,
        priceCents: products.priceCents,
        image: products.image,
      })
      .from(products)
      .where(eq(products.status, "active"))
      .orderBy(asc(products.position), asc(products.id))
      .limit(3),
    db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        author: blogPosts.author,
        publishedAt: blogPosts.publishedAt,
        image: blogPosts.image,
      })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(1),
    getSettings(db, ["general", "home"]),
  ]);

  const { general, home } = settings;
  return {
    slides: slides.map((s) => ({
      id: s.id,
      image: s.image,
      title: s.title,
      subtitle: s.subtitle,
      buttonText: s.buttonText,
      buttonLink: s.action === "donate" ? null : s.buttonLink,
      action: s.action === "donate" ? "donate" : null,
    })),
    nextEvent: nextEvent ?? null,
    campaign,
    about: about ? { title: about.title, summary: about.summary, href: about.route } : null,
    bureau,
    bureauText: home.bureauText,
    oustaz: oustazRows,
    products: productRows.map((p) => ({ ...p, categoryLabel: productCategoryLabel(p.category) })),
    latestPost: post?.publishedAt ? { ...post, publishedAt: post.publishedAt.toISOString() } : null,
    contact: {
      address: general.address,
      phone: general.contactPhone,
      email: general.contactEmail,
      mapLatitude: general.mapLatitude,
      mapLongitude: general.mapLongitude,
    },
  };
}
