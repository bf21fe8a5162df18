/**
 * The site search (decision 0030) in Debian's Chromium against the production server: the
 * header's search box with and without JavaScript, on a wide screen and in the mobile menu; the
 * results page (French kinds, highlighted words, accents ignored, count, pages, empty state),
 * axe-clean; what the server sends (noindex, highlights as <mark> only).
 *
 * The database is prepared before the server starts: the sample content (placeholder pictures)
 * plus an unaccented event, a hidden product and twelve rosaries for a second page of results.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { events, products } from "#db/schema";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { visible } from "../helpers/page-checks";
import { seededSiteInBrowser } from "../helpers/server-database";

const site = seededSiteInBrowser(async (db) => {
  await db
    .insert(events)
    .values({
      slug: "soiree-des-evenements-du-fjord",
      title: "Soiree des evenements du fjord",
      description: "Une soiree pour presenter les evenements de l'hiver a La Baie.",
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      location: "La Baie",
      category: "community",
    })
    .onConflictDoNothing();
  await db.insert(products).values([
    {
      name: "Évènement secret : produit caché",
      priceCents: 1_000,
      category: "autres",
      status: "hidden",
    },
    ...Array.from({ length: 12 }, (_, i) => ({
      name: `Chapelet de bois n° ${i + 1}`,
      description: "Un chapelet de 99 grains, tourné à la main.",
      priceCents: 1_500,
      category: "accessoires",
      stock: 5,
    })),
  ]);
});

describe("rendu serveur (sans JavaScript)", () => {
  it("trouve sans les accents, surligne avec <mark> seulement et demande de ne pas indexer", async () => {
    const response = await fetch(
      `${site.server.url}/recherche?q=${encodeURIComponent("évènement")}`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/evenements/soiree-des-evenements-du-fjord"');
    expect(html).toMatch(/<mark[^>]*>evenements<\/mark>/);
    expect(html).toContain("Événement");
    expect(html).not.toContain("produit caché");
    // The query stays in the field, as typed.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="évènement"/);
  });

  it("une saisie étrange répond une page, jamais une erreur", async () => {
    for (const q of [
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "%22",
      "-",
      "!()%3A*",
      "a".repeat(3_000),
    ]) {
      const response = await fetch(`${site.server.url}/recherche?q=${q}&page=zzz`);
      expect(response.status, q).toBe(200);
      expect(await response.text(), q).not.toContain("<script>alert");
    }
    // A NUL in the address is refused by the server's guard, in French, before any search.
    const nul = await fetch(`${site.server.url}/recherche?q=%00`);
    expect(nul.status).toBe(400);
  });
});

describeE2E("la recherche dans Chromium", () => {
  async function open(
    pathname: string,
    { width = 1280, height = 800, javaScript = true } = {},
  ): Promise<Page> {
    const options = { viewport: { width, height }, javaScriptEnabled: javaScript };
    return (await site.sessions.load(pathname, options)).page;
  }

  const headerSearch = (page: Page) =>
    page
      .getByRole("search", { name: "Recherche sur le site" })
      .filter({ visible: true })
      .getByRole("searchbox", { name: "Rechercher sur le site" });
  const resultTitles = (page: Page) => page.locator("main ol h2").allInnerTexts();
  /** Wide screens: the search button of the header opens its form. */
  const openHeaderSearch = (page: Page) =>
    page.locator("header summary", { hasText: "Recherche" }).click();

  it("sans JavaScript, la boîte de l'en-tête mène aux résultats, surlignés, avec leur type", async () => {
    const page = await open("/blog", { javaScript: false });
    expect(await headerSearch(page).count()).toBe(0);
    await openHeaderSearch(page);
    await headerSearch(page).fill("EVENEMENT fjord");
    await headerSearch(page).press("Enter");
    await page.waitForURL(/\/recherche\?q=EVENEMENT\+fjord/);
    expect(await resultTitles(page)).toEqual(["Soiree des evenements du fjord"]);
    await visible(page.getByText("1 résultat pour « EVENEMENT fjord »"));
    const hit = page.locator("main ol li").first();
    await visible(hit.getByText("Événement", { exact: true }));
    expect(await hit.locator("mark").allInnerTexts()).toEqual(
      expect.arrayContaining(["evenements", "fjord"]),
    );
    // The words searched stay in the boxes.
    await openHeaderSearch(page);
    expect(await headerSearch(page).inputValue()).toBe("EVENEMENT fjord");
    expect(
      await page
        .getByRole("main")
        .getByRole("searchbox", { name: "Rechercher sur le site" })
        .inputValue(),
    ).toBe("EVENEMENT fjord");
    await page.keyboard.press("Escape");
    await hit.getByRole("link").click();
    await page.waitForURL("**/evenements/soiree-des-evenements-du-fjord");
  });

  it("avec JavaScript : pages de résultats, message vide, et aucune violation axe", async () => {
    const page = await open("/");
    await openHeaderSearch(page);
    // The field has the focus as soon as it opens; Escape closes it, focus back on the button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("q");
    await page.keyboard.press("Escape");
    expect(await headerSearch(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await page.keyboard.press("Enter");
    await headerSearch(page).fill("chapelets");
    await headerSearch(page).press("Enter");
    await page.waitForURL(/q=chapelets/);
    await visible(page.getByText(/^1[3-9] résultats pour « chapelets »$/));
    await expect.poll(() => resultTitles(page).then((titles) => titles.length)).toBe(10);
    await expectNoAxeViolations(page);

    const pager = page.getByRole("navigation", { name: "Pagination" });
    await visible(pager.getByText("Page 1 sur 2"));
    await pager.getByRole("link", { name: "Page suivante" }).click();
    await page.waitForURL(/page=2/);
    await visible(pager.getByText("Page 2 sur 2"));
    expect((await resultTitles(page)).length).toBeGreaterThanOrEqual(3);

    const field = page.getByRole("main").getByRole("searchbox", { name: "Rechercher sur le site" });
    await field.fill("ordinateur portable");
    await field.press("Enter");
    await page.waitForURL(/q=ordinateur/);
    await visible(
      page.getByText(
        "Aucun résultat pour « ordinateur portable ». Vérifiez l’orthographe ou essayez d’autres mots.",
      ),
    );
    await expectNoAxeViolations(page);
  });

  it("sur un téléphone, la recherche est en tête du menu", async () => {
    const page = await open("/", { width: 390, height: 844 });
    expect(await headerSearch(page).count()).toBe(0);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await headerSearch(page).fill("tabaski");
    await headerSearch(page).press("Enter");
    await page.waitForURL(/\/recherche\?q=tabaski/);
    // The menu closed on its way to the results.
    await visible(page.getByRole("button", { name: "Ouvrir le menu" }));
    expect(await headerSearch(page).count()).toBe(0);
    await expect.poll(() => resultTitles(page).then((titles) => titles.length)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("l'en-tête garde son bouton de recherche sans déborder, de 1024 à 1440 pixels", async () => {
    for (const width of [1024, 1280, 1440]) {
      const page = await open("/", { width });
      await openHeaderSearch(page);
      await visible(headerSearch(page));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${width}px`).toBe(0);
      await expectNoAxeViolations(page);
    }
  });
});
