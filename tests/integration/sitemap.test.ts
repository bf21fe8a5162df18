import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, products, projects, speeches } from "#db/schema";
import { loader as robotsLoader } from "~/routes/resources/robots";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { setupSeededDatabase } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();

async function sitemapLocations(): Promise<string[]> {
  const request = new Request("http://localhost/sitemap.xml");
  const response = await sitemapLoader({
    request,
    params: {},
    context: createLoadContext(),
  } as never);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace("http://localhost", ""));
}

describe("sitemap.xml", () => {
  it("liste les pages fixes, les pages écrites et chaque élément public", async () => {
    const locations = await sitemapLocations();
    for (const path of ["/", "/projets", "/boutique", "/blog", "/don", "/about", "/tidjaniya"]) {
      expect(locations).toContain(path);
    }
    const db = database.db;
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.status, "published"));
    const [product] = await db.select().from(products).limit(1);
    const [speech] = await db.select().from(speeches).where(eq(speeches.published, true));
    expect(locations).toContain(`/blog/${post.slug}`);
    expect(locations).toContain(`/boutique/${product.id}`);
    expect(locations).toContain(`/discours/${speech.id}`);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("n'annonce ni brouillon, ni produit masqué, ni discours non publié", async () => {
    const db = database.db;
    const [post] = await db.select().from(blogPosts).limit(1);
    const [product] = await db.select().from(products).limit(1);
    const [project] = await db.select().from(projects).limit(1);
    const [speech] = await db.select().from(speeches).limit(1);
    await db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, post.id));
    await db.update(products).set({ status: "hidden" }).where(eq(products.id, product.id));
    await db.update(projects).set({ status: "draft" }).where(eq(projects.id, project.id));
    await db.update(speeches).set({ published: false }).where(eq(speeches.id, speech.id));

    const locations = await sitemapLocations();
    expect(locations).not.toContain(`/blog/${post.slug}`);
    expect(locations).not.toContain(`/boutique/${product.id}`);
    expect(locations).not.toContain(`/projets/${project.id}`);
    expect(locations).not.toContain(`/discours/${speech.id}`);
  });
});

describe("robots.txt", () => {
  it("interdit le back-office et donne l'adresse du plan du site", async () => {
    const request = new Request("http://localhost/robots.txt");
    const response = robotsLoader({ request, params: {}, context: createLoadContext() } as never);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
  });
});
