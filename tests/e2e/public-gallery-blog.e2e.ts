/**
 * /galerie, /blog and /blog/{slug} in Debian's Chromium against the production server.
 * Spec: public-site.md §2.8, §2.9, §4, §8, §9; DESIGN.md (WCAG 2.1 AA, server-side lists).
 *
 * The database is prepared before the server starts: the sample content (placeholder pictures,
 * which is quicker) plus one more "Prières" article, so the first article has a similar one.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { blogPosts } from "#db/schema";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { hidden, isFocused } from "../helpers/page-checks";
import { seededSiteInBrowser } from "../helpers/server-database";

const FATIHI = "salat-al-fatihi-une-priere-sur-le-prophete";
const SIMILAR = {
  slug: "les-invocations-du-matin",
  title: "Les invocations du matin",
  excerpt: "Commencer la journée par le souvenir de Dieu.",
  content: "<p>Quelques invocations à réciter après la prière de l'aube.</p>",
  author: "Oustaz Alioune Badara Thiam",
  category: "Prières",
  status: "published",
  publishedAt: new Date(Date.now() - 40 * 86_400_000),
  readTimeMinutes: 3,
};

const site = seededSiteInBrowser((db) =>
  db.insert(blogPosts).values(SIMILAR).onConflictDoNothing(),
);

describe("rendu serveur (sans JavaScript)", () => {
  it("la galerie filtre et cherche côté serveur", async () => {
    const html = await (
      await fetch(`${site.server.url}/galerie?categorie=conferences&q=sira`)
    ).text();
    expect(html).toContain("Galerie Photos");
    expect(html).toContain("Conférence sur la vie du Prophète");
    expect(html).not.toContain("Table ronde sur la Tidjaniya");
    expect(html).not.toContain("Gamou 2023");
    // Before JavaScript runs, a card is a link to the photo's large image.
    expect(html).toMatch(/<a href="\/placeholder\.svg" class="group /);
  });

  it("un article inconnu répond 404 « Article non trouvé » avec le retour au blog; un ancien lien numérique redirige (301)", async () => {
    const missing = await fetch(`${site.server.url}/blog/article-inexistant`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toMatch(/<h1[^>]*>Article non trouvé<\/h1>/);
    expect(html).toMatch(/Cet article n(&#x27;|')existe pas/);
    expect(html).toMatch(/<a [^>]*href="\/blog"[^>]*>(?:(?!<\/a>)[\s\S])*Retour au blog/);
    const old = await fetch(`${site.server.url}/blog/1`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });
});

describeE2E("galerie et blog dans Chromium", () => {
  const open = (pathname: string) =>
    site.sessions.load(pathname, { viewport: { width: 1280, height: 800 } });

  describe("galerie", () => {
    it("recherche, onglet et message vide", async () => {
      const { page } = await open("/galerie");
      await expect.poll(() => page.locator("main li button").count()).toBe(10);

      const tabs = page.getByRole("navigation", { name: "Catégories de photos" });
      await tabs.getByRole("link", { name: "Éducation", exact: true }).click();
      await page.waitForURL(/categorie=education/);
      await expect
        .poll(() => photoTitles(page))
        .toEqual(["Fin d'année de l'école coranique", "Cours d'arabe pour les enfants"]);

      // The search stays inside the active tab.
      await page.getByRole("searchbox", { name: "Rechercher des photos" }).fill("ENFANTS");
      await page.getByRole("button", { name: "Rechercher", exact: true }).click();
      await page.waitForURL(/q=ENFANTS/);
      expect(page.url()).toContain("categorie=education");
      await expect.poll(() => photoTitles(page)).toEqual(["Cours d'arabe pour les enfants"]);

      await tabs.getByRole("link", { name: "Solidarité", exact: true }).click();
      await page.waitForURL(/categorie=solidarite/);
      await visible(page.getByText("Aucune photo trouvée", { exact: true }));
      expect(await photoTitles(page)).toEqual([]);
    });

    it("la fenêtre de détail s'ouvre, les flèches changent de photo, Échap rend le focus", async () => {
      const { page } = await open("/galerie");
      await expectNoAxeViolations(page);

      const first = page.getByRole("button", { name: /Fin d'année de l'école coranique/ });
      await first.click();
      const dialog = page.getByRole("dialog");
      await visible(dialog);
      await visible(dialog.getByRole("heading", { name: "Fin d'année de l'école coranique" }));
      await visible(dialog.getByText("8 juin 2024"));
      await visible(dialog.getByText("Éducation", { exact: true }));
      await visible(dialog.getByRole("button", { name: "Photo précédente" }));
      await expectNoAxeViolations(page);

      await page.keyboard.press("ArrowRight");
      const next = "Table ronde sur la Tidjaniya en Afrique de l'Ouest";
      await visible(dialog.getByRole("heading", { name: next }));
      await page.keyboard.press("ArrowLeft");
      await visible(dialog.getByRole("heading", { name: "Fin d'année de l'école coranique" }));
      await dialog.getByRole("button", { name: "Photo suivante" }).click();
      await visible(dialog.getByRole("heading", { name: next }));

      await page.keyboard.press("Escape");
      await hidden(dialog);
      // Focus goes back to the card of the photo shown last.
      const card = page.getByRole("button", { name: new RegExp(next) });
      await expect.poll(() => isFocused(card)).toBe(true);
    });
  });

  describe("blog", () => {
    it("recherche, bouton de catégorie et réinitialisation", async () => {
      const { page } = await open("/blog");
      await expect.poll(() => articleTitles(page).then((t) => t.length)).toBe(6);
      await expectNoAxeViolations(page);

      await page.getByRole("searchbox", { name: "Rechercher des articles" }).fill("imam moussa");
      await page.getByRole("button", { name: "Rechercher", exact: true }).click();
      await page.waitForURL(/q=imam/);
      await expect
        .poll(() => articleTitles(page))
        .toEqual([
          "Jeûner au Saguenay : conseils pour un Ramadan serein",
          "La patience, lumière du croyant",
        ]);

      const categories = page.getByRole("navigation", { name: "Catégories d'articles" });
      await categories.getByRole("link", { name: "Vertus", exact: true }).click();
      await page.waitForURL(/category=Vertus/);
      await expect.poll(() => articleTitles(page)).toEqual(["La patience, lumière du croyant"]);

      await categories.getByRole("link", { name: "Prières", exact: true }).click();
      await visible(page.getByText("Aucun article trouvé pour votre recherche.", { exact: true }));
      await page.getByRole("link", { name: "Réinitialiser les filtres" }).click();
      await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
      await expect.poll(() => articleTitles(page).then((t) => t.length)).toBe(6);
      const all = categories.getByRole("link", { name: "Tous les articles", exact: true });
      expect(await all.getAttribute("aria-current")).toBe("page");
    });

    it("page d'article, article similaire, lien de catégorie et retour", async () => {
      const { page } = await open("/blog");
      await page.getByRole("link", { name: "Salat al-Fatihi, une prière sur le Prophète" }).click();
      await page.waitForURL(`**/blog/${FATIHI}`);
      await visible(
        page.getByRole("heading", {
          level: 1,
          name: "Salat al-Fatihi, une prière sur le Prophète",
        }),
      );
      await visible(page.getByText("5 min de lecture"));
      await visible(page.getByRole("heading", { level: 2, name: "Le sens de la prière" }));
      await expectNoAxeViolations(page);

      const similar = page.getByRole("region", { name: "Articles similaires" });
      expect(await similar.getByRole("article").count()).toBe(1);
      await similar.getByRole("link", { name: SIMILAR.title }).click();
      await page.waitForURL(`**/blog/${SIMILAR.slug}`);
      await visible(page.getByRole("heading", { level: 1, name: SIMILAR.title }));

      const categoryLink = page.getByRole("link", { name: "Catégorie : Prières" });
      expect(await categoryLink.getAttribute("href")).toBe("/blog?category=Pri%C3%A8res");

      await page.getByRole("link", { name: "Retour au blog" }).click();
      await page.waitForURL((url) => url.pathname === "/blog");
      await visible(page.getByRole("heading", { level: 1, name: "Blog" }));
    });
  });
});

async function photoTitles(page: Page): Promise<string[]> {
  return page
    .locator("main ul.grid > li")
    .evaluateAll((items) =>
      items.map((item) => item.querySelector("span.text-primary")?.textContent ?? ""),
    );
}

async function articleTitles(page: Page): Promise<string[]> {
  return page.locator("main article h2").allTextContents();
}

async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: "visible", timeout });
}
