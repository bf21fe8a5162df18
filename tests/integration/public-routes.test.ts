/**
 * Every public page, as search engines and visitors without JavaScript get it: each URL of the
 * sitemap (every route of spec public-site.md §2.1 and every item's detail page) answers 200 with
 * its own title, description, canonical URL and Open Graph tags, and no amount in euros; unknown
 * ids answer 404. The site's answers are made in this process (tests/helpers/site-request.ts) on
 * the sample content (moved from tests/e2e/public-routes.e2e.ts: no browser was involved).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setupSampleSite, SITE_ORIGIN, siteRequest, siteText } from "../helpers/site-request";

setupSampleSite();

let paths: string[];

beforeAll(async () => {
  const { text } = await siteText("/sitemap.xml");
  paths = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
});

const ROUTE_TABLE = [
  "/",
  "/projets",
  "/boutique",
  "/galerie",
  "/don",
  "/comites",
  "/bureau",
  "/discours",
  "/personnel",
  "/projets-list",
  "/evenements",
  "/coran-hadith",
  "/tidjaniya",
  "/sope-naby",
  "/demande-evenements",
  "/blog",
  // Linked by the prototype without a route.
  "/about",
  "/oustaz",
  "/contact",
  // Issue 15: prayer times.
  "/horaires-priere",
];

const DETAIL_KINDS = ["projets", "boutique", "blog", "evenements", "sope-naby", "discours"];

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

describe("pages publiques", () => {
  it("le plan du site annonce chaque route et au moins une page de détail de chaque sorte", () => {
    for (const path of ROUTE_TABLE) expect(paths).toContain(path);
    for (const kind of DETAIL_KINDS) {
      expect(
        paths.some((path) => path.startsWith(`/${kind}/`)),
        kind,
      ).toBe(true);
    }
  });

  it("chaque page répond 200 en HTML fr-CA avec son titre, sa description, son URL canonique, sans euro", async () => {
    const titles = new Map<string, string>();
    for (const path of paths) {
      const { status, headers, text: html } = await siteText(path);
      expect(status, path).toBe(200);
      expect(headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(html, path).toMatch(/<html[^>]*\slang="fr-CA"/);
      expect(html, path).not.toContain("€");
      expect(html.match(/<h1[\s>]/g)?.length, `${path} : un seul h1`).toBe(1);
      const title = attribute(html, /<title>([^<]+)<\/title>/);
      expect(title, path).toBeTruthy();
      expect(attribute(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(
        `${SITE_ORIGIN}${path}`,
      );
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
      titles.set(path, title!);
    }
    // Each page has its own title (search results must tell them apart).
    expect(new Set(titles.values()).size).toBe(titles.size);
    // Some forty pages rendered one after the other: seconds on a busy machine.
  }, 120_000);

  it("un identifiant inconnu ou mal formé répond 404", async () => {
    const unknown = [
      "/projets/999999",
      "/projets/abc",
      "/boutique/999999",
      "/boutique/0",
      "/blog/article-qui-n-existe-pas",
      "/evenements/evenement-qui-n-existe-pas",
      "/evenements/evenement-qui-n-existe-pas/agenda.ics",
      "/sope-naby/999999",
      "/discours/999999",
      "/page-inexistante",
    ];
    for (const path of unknown) {
      const response = await siteRequest(path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(404);
    }
  });

  // Moved from tests/e2e/home.e2e.ts: no browser was involved.
  it("l'accueil porte le slogan; une adresse inconnue répond la page introuvable en fr-CA", async () => {
    const { text: home } = await siteText("/");
    expect(home).toContain("Propager la lumière de la Tidjaniya");
    const { status, text: missing } = await siteText("/une-page-inexistante");
    expect(status).toBe(404);
    expect(missing).toMatch(/<html[^>]*\slang="fr-CA"/);
    expect(missing).toMatch(/La page que vous recherchez n(['’]|&#x27;|&#39;)existe pas/);
    expect(missing).toContain("/une-page-inexistante");
  });

  // Moved from tests/e2e/public-shop.e2e.ts: no browser was involved.
  it("/boutique cherche sur le serveur et montre ses prix en dollars; /panier n'est pas indexé", async () => {
    const { status, text: shop } = await siteText("/boutique?q=coran");
    expect(status).toBe(200);
    expect(shop).toContain("Coran bilingue arabe-français");
    expect(shop).toContain("25,00");
    expect(shop).not.toContain("Bonnet de prière (kufi) brodé");
    const { text: cart } = await siteText("/panier");
    expect(cart).toMatch(/<meta name="robots" content="noindex"/);
  });

  it("/cart mène au panier et robots.txt écarte le back-office", async () => {
    const cart = await siteRequest("/cart");
    expect(cart.status).toBe(301);
    expect(cart.headers.get("location")).toBe("/panier");
    const { text: robots } = await siteText("/robots.txt");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });
});
