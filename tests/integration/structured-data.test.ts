/**
 * schema.org JSON-LD (issue 15, item 3): the organization on the home page, an Event, an Article
 * and a Product on their pages. The builders are typed with schema-dts (Google's schema.org
 * types), which the type check holds them to (the expectTypeOf lines below); the values are the
 * ones search engines need (Google's required properties for each rich result).
 */
import { eq } from "drizzle-orm";
import type { Article, Event, Organization, Product, WithContext } from "schema-dts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { blogPosts, events, products } from "#db/schema";
import { articleLd, eventLd, organizationLd, productLd } from "~/domain/site/structured-data";
import { loader as blogPostLoader, meta as blogPostMeta } from "~/routes/public/blog-post";
import { loader as eventLoader, meta as eventMeta } from "~/routes/public/event";
import { loader as homeLoader, meta as homeMeta } from "~/routes/public/home";
import { loader as productLoader, meta as productMeta } from "~/routes/public/product";
import { setupSeededDatabase } from "../helpers/fixtures";
import { visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

/** The JSON-LD objects a page's `meta` puts in its head. */
function jsonLdOf(meta: unknown[]): Record<string, unknown>[] {
  return meta.flatMap((tag) =>
    tag && typeof tag === "object" && "script:ld+json" in tag
      ? [(tag as Record<string, Record<string, unknown>>)["script:ld+json"]]
      : [],
  );
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe("schema.org types", () => {
  it("builds each object as its schema.org type", () => {
    expectTypeOf(organizationLd).returns.toEqualTypeOf<WithContext<Organization>>();
    expectTypeOf(eventLd).returns.toEqualTypeOf<WithContext<Event>>();
    expectTypeOf(articleLd).returns.toEqualTypeOf<WithContext<Article>>();
    expectTypeOf(productLd).returns.toEqualTypeOf<WithContext<Product>>();
  });
});

describe("JSON-LD of the public pages", () => {
  it("home: the organization, its address, place, logo and social pages", async () => {
    const data = await homeLoader(visitorGet("/"));
    const [org] = jsonLdOf(homeMeta({ data } as never));
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "http://localhost/#organisation",
      name: "Fondation Dahira Tidjaniya de Chicoutimi",
      alternateName: "FDTC",
      url: "http://localhost/",
      logo: "http://localhost/logo.png",
      email: "info@fondation-tidjaniya.ca",
      telephone: "418 555-0142",
      address: "1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8",
      location: {
        "@type": "Place",
        geo: { "@type": "GeoCoordinates", latitude: 48.4284, longitude: -71.0685 },
      },
    });
    expect(org.sameAs).toContain("https://www.facebook.com/");
  });

  it("event: Event with its place, dates on Saguenay's clock and its status", async () => {
    const slug = "gamou-annuel-de-chicoutimi";
    const data = await eventLoader(visitorGet(`/evenements/${slug}`, { slug }));
    const [ld] = jsonLdOf(eventMeta({ data } as never));
    const [row] = await database.db.select().from(events).where(eq(events.slug, slug));
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: row.title,
      url: `http://localhost/evenements/${slug}`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: row.location, address: row.location },
      organizer: { "@type": "Organization", name: "Fondation Dahira Tidjaniya de Chicoutimi" },
    });
    expect(ld.startDate).toMatch(ISO_WITH_OFFSET);
    // The same instant as stored, written with the local offset.
    expect(Date.parse(ld.startDate as string)).toBe(row.startsAt.getTime());
    expect(Date.parse(ld.endDate as string)).toBe(row.endsAt!.getTime());
    expect(ld.image).toMatch(/^http:\/\/localhost\//);

    const cancelled = "pique-nique-familial-au-parc-de-la-riviere-du-moulin";
    const other = await eventLoader(visitorGet(`/evenements/${cancelled}`, { slug: cancelled }));
    expect(jsonLdOf(eventMeta({ data: other } as never))[0].eventStatus).toBe(
      "https://schema.org/EventCancelled",
    );
  });

  it("article: Article with headline, author, publisher and date", async () => {
    const [post] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"))
      .limit(1);
    const data = await blogPostLoader(visitorGet(`/blog/${post.slug}`, { slug: post.slug }));
    const [ld] = jsonLdOf(blogPostMeta({ data } as never));
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", logo: "http://localhost/logo.png" },
      mainEntityOfPage: `http://localhost/blog/${post.slug}`,
      articleSection: post.category,
    });
    // To the second, as ISO 8601 is written here.
    const published = Math.floor(post.publishedAt!.getTime() / 1000) * 1000;
    expect(Date.parse(ld.datePublished as string)).toBe(published);
  });

  it("product: Product with its price in Canadian dollars and its availability", async () => {
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.status, "active"))
      .limit(1);
    const id = String(product.id);
    const data = await productLoader(visitorGet(`/boutique/${id}`, { id }));
    const [ld] = jsonLdOf(productMeta({ data } as never));
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      url: `http://localhost/boutique/${id}`,
      offers: {
        "@type": "Offer",
        price: (product.priceCents / 100).toFixed(2),
        priceCurrency: "CAD",
        availability:
          product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      },
    });

    await database.db
      .update(products)
      .set({ status: "out_of_stock", priceCents: 123456 })
      .where(eq(products.id, product.id));
    const sold = await productLoader(visitorGet(`/boutique/${id}`, { id }));
    const offer = jsonLdOf(productMeta({ data: sold } as never))[0].offers;
    expect(offer).toMatchObject({
      price: "1234.56",
      availability: "https://schema.org/OutOfStock",
    });
  });
});
