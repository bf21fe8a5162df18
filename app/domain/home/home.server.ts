import { and, asc, desc, eq, lte, type AnyColumn } from "drizzle-orm";
import {
  blogPosts,
  boardMembers,
  carouselSlides,
  events,
  oustaz,
  pages,
  products,
} from "#db/schema";
import { isUpcoming } from "~/domain/events/upcoming.server";
import { campaignPart } from "~/domain/projects/campaign.server";
import { settingsFromRows, settingsPart } from "~/domain/settings/settings.server";
import type { SettingsValue } from "~/domain/settings/schema";
import { productCategoryLabel } from "~/domain/shop/categories";
import type { Db } from "~/server/db.server";
import { jsonFirst, jsonObject, jsonRows, selectParts } from "~/server/json-query.server";
import type { HomeData, HomePerson } from "./types";

const HOME_SETTINGS = ["general", "home", "prayer"] as const;

/** The first `count` people of the Bureau or the oustaz, in the back-office's order. */
function firstPeople(
  db: Db,
  table: typeof boardMembers | typeof oustaz,
  role: AnyColumn,
  count: number,
) {
  return jsonRows<HomePerson>(
    db
      .select({
        r: jsonObject({ id: table.id, name: table.name, role, image: table.image }).as("r"),
      })
      .from(table)
      .orderBy(asc(table.position), asc(table.id))
      .limit(count),
  );
}

/**
 * Everything the home page shows (spec public-site.md §2.3), in one query: one part per section
 * (server/json-query, decision 0024). `general` is for the page's title and description, `prayer`
 * for the block of today's prayer times.
 */
export async function getHomeData(
  db: Db,
  now: Date = new Date(),
): Promise<{
  home: HomeData;
  general: SettingsValue<"general">;
  prayer: SettingsValue<"prayer">;
}> {
  const parts = await selectParts(db, {
    slides: jsonRows<typeof carouselSlides.$inferSelect>(
      db
        .select({
          r: jsonObject({
            id: carouselSlides.id,
            image: carouselSlides.image,
            title: carouselSlides.title,
            subtitle: carouselSlides.subtitle,
            buttonText: carouselSlides.buttonText,
            buttonLink: carouselSlides.buttonLink,
            action: carouselSlides.action,
          }).as("r"),
        })
        .from(carouselSlides)
        .orderBy(asc(carouselSlides.position), asc(carouselSlides.id)),
    ),
    nextEvent: jsonFirst<{ slug: string; title: string; startsAt: Date; location: string }>(
      db
        .select({
          r: jsonObject({
            slug: events.slug,
            title: events.title,
            startsAt: events.startsAt,
            location: events.location,
          }).as("r"),
        })
        .from(events)
        .where(isUpcoming(now))
        .orderBy(asc(events.startsAt))
        .limit(1),
    ),
    campaign: campaignPart(db),
    about: jsonFirst<{ title: string; summary: string; href: string }>(
      db
        .select({
          r: jsonObject({ title: pages.title, summary: pages.summary, href: pages.route }).as("r"),
        })
        .from(pages)
        .where(eq(pages.route, "/about"))
        .limit(1),
    ),
    bureau: firstPeople(db, boardMembers, boardMembers.role, 4),
    oustaz: firstPeople(db, oustaz, oustaz.title, 2),
    products: jsonRows<{
      id: number;
      name: string;
      category: string;
      priceCents: number;
      image: string;
    }>(
      db
        .select({
          r: jsonObject({
            id: products.id,
            name: products.name,
            category: products.category,
            priceCents: products.priceCents,
            image: products.image,
          }).as("r"),
        })
        .from(products)
        .where(eq(products.status, "active"))
        .orderBy(asc(products.position), asc(products.id))
        .limit(3),
    ),
    latestPost: jsonFirst<{
      slug: string;
      title: string;
      excerpt: string;
      author: string;
      publishedAt: Date | null;
      image: string;
    }>(
      db
        .select({
          r: jsonObject({
            slug: blogPosts.slug,
            title: blogPosts.title,
            excerpt: blogPosts.excerpt,
            author: blogPosts.author,
            publishedAt: blogPosts.publishedAt,
            image: blogPosts.image,
          }).as("r"),
        })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)))
        .orderBy(desc(blogPosts.publishedAt))
        .limit(1),
    ),
    settings: settingsPart(db, HOME_SETTINGS),
  });

  const { general, home, prayer } = settingsFromRows(parts.settings, HOME_SETTINGS);
  const { nextEvent, latestPost: post } = parts;
  return {
    general,
    prayer,
    home: {
      slides: parts.slides.map((s) => ({
        id: s.id,
        image: s.image,
        title: s.title,
        subtitle: s.subtitle,
        buttonText: s.buttonText,
        buttonLink: s.action === "donate" ? null : s.buttonLink,
        action: s.action === "donate" ? "donate" : null,
      })),
      // JSON gives instants in the session's time zone: the page wants them as toISOString().
      nextEvent: nextEvent ? { ...nextEvent, startsAt: isoInstant(nextEvent.startsAt) } : null,
      campaign: parts.campaign,
      about: parts.about,
      bureau: parts.bureau,
      bureauText: home.bureauText,
      oustaz: parts.oustaz,
      products: parts.products.map((p) => ({
        ...p,
        categoryLabel: productCategoryLabel(p.category),
      })),
      latestPost: post?.publishedAt ? { ...post, publishedAt: isoInstant(post.publishedAt) } : null,
      contact: {
        address: general.address,
        phone: general.contactPhone,
        email: general.contactEmail,
        mapLatitude: general.mapLatitude,
        mapLongitude: general.mapLongitude,
      },
    },
  };
}

const isoInstant = (value: string) => new Date(value).toISOString();
