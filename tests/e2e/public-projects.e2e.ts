/**
 * The public project pages in Debian's Chromium against the production server: /projets (filter,
 * 'Soutenir', 'Détails'), /projets-list and /projets/{id}, axe on each template.
 * Spec: public-site.md §2.6.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { visible } from "../helpers/page-checks";
import { siteInBrowser } from "../helpers/site-in-browser";

const site = siteInBrowser();

describe("projets sans navigateur", () => {
  it("un identifiant de projet inconnu ou mal formé répond 404 avec « Projet introuvable »", async () => {
    for (const id of ["99999", "abc"]) {
      const response = await fetch(`${site.server.url}/projets/${id}`);
      expect(response.status, id).toBe(404);
      const html = await response.text();
      expect(html).toContain("Projet introuvable");
      expect(html).toContain('href="/projets"');
    }
  });

  it("le filtre fonctionne sans JavaScript et une catégorie inconnue montre tous les projets", async () => {
    const all = await (await fetch(`${site.server.url}/projets`)).text();
    const unknown = await (await fetch(`${site.server.url}/projets?categorie=inconnue`)).text();
    const culture = await (await fetch(`${site.server.url}/projets?categorie=culture`)).text();
    expect(all).toContain("Bibliothèque islamique");
    expect(unknown).toContain("Bibliothèque islamique");
    expect(culture).not.toContain("Bibliothèque islamique");
    expect(culture).toContain("Festival des cultures et des qasidas");
    expect(all, "les montants sont en dollars canadiens").not.toContain("€");
  });
});

describeE2E("projets dans Chromium", () => {
  /** `path` in a fresh, internet-less context, answered 200 and hydrated. */
  const open = (path: string) =>
    site.sessions.visitOk(path, { viewport: { width: 1280, height: 800 } });

  /** The titles (h3) of the cards of 'Autres Projets'. */
  function cardTitles(page: Page): Promise<string[]> {
    return page
      .getByRole("region", { name: "Autres Projets" })
      .getByRole("listitem")
      .getByRole("heading", { level: 3 })
      .allInnerTexts();
  }

  /** One h1 and no axe violation (WCAG 2.1 AA), on the page as its journey reached it. */
  async function expectAccessible(page: Page) {
    expect(await page.getByRole("heading", { level: 1 }).count(), page.url()).toBe(1);
    await expectNoAxeViolations(page);
  }

  it("/projets : le filtre Éducation ne garde que les projets d'éducation ; axe", async () => {
    const page = await open("/projets");
    await visible(page.getByRole("heading", { level: 1 }));
    await expectAccessible(page);
    await visible(page.getByRole("heading", { name: "Construction de la Zawiya de Chicoutimi" }));
    const before = await cardTitles(page);
    expect(before).toContain("Aide aux familles");
    expect(before).toContain("Bibliothèque islamique");

    const filters = page.getByRole("navigation", { name: "Catégories de projets" });
    await filters.getByRole("link", { name: "Éducation", exact: true }).click();
    await page.waitForURL(/\?categorie=education$/);
    await expect
      .poll(() => cardTitles(page))
      .toEqual(["Bibliothèque islamique", "École coranique de fin de semaine"]);
    expect(
      await filters
        .getByRole("link", { name: "Éducation", exact: true })
        .getAttribute("aria-current"),
    ).toBe("page");

    await filters.getByRole("link", { name: "Tous", exact: true }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(before.length);
  });

  it("/projets : « Soutenir » ouvre la fenêtre de don", async () => {
    const page = await open("/projets");
    const support = page.getByRole("button", { name: "Soutenir : Aide aux familles" });
    await support.click();
    const dialog = page.getByRole("dialog", { name: /Mille Merci\s*!\s*$/ });
    await visible(dialog);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("/projets : « Détails » ouvre la page du projet ; axe sur celle-ci", async () => {
    const page = await open("/projets");
    await page.getByRole("link", { name: "Détails : Bibliothèque islamique" }).click();
    await page.waitForURL(/\/projets\/\d+$/);
    await visible(page.getByRole("heading", { level: 1, name: "Bibliothèque islamique" }));
    const give = page.getByRole("link", { name: "Faire un don à ce projet" });
    const id = new URL(page.url()).pathname.split("/").pop();
    expect(await give.getAttribute("href")).toBe(`/don?projet=${id}`);
    await expectAccessible(page);
  });

  it("/projets-list montre chaque projet avec son statut (axe) et mène à sa page", async () => {
    const page = await open("/projets-list");
    const cards = page.getByRole("main").getByRole("listitem");
    await visible(cards.first());
    expect(await cards.count()).toBe(7);
    const text = await page.getByRole("main").innerText();
    for (const label of ["En cours", "Permanent", "À venir", "Terminé", "Projet permanent"]) {
      expect(text, label).toContain(label);
    }
    expect(text).toMatch(/Jusqu'au \d{1,2} \p{L}+ \d{4}/u);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Fonctionnement de la fondation", exact: true }).click();
    await page.waitForURL(/\/projets\/\d+$/);
    await visible(page.getByRole("heading", { level: 1, name: "Fonctionnement de la fondation" }));
  });
});
