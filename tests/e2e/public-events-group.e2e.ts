/**
 * Events (/evenements, /evenements/{slug}, agenda.ics) and the Sope Naby group (/sope-naby,
 * /sope-naby/{id}) in Debian's Chromium against the production server.
 * Spec: public-site.md §2.10, §2.12; DESIGN.md (server-side filters, WCAG 2.1 AA).
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { siteInBrowser } from "../helpers/site-in-browser";

const GAMOU = "Gamou annuel de Chicoutimi";
const TABASKI = "Prière de la Tabaski";
const PICNIC = "Pique-nique familial au parc de la Rivière-du-Moulin";

const site = siteInBrowser();

describe("rendu serveur (sans JavaScript)", () => {
  it("une adresse inconnue répond 404 avec le message de l'événement introuvable", async () => {
    for (const [path, back] of [
      ["/evenements/evenement-inconnu", "/evenements"],
      ["/sope-naby/99999", "/sope-naby"],
    ]) {
      const response = await fetch(`${site.server.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Événement introuvable");
      expect(html).toContain(`href="${back}"`);
    }
    const ics = await fetch(`${site.server.url}/evenements/evenement-inconnu/agenda.ics`);
    expect(ics.status).toBe(404);
  });

  it("un ancien lien numérique redirige (301) vers l'adresse de l'événement", async () => {
    const response = await fetch(`${site.server.url}/evenements/1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/^\/evenements\/[a-z0-9-]+$/);
  });
});

describeE2E("événements et groupe Sope Naby dans Chromium", () => {
  /** `path` in a fresh, internet-less context, answered 200 and hydrated. */
  const open = (path: string, options: BrowserContextOptions = {}) =>
    site.sessions.visitOk(path, { viewport: { width: 1280, height: 800 }, ...options });

  const cardTitles = (page: Page) => page.locator("main article h2").allTextContents();

  it("les onglets À venir / Passés séparent les événements selon leur date", async () => {
    const page = await open("/evenements");
    const tabs = page.getByRole("navigation", { name: "Période" });
    const upcomingTab = tabs.getByRole("link", { name: "À venir", exact: true });
    const pastTab = tabs.getByRole("link", { name: "Passés", exact: true });
    expect(await upcomingTab.getAttribute("aria-current")).toBe("page");
    expect(await cardTitles(page)).toContain(GAMOU);
    expect(await cardTitles(page)).not.toContain(TABASKI);

    await pastTab.click();
    await page.waitForURL((url) => url.searchParams.get("periode") === "passes");
    await expect.poll(() => pastTab.getAttribute("aria-current")).toBe("page");
    await expect.poll(() => cardTitles(page)).toContain(TABASKI);
    expect(await cardTitles(page)).not.toContain(GAMOU);
    await expectNoAxeViolations(page);
  });

  it("le filtre par type fonctionne sans JavaScript et garde l'onglet choisi", async () => {
    const page = await open("/evenements?periode=passes", { javaScriptEnabled: false });
    await page.getByLabel("Type d'événement").selectOption({ label: "Célébration" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "celebration");
    expect(new URL(page.url()).searchParams.get("periode")).toBe("passes");
    expect(await cardTitles(page)).toEqual([TABASKI]);
    expect(await page.getByLabel("Type d'événement").inputValue()).toBe("celebration");
  });

  it("un événement annulé reste affiché avec la mention Annulé", async () => {
    const page = await open("/evenements?type=community");
    const card = page.locator("main article").filter({ hasText: PICNIC });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.innerText()).toMatch(/Annulé/i);
    expect(await card.innerText()).toContain("Cet événement est annulé.");
  });

  it("« Plus de détails » mène à la page de l'événement et son agenda se télécharge", async () => {
    const page = await open("/evenements");
    await page.getByRole("link", { name: `Plus de détails : ${GAMOU}` }).click();
    await page.waitForURL((url) => url.pathname === "/evenements/gamou-annuel-de-chicoutimi");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(GAMOU);
    expect(await page.locator("main").innerText()).toContain(
      "Centre communautaire de Chicoutimi-Nord",
    );

    const calendar = page.getByRole("link", { name: /Ajouter à mon agenda/ });
    const href = await calendar.getAttribute("href");
    expect(href).toBe("/evenements/gamou-annuel-de-chicoutimi/agenda.ics");
    const response = await page.request.get(`${site.server.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toContain("attachment");
    expect(await response.text()).toContain(`SUMMARY:${GAMOU}`);

    await expectNoAxeViolations(page);
  });

  it("la page Sope Naby montre le groupe et ses rencontres, chacune avec sa page", async () => {
    const page = await open("/sope-naby");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Groupe Sope Naby");
    const main = page.locator("main");
    // The seed has four active members: the highlight states that count, not a made-up one.
    const members = main.locator("li").filter({ hasText: "membres actifs" });
    expect((await members.innerText()).replace(/\s+/g, " ").trim()).toBe("4 membres actifs");
    expect(await main.innerText()).toContain("Pape Malick Faye");
    await expectNoAxeViolations(page);

    const section = page.getByRole("region", { name: "Prochains Événements" });
    const firstCard = section.getByRole("link").first();
    const title = (await firstCard.innerText()).trim();
    await firstCard.click();
    await page.waitForURL((url) => /^\/sope-naby\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(
      await page.getByRole("link", { name: "Retour au groupe Sope Naby" }).getAttribute("href"),
    ).toBe("/sope-naby");
    await expectNoAxeViolations(page);
  });
});
