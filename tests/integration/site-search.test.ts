/**
 * /recherche (decision 0030): French full-text search over pages, articles, events, speeches,
 * projects and products, accents and plurals ignored, best match first, highlighted excerpts
 * (only the highlight is markup), ten per page, only what the public site shows; a volunteer's
 * save or deletion found or gone at once; bad input never an error.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { blogPosts, events, pages, products, projects, speeches } from "#db/schema";
import { SearchHitCard } from "~/components/site/search/search-hit";
import type { TextPiece } from "~/domain/search/highlight";
import { searchSite } from "~/domain/search/search.server";
import type { SearchHit } from "~/domain/search/types";
import { action as blogAction } from "~/routes/admin/blog/route";
import { action as shopAction } from "~/routes/admin/shop/route";
import { loader, meta } from "~/routes/public/search";
import { createLoadContext } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { pngFile, setupTempDataDir, signIn } from "../helpers/fixtures";
import { routeAt } from "../helpers/routes";

const database = setupTestDatabase();
setupTempDataDir();

const text = (pieces: TextPiece[]) => pieces.map((piece) => piece.text).join("");
const marked = (pieces: TextPiece[]) => pieces.filter((p) => p.mark).map((p) => p.text);
const urls = (hits: SearchHit[]) => hits.map((hit) => hit.url);

async function search(q: string, page = 1) {
  return searchSite(database.db, q, page);
}

function visit(query: string) {
  const request = new Request(`http://localhost/recherche${query}`);
  return loader({ request, params: {}, context: createLoadContext() } as never);
}

const day = 86_400_000;

async function addPage(route: string, title: string, content: string, summary = "") {
  await database.db.insert(pages).values({ route, title, summary, content });
}
async function addArticle(
  slug: string,
  title: string,
  values: Partial<typeof blogPosts.$inferInsert> = {},
) {
  await database.db.insert(blogPosts).values({
    slug,
    title,
    excerpt: "",
    content: "<p>Un article de la fondation.</p>",
    author: "Awa Ndiaye",
    category: "Nouvelles",
    status: "published",
    publishedAt: new Date(Date.now() - day),
    ...values,
  });
}
async function addEvent(slug: string, title: string, description = "") {
  await database.db.insert(events).values({
    slug,
    title,
    description,
    startsAt: new Date(Date.now() + 7 * day),
    location: "Chicoutimi",
    category: "community",
  });
}
async function addSpeech(title: string, published = true, content = "") {
  const [row] = await database.db
    .insert(speeches)
    .values({
      title,
      speaker: "Imam Moussa Kane",
      date: "2026-03-06",
      category: "Spiritualité",
      content,
      published,
    })
    .returning({ id: speeches.id });
  return row.id;
}
async function addProject(title: string, status = "active", description = "") {
  const [row] = await database.db
    .insert(projects)
    .values({
      title,
      description,
      category: "social",
      status,
      goalCents: 100_000,
      startDate: "2026-01-01",
    })
    .returning({ id: projects.id });
  return row.id;
}
async function addProduct(name: string, status = "active", description = "") {
  const [row] = await database.db
    .insert(products)
    .values({ name, description, priceCents: 1_500, category: "livres", stock: 3, status })
    .returning({ id: products.id });
  return row.id;
}

describe("la recherche du site", () => {
  it("ignore les accents, les majuscules et le pluriel : « évènement » trouve « evenements »", async () => {
    await addPage(
      "/activites",
      "Nos activités",
      "<p>Le calendrier de nos evenements de l'annee.</p>",
    );
    await addEvent("fete-communautaire", "Événement communautaire de la fondation");
    await addProduct("Tasse « Cœur de la Tidjaniya »");

    for (const q of ["évènement", "EVENEMENTS", "événements", "evenement"]) {
      const { hits, total } = await search(q);
      expect(total, q).toBe(2);
      expect(urls(hits).sort(), q).toEqual(["/activites", "/evenements/fete-communautaire"]);
    }
    const { hits } = await search("évènement");
    const page = hits.find((hit) => hit.url === "/activites")!;
    // The word highlighted as it is written, unaccented, in the page.
    expect(marked(page.excerpt)).toEqual(["evenements"]);
    expect(text(page.excerpt)).toBe("Le calendrier de nos evenements de l'annee.");
    const event = hits.find((hit) => hit.kind === "event")!;
    expect(marked(event.title)).toEqual(["Événement"]);
    expect(text(event.title)).toBe("Événement communautaire de la fondation");

    expect(urls((await search("coeur")).hits)).toHaveLength(1);
    expect(urls((await search("cœurs")).hits)).toHaveLength(1);
  });

  it("trouve chaque sorte de contenu, avec son adresse publique", async () => {
    await addPage("/fetes", "Les fêtes", "<p>La Tabaski réunit la communauté.</p>");
    await addArticle("preparer-la-tabaski", "Préparer la Tabaski");
    await addEvent("tabaski-2026", "Prière de la Tabaski");
    const speech = await addSpeech("Le sens de la Tabaski");
    const project = await addProject("Repas de la Tabaski");
    const product = await addProduct("Livre sur la Tabaski");

    const { hits, total } = await search("tabaski");
    expect(total).toBe(6);
    expect(new Map(hits.map((hit) => [hit.kind, hit.url]))).toEqual(
      new Map([
        ["page", "/fetes"],
        ["article", "/blog/preparer-la-tabaski"],
        ["event", "/evenements/tabaski-2026"],
        ["speech", `/discours/${speech}`],
        ["project", `/projets/${project}`],
        ["product", `/boutique/${product}`],
      ]),
    );
  });

  it("ne trouve que ce que le site public montre", async () => {
    await addArticle("zawiya-publie", "La Zawiya en 2026");
    await addArticle("zawiya-brouillon", "La Zawiya : brouillon", { status: "draft" });
    await addArticle("zawiya-archive", "La Zawiya : archive", { status: "archived" });
    await addArticle("zawiya-plus-tard", "La Zawiya : annonce", {
      publishedAt: new Date(Date.now() + day),
    });
    await addSpeech("La Zawiya, maison de prière");
    await addSpeech("La Zawiya : discours non publié", false);
    const active = await addProject("Construction de la Zawiya");
    const completed = await addProject("Toit de la Zawiya", "completed");
    await addProject("Zawiya : projet en préparation", "draft");
    const inStock = await addProduct("Affiche de la Zawiya");
    const soldOut = await addProduct("Carte de la Zawiya", "out_of_stock");
    await addProduct("Zawiya : produit caché", "hidden");

    const { hits, total } = await search("zawiya");
    expect(total).toBe(6);
    expect(urls(hits).filter((url) => !url.startsWith("/discours/"))).toEqual(
      expect.arrayContaining([
        "/blog/zawiya-publie",
        `/boutique/${inStock}`,
        `/boutique/${soldOut}`,
        `/projets/${active}`,
        `/projets/${completed}`,
      ]),
    );
    expect(hits.filter((hit) => hit.kind === "speech").map((hit) => text(hit.title))).toEqual([
      "La Zawiya, maison de prière",
    ]);
    expect(hits.map((hit) => text(hit.title)).join(" ")).not.toMatch(
      /brouillon|archive|annonce|non publié|préparation|caché/,
    );
  });

  it("classe d'abord ce qui a le mot dans son titre", async () => {
    await addProduct("Coffret cadeau", "active", "Avec un chapelet, un livre et un tapis.");
    await addProduct("Chapelet en bois d'olivier");
    await addPage("/boutique-info", "La boutique", "<p>Chapelets, livres et parfums.</p>");
    const { hits } = await search("chapelet");
    expect(hits.map((hit) => text(hit.title))).toEqual([
      "Chapelet en bois d'olivier",
      expect.any(String),
      expect.any(String),
    ]);
  });

  it("montre un extrait du texte, sans balises, le mot surligné, et rien d'autre en HTML", async () => {
    await addPage(
      "/gamou",
      "<script>alert(1)</script> Le Gamou",
      "<h2>Programme</h2><p>Le <strong>Gamou</strong> &amp; la <em>Burda</em> : veillée &lt;jusqu'à l'aube&gt;.</p>",
    );
    const [hit] = (await search("gamou")).hits;
    expect(text(hit.excerpt)).toBe("Programme Le Gamou & la Burda : veillée <jusqu'à l'aube>.");
    expect(marked(hit.excerpt)).toEqual(["Gamou"]);
    expect(text(hit.title)).toBe("<script>alert(1)</script> Le Gamou");

    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(SearchHitCard, { hit })),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;jusqu&#x27;à l&#x27;aube&gt;");
    expect(html.match(/<mark\b[^>]*>[^<]*<\/mark>/g)).toEqual([
      expect.stringMatching(/>Gamou<\/mark>$/),
      expect.stringMatching(/>Gamou<\/mark>$/),
    ]);
    expect(html).toContain(">Page<");
    expect(html).toContain('href="/gamou"');
  });

  it("marque d'un « … » le texte coupé avant ou après l'extrait", async () => {
    const long = Array.from({ length: 60 }, (_, i) => `mot${i}`).join(" ");
    await addPage("/long", "Un long texte", `<p>${long} Muhammad ${long}.</p>`);
    const [hit] = (await search("muhammad")).hits;
    expect(text(hit.excerpt)).toMatch(/^… .*Muhammad.* …$/);
    await addPage("/court", "Court", "<p>Le Prophète Muhammad.</p>");
    const short = (await search("prophète")).hits[0];
    expect(text(short.excerpt)).toBe("Le Prophète Muhammad.");
  });

  it("répartit les résultats en pages de dix", async () => {
    for (let i = 1; i <= 25; i++) await addProduct(`Recueil de poèmes n° ${i}`);
    const first = await search("poème");
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 3, first: 1 });
    expect(first.hits).toHaveLength(10);
    const last = await search("poème", 3);
    expect(last).toMatchObject({ page: 3, first: 21 });
    expect(last.hits).toHaveLength(5);
    // Every match once across the pages; a page past the end gives the last one.
    const all = [...first.hits, ...(await search("poème", 2)).hits, ...last.hits];
    expect(new Set(urls(all)).size).toBe(25);
    expect((await search("poème", 99)).page).toBe(3);
  });
});

describe("ce qu'un bénévole enregistre", () => {
  it("un article ajouté, renommé puis supprimé est trouvé, puis plus", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const { post, toast } = routeAt(
      "http://localhost/admin/blog",
      { action: blogAction },
      { multipart: true, toast: ["title"] },
    );
    const article = {
      title: "Retraite spirituelle à La Baie",
      slug: "",
      excerpt: "Trois jours de recueillement.",
      content: "<p>Méditation et prière au bord du fjord.</p>",
      author: "Awa Ndiaye",
      category: "Événements",
      tags: "",
      publishedAt: "2025-04-01T10:30",
      status: "published",
      imageFile: await pngFile("image.png"),
      imageUrl: "",
    };
    expect(toast(await post(cookie, { intent: "create", ...article }))).toEqual({
      title: "Article ajouté",
    });
    expect(urls((await search("meditations fjord")).hits)).toEqual([
      "/blog/retraite-spirituelle-a-la-baie",
    ]);

    const [{ id }] = await database.db.select({ id: blogPosts.id }).from(blogPosts);
    toast(
      await post(cookie, {
        intent: "update",
        id: String(id),
        ...article,
        title: "Séjour au Lac-Saint-Jean",
        imageFile: undefined,
        imageUrl: undefined,
      }),
    );
    expect((await search("retraite")).total).toBe(0);
    expect(urls((await search("sejour")).hits)).toEqual(["/blog/retraite-spirituelle-a-la-baie"]);

    toast(
      await post(cookie, {
        intent: "update",
        id: String(id),
        ...article,
        title: "Séjour au Lac-Saint-Jean",
        status: "draft",
        imageFile: undefined,
        imageUrl: undefined,
      }),
    );
    expect((await search("sejour")).total + (await search("retraite")).total).toBe(0);

    toast(await post(cookie, { intent: "delete", id: String(id) }));
    expect((await search("fjord")).total).toBe(0);
  });

  it("un produit ajouté, caché puis supprimé est trouvé, puis plus", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const { post, toast } = routeAt(
      "http://localhost/admin/boutique",
      { action: shopAction },
      { multipart: true, toast: ["title"] },
    );
    const product = {
      name: "Encensoir en laiton",
      priceCents: "34,50",
      category: "decoration",
      stock: "4",
      status: "active",
      description: "Pour le bakhour des grandes fêtes.",
      imageFile: await pngFile("produit.png"),
      imageUrl: "",
    };
    toast(await post(cookie, { intent: "create-product", ...product }));
    const [{ id }] = await database.db.select({ id: products.id }).from(products);
    expect(urls((await search("encensoirs")).hits)).toEqual([`/boutique/${id}`]);

    const fields = { ...product, imageFile: undefined, imageUrl: undefined };
    toast(
      await post(cookie, { intent: "update-product", id: String(id), ...fields, status: "hidden" }),
    );
    expect((await search("encensoir")).total).toBe(0);

    toast(await post(cookie, { intent: "update-product", id: String(id), ...fields }));
    expect((await search("fetes")).total).toBe(1);
    toast(await post(cookie, { intent: "delete-product", id: String(id) }));
    expect((await search("encensoir")).total).toBe(0);
  });
});

describe("la page /recherche", () => {
  it("sans mots, ne cherche rien ; avec des mots, garde la recherche et ne se fait pas indexer", async () => {
    expect(await visit("")).toMatchObject({ q: "", results: null });
    expect(await visit("?q=%20%20")).toMatchObject({ q: "", results: null });
    await addEvent("gamou-2026", "Gamou 2026");
    const data = await visit("?q=++Gamou+");
    expect(data).toMatchObject({ q: "Gamou", results: { total: 1 } });
    expect(data.seo.title).toMatch(/^Recherche : Gamou \| /);
    expect(meta({ data } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("une saisie étrange ne donne jamais d'erreur, seulement aucun résultat", async () => {
    await addPage("/a-propos", "À propos", "<p>La fondation.</p>");
    for (const q of [
      "%00gamou",
      "%27%22%3B%20drop%20table%20pages%3B--",
      "%26%7C!()%3A*%5C",
      "le%20la%20les%20de",
      "-",
      '"',
      "%F0%9F%95%8C",
      "a".repeat(5_000),
      "or or or",
    ]) {
      const data = await visit(`?q=${q}&page=-3`);
      expect(data.results?.total ?? 0, q).toBe(0);
      expect(data.q.length, q).toBeLessThanOrEqual(200);
    }
    expect((await visit("?q=fondation&page=abc")).results).toMatchObject({ total: 1, page: 1 });
  });
});
