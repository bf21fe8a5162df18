/**
 * Issue 15, items 2, 3 and 5 against the production server with the sample content: the feeds
 * (advertised in <head>, linked from their pages, read back by rss-parser and ical.js, and with
 * their media type again when the page cache serves them), the JSON-LD of the pages (parsed from
 * the HTML, no Content-Security-Policy violation), and /horaires-priere in Chromium (today, the
 * month, its navigation, axe, and what printing keeps).
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  describeE2E,
  expectNoAxeViolations,
  type IsolatedContext,
  waitForHydration,
} from "../helpers/browser";
import { E2E_ADMIN_ENV, expectToast } from "../helpers/admin-browser";
import { siteInBrowser } from "../helpers/site-in-browser";

const site = siteInBrowser({ env: E2E_ADMIN_ENV });
const { sessions } = site;

// The feeds read back, the <head> links and the JSON-LD: tests/integration/feeds-in-pages.test.ts.
describe("flux servis par le cache des pages (sans navigateur)", () => {
  it("chaque flux garde son type quand le cache de server.js le sert une seconde fois", async () => {
    const types = {
      "/blog/rss.xml": "application/rss+xml; charset=utf-8",
      "/discours/podcast.xml": "application/rss+xml; charset=utf-8",
      "/evenements/calendrier.ics": "text/calendar; charset=utf-8",
    };
    for (const [path, type] of Object.entries(types)) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${site.server.url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type"), path).toBe(type);
        expect(await response.text(), path).toMatch(/^(<\?xml|BEGIN:VCALENDAR)/);
      }
    }
  });
});

describeE2E("horaires de prière et liens des flux dans Chromium", () => {
  // One visitor's context for the public pages: its policy violations add up across the tests.
  let isolated: IsolatedContext;
  beforeAll(async () => {
    isolated = (await sessions.open()).context;
  });

  it("/horaires-priere montre aujourd'hui et le mois, change de mois, sans violation", async () => {
    const page = await isolated.newPage();
    await page.goto(`${site.server.url}/horaires-priere`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Horaires de prière");
    const today = page.getByRole("region", { name: /^Aujourd'hui/ });
    for (const name of ["Fajr", "Lever du soleil", "Dhouhr", "Asr", "Maghrib", "Icha"]) {
      await expect.poll(() => today.getByText(name, { exact: true }).count()).toBe(1);
    }
    expect(await today.locator("dd").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d{2} h \d{2}$/)]),
    );
    const table = page.getByRole("table");
    const rows = await table.locator("tbody tr").count();
    expect(rows).toBeGreaterThanOrEqual(28);
    expect(await table.locator('tbody tr[aria-current="date"]').count()).toBe(1);
    await expectNoAxeViolations(page);

    const heading = await page.locator("#mois-titre").textContent();
    await page.getByRole("link", { name: "Mois suivant" }).click();
    await page.waitForURL((url) => url.searchParams.has("mois"));
    await expect.poll(() => page.locator("#mois-titre").textContent()).not.toBe(heading);
    // Another month: today is not in it.
    expect(await table.locator('tbody tr[aria-current="date"]').count()).toBe(0);
    expect(isolated.cspViolations).toEqual([]);
    await page.close();
  });

  it("imprimer le mois garde le tableau seul", async () => {
    const page = await isolated.newPage();
    await page.goto(`${site.server.url}/horaires-priere`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("button", { name: "Imprimer le mois" }).isVisible())
      .toBe(true);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("table").isVisible()).toBe(true);
    expect(await page.getByRole("banner").first().isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").first().isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Mois suivant" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Imprimer le mois" }).isVisible()).toBe(false);
    await page.close();
  });

  it("l'accueil montre les horaires du jour et mène au mois; les pages mènent à leurs flux", async () => {
    const page = await isolated.newPage();
    await page.goto(`${site.server.url}/`);
    await waitForHydration(page);
    const block = page.getByRole("region", { name: "Horaires de prière du jour" });
    await expect.poll(() => block.locator("dd").count()).toBe(6);
    await block.getByRole("link", { name: "Horaires du mois" }).click();
    await page.waitForURL((url) => url.pathname === "/horaires-priere");

    await page.goto(`${site.server.url}/blog`);
    expect(
      await page.getByRole("link", { name: "S'abonner au fil RSS du blog" }).getAttribute("href"),
    ).toBe("/blog/rss.xml");
    await page.goto(`${site.server.url}/discours`);
    expect(
      await page
        .getByRole("link", { name: "S'abonner au balado des discours" })
        .getAttribute("href"),
    ).toBe("/discours/podcast.xml");
    await page.goto(`${site.server.url}/evenements`);
    const subscribe = page.getByRole("link", { name: "S'abonner au calendrier des événements" });
    expect(await subscribe.getAttribute("href")).toMatch(
      /^webcal:\/\/.+\/evenements\/calendrier\.ics$/,
    );
    await expectNoAxeViolations(page);
    // JSON-LD and alternate links raise no policy violation on any page visited.
    await page.goto(`${site.server.url}/evenements/gamou-annuel-de-chicoutimi`);
    await waitForHydration(page);
    expect(isolated.cspViolations).toEqual([]);
    await page.close();
  });

  it("Paramètres › Prière change la méthode et l'école d'Asr que la page annonce", async () => {
    const { page, context } = await sessions.signIn("/admin/settings?onglet=priere");
    await waitForHydration(page);
    const method = page.getByLabel("Méthode de calcul");
    expect(await method.inputValue()).toBe("NorthAmerica");
    await method.selectOption("MuslimWorldLeague");
    await page.getByLabel("École pour l'heure d'Asr").selectOption("hanafi");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Paramètres mis à jour");
    expect(await page.getByLabel("Méthode de calcul").inputValue()).toBe("MuslimWorldLeague");

    // A visitor without cookie may get the page cache's copy for a few seconds.
    await expect
      .poll(async () => (await fetch(`${site.server.url}/horaires-priere`)).text(), {
        timeout: 15_000,
      })
      .toContain("Ligue islamique mondiale");
    const html = await (await fetch(`${site.server.url}/horaires-priere`)).text();
    expect(html).toContain("Hanafite");
    expect(context.cspViolations).toEqual([]);
  });
});
