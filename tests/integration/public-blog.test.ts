/** /blog and /blog/{slug} (spec public-site.md §2.9, §4, §8, §9). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema";
import { loader as listLoader } from "~/routes/public/blog";
import { loader as postLoader } from "~/routes/public/blog-post";
import { setupSeededDatabase } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();

const FATIHI = "salat-al-fatihi-une-priere-sur-le-prophete";
const DRAFT = "preparatifs-du-gamou-appel-aux-benevoles";

function list(query = "") {
  const request = new Request(`http://localhost/blog${query}`);
  return listLoader({ request, params: {}, context: createLoadContext() } as never);
}

function article(slug: string) {
  const request = new Request(`http://localhost/blog/${slug}`);
  return postLoader({ request, params: { slug }, context: createLoadContext() } as never);
}

/** What a loader threw (a Response for redirect, data() for notFound). */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get("Location") ?? undefined };
    }
    const value = error as { init?: { status?: number } };
    return { status: value.init?.status ?? 0 };
  }
  throw new Error("the loader did not throw");
}

const slugs = (result: Awaited<ReturnType<typeof list>>) => result.posts.map((post) => post.slug);

describe("blog list", () => {
  it("lists the five published articles newest first, never the draft", async () => {
    const result = await list();
    expect(result.posts).toHaveLength(5);
    expect(result.posts[0].slug).toBe(FATIHI);
    expect(slugs(result)).not.toContain(DRAFT);
    expect(result.categories).toEqual([
      "Enseignements",
      "Histoire",
      "Prières",
      "Ramadan",
      "Vertus",
    ]);
  });

  it("an article scheduled for later is not listed yet", async () => {
    await database.db
      .update(blogPosts)
      .set({ status: "published", publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.slug, DRAFT));
    expect(slugs(await list())).not.toContain(DRAFT);
    expect((await list()).categories).not.toContain("Événements");
  });

  it("search covers title, excerpt and author, case-insensitively", async () => {
    expect(slugs(await list("?q=SALAT"))).toEqual([FATIHI]); // title
    expect(slugs(await list("?q=a%C3%AFn%20madhi"))).toEqual([
      "cheikh-ahmed-tidiane-cherif-une-vie-au-service-de-la-foi",
    ]); // excerpt
    expect(slugs(await list("?q=imam%20moussa")).sort()).toEqual([
      "jeuner-au-saguenay-conseils-pour-un-ramadan-serein",
      "la-patience-lumiere-du-croyant",
    ]); // author
  });

  it("search is combined with the category", async () => {
    const result = await list("?q=imam%20moussa&category=Vertus");
    expect(result.category).toBe("Vertus");
    expect(slugs(result)).toEqual(["la-patience-lumiere-du-croyant"]);
    expect(slugs(await list("?q=imam%20moussa&category=Pri%C3%A8res"))).toEqual([]);
  });

  it("an unknown category shows every article", async () => {
    const result = await list("?category=Inexistante");
    expect(result.category).toBeNull();
    expect(result.posts).toHaveLength(5);
  });
});

describe("blog article", () => {
  it("gives the article, its SEO and up to two similar articles of its category", async () => {
    const extra = (n: number) => ({
      slug: `autre-priere-${n}`,
      title: `Autre prière ${n}`,
      author: "Auteur",
      category: "Prières",
      status: "published",
      publishedAt: new Date(Date.now() - n * 3_600_000),
    });
    await database.db.insert(blogPosts).values([extra(1), extra(2), extra(3)]);
    const result = await article(FATIHI);
    expect(result.post.title).toBe("Salat al-Fatihi, une prière sur le Prophète");
    expect(result.post.content).toContain("<h2>");
    expect(result.seo.title).toMatch(/^Salat al-Fatihi/);
    expect(result.seo.description).toContain("Récitée chaque jour");
    expect(result.similar.map((post) => post.slug)).toEqual(["autre-priere-1", "autre-priere-2"]);
    expect(result.similar.every((post) => post.category === "Prières")).toBe(true);
  });

  it("has no similar article when it is alone in its category", async () => {
    expect((await article(FATIHI)).similar).toEqual([]);
  });

  it("a numeric id redirects permanently to the article's slug", async () => {
    const [row] = await database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, FATIHI));
    expect(await thrown(article(String(row.id)))).toEqual({
      status: 301,
      location: `/blog/${FATIHI}`,
    });
  });

  it("unknown slug, draft and its numeric id answer 404", async () => {
    expect((await thrown(article("article-inexistant"))).status).toBe(404);
    expect((await thrown(article(DRAFT))).status).toBe(404);
    const [row] = await database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, DRAFT));
    expect((await thrown(article(String(row.id)))).status).toBe(404);
    expect((await thrown(article("999999"))).status).toBe(404);
  });

  it("a scheduled article answers 404 until its time", async () => {
    await database.db
      .update(blogPosts)
      .set({ status: "published", publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.slug, DRAFT));
    expect((await thrown(article(DRAFT))).status).toBe(404);
  });
});
