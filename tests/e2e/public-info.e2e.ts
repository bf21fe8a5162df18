/**
 * The read-only information pages /comites, /bureau, /personnel, /discours and /discours/{id}
 * (spec public-site.md §2.13) in Debian's Chromium against the production server: content from
 * the seeded database, tabs that filter on the server, no editing controls, and axe (WCAG 2.1 AA).
 * Their HTML without JavaScript (titles, links, tabs, 404): tests/integration/public-info-pages.test.ts.
 */
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { siteInBrowser } from "../helpers/site-in-browser";

const EDITING_CONTROL = /^(Ajouter|Modifier|Supprimer|Enregistrer|Nouveau|Nouvelle)\b/i;

const site = siteInBrowser();

describeE2E("pages d'information dans Chromium", () => {
  /** `path` in a fresh, internet-less context, answered 200 and hydrated. */
  const open = (path: string) =>
    site.sessions.visitOk(path, { viewport: { width: 1280, height: 800 } });

  /** One h1 with the title, no add/edit/delete control, and no axe violation. */
  async function expectReadOnlyPage(page: Page, title: string | RegExp) {
    await expect
      .poll(() => page.locator("h1").allTextContents())
      .toEqual([expect.stringMatching(title)]);
    const controls = page.locator("main").getByRole("button", { name: EDITING_CONTROL });
    const links = page.locator("main").getByRole("link", { name: EDITING_CONTROL });
    expect(await controls.count()).toBe(0);
    expect(await links.count()).toBe(0);
    await expectNoAxeViolations(page);
  }

  it("/comites montre chaque comité et ses membres", async () => {
    const page = await open("/comites");
    await expectReadOnlyPage(page, /^Comités de la Fondation$/);
    const committee = page.getByRole("region", { name: "Comité des affaires religieuses" });
    await committee.getByRole("heading", { level: 3, name: "Moussa Kane" }).waitFor();
    expect(
      await committee
        .getByRole("link", { name: "imam@fondation-tidjaniya.ca" })
        .getAttribute("href"),
    ).toBe("mailto:imam@fondation-tidjaniya.ca");
    expect(await committee.getByRole("link", { name: "418 555-0131" }).getAttribute("href")).toBe(
      "tel:+14185550131",
    );
  });

  it("/bureau montre les membres avec leurs coordonnées et leur date de nomination", async () => {
    const page = await open("/bureau");
    await expectReadOnlyPage(page, /^Bureau de la Fondation$/);
    const cards = page.locator("main article");
    expect(await cards.count()).toBe(6);
    const president = cards.filter({ hasText: "Mamadou Lamine Diop" });
    await president.getByText("Président", { exact: true }).waitFor();
    await president.getByText("Membre du bureau depuis le 17 juin 2023").waitFor();
    expect(
      await president
        .getByRole("link", { name: "president@fondation-tidjaniya.ca" })
        .getAttribute("href"),
    ).toBe("mailto:president@fondation-tidjaniya.ca");
    expect(await president.getByRole("link", { name: "418 555-0111" }).getAttribute("href")).toBe(
      "tel:+14185550111",
    );
  });

  it("/personnel filtre par service avec les onglets", async () => {
    const page = await open("/personnel");
    await expectReadOnlyPage(page, /^Notre Personnel$/);
    const names = () => page.locator("main article h2").allTextContents();
    expect(await names()).toHaveLength(7);
    const rokhaya = page.locator("main article").filter({ hasText: "Rokhaya Diouf" });
    await rokhaya.getByText("En congé", { exact: true }).waitFor();
    await rokhaya.getByText("Depuis mai 2022", { exact: true }).waitFor();

    const tabs = page.getByRole("navigation", { name: "Services" });
    const education = tabs.getByRole("link", { name: "Éducation", exact: true });
    await education.click();
    await page.waitForURL((url) => url.search === "?departement=education");
    await expect.poll(names).toEqual(["Amadou Sow", "Marie-Ève Bouchard"]);
    expect(await education.getAttribute("aria-current")).toBe("page");

    await tabs.getByRole("link", { name: "Communication", exact: true }).click();
    await expect.poll(names).toEqual(["Julie Gagnon"]);

    await tabs.getByRole("link", { name: "Tous", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/personnel" && url.search === "");
    await expect.poll(names).toHaveLength(7);
  });

  it("/discours filtre Khutbas et Conférences, puis « Lire plus » ouvre le discours", async () => {
    const page = await open("/discours");
    await expectReadOnlyPage(page, /^Discours$/);
    const titles = () => page.locator("main article h2").allTextContents();
    expect(await titles()).toHaveLength(4);
    expect(await titles()).not.toContain("Les règles essentielles du jeûne");

    const tabs = page.getByRole("navigation", { name: "Types de discours" });
    await tabs.getByRole("link", { name: "Khutbas", exact: true }).click();
    await page.waitForURL((url) => url.search === "?type=khutba");
    await expect
      .poll(titles)
      .toEqual([
        "La miséricorde dans la vie du croyant",
        "La famille, premier lieu de la transmission",
      ]);

    await tabs.getByRole("link", { name: "Conférences", exact: true }).click();
    await page.waitForURL((url) => url.search === "?type=conference");
    await expect
      .poll(titles)
      .toEqual([
        "La Tidjaniya : histoire et enseignements",
        "Foi et intégration : être musulman au Québec",
      ]);

    await page
      .getByRole("article", { name: "La Tidjaniya : histoire et enseignements" })
      .getByRole("link", { name: "Lire plus" })
      .click();
    await page.waitForURL((url) => /^\/discours\/\d+$/.test(url.pathname));
    await expectReadOnlyPage(page, /^La Tidjaniya : histoire et enseignements$/);
    await page.getByText("Oustaz Alioune Badara Thiam").waitFor();
    await page.getByRole("heading", { level: 2, name: "Au programme" }).waitFor();
    await page.getByText("Spiritualité", { exact: true }).waitFor();
  });

  it("une page de discours chargée directement passe axe", async () => {
    const list = await open("/discours");
    const href = await list
      .getByRole("article", { name: "La miséricorde dans la vie du croyant" })
      .getByRole("link", { name: "Lire plus" })
      .getAttribute("href");
    expect(href).toMatch(/^\/discours\/\d+$/);
    const page = await open(href!);
    await expectReadOnlyPage(page, /^La miséricorde dans la vie du croyant$/);
  });
});
