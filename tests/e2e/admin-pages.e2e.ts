/**
 * The page manager (/admin/pages) in Debian's Chromium against the production server: an
 * administrateur writes a new page with the Tiptap editor (bold text from the toolbar), opens it
 * with 'Voir' in a new tab at its own address, edits it, deletes it (its address then answers
 * 404); the intro of a fixed page offers no delete; the Médias tab shows the seeded images with
 * their address to copy. Axe runs on the list, the form with the editor loaded, and Médias.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_ENV, expectToast } from "../helpers/admin-browser";
import { siteInBrowser } from "../helpers/site-in-browser";

describeE2E("gestionnaire de pages dans Chromium", () => {
  // The seed's images are kept: the Médias tab lists them.
  const site = siteInBrowser({ env: E2E_ADMIN_ENV });
  const { sessions } = site;

  it("creates a page with the editor, sees it at its address, edits and deletes it; lists the media", async () => {
    // Its own page on each attempt: a retry must not find the first attempt's page in its way.
    const attempt = Math.random().toString(36).slice(2, 7);
    const TITLE = `Notre histoire en bref ${attempt}`;
    const ROUTE = `/notre-histoire-en-bref-${attempt}`;
    const { page, context } = await sessions.signIn("/admin/pages");
    await page.getByRole("heading", { level: 1, name: "Gestionnaire de pages" }).waitFor();
    const main = page.getByRole("main");
    // The intro of a fixed page can be edited and viewed, never deleted.
    const intro = main
      .getByRole("row")
      .filter({ has: page.getByText("/projets", { exact: true }) });
    await intro.getByRole("link", { name: /^Modifier/ }).waitFor();
    expect(await intro.getByRole("link", { name: /^Supprimer/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // New page: the Tiptap editor replaces the textarea once the page is hydrated.
    await main.getByRole("link", { name: "Nouvelle page" }).click();
    await main.getByRole("heading", { name: "Nouvelle page" }).waitFor();
    await waitForHydration(page);
    await main.getByLabel("Titre", { exact: true }).fill(TITLE);
    await main.getByLabel("Route", { exact: true }).fill(ROUTE);
    await main.getByLabel("Résumé (facultatif)").fill("La fondation depuis 1998.");
    const editor = main.locator('[contenteditable="true"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.type("Fondée à Chicoutimi. ");
    await main.getByRole("button", { name: "Gras", exact: true }).click();
    await page.keyboard.type("Texte en gras");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Créer la page" }).click();
    await expectToast(page, "Page créée");
    const row = main.getByRole("row").filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain(ROUTE);

    // 'Voir' opens the public page in a new tab.
    const [popup] = await Promise.all([
      context.context.waitForEvent("page"),
      row.getByRole("link", { name: /^Voir/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(ROUTE);
    await popup.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await popup.locator("strong", { hasText: "Texte en gras" }).waitFor();
    await popup.close();

    // Edit the title: the public page follows.
    await row.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByRole("heading", { name: `Modifier la page ${TITLE}` }).waitFor();
    await main.getByLabel("Titre", { exact: true }).fill(`${TITLE} (révisé)`);
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Page mise à jour");
    const publicPage = await context.newPage();
    await publicPage.goto(`${site.server.url}${ROUTE}`);
    await publicPage.getByRole("heading", { level: 1, name: `${TITLE} (révisé)` }).waitFor();

    // Delete, after the confirmation: the address answers 404.
    await main.getByRole("link", { name: `Supprimer ${TITLE} (révisé)` }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer la page" });
    await dialog.getByRole("button", { name: `Supprimer ${TITLE} (révisé)` }).click();
    await expectToast(page, "Page supprimée");
    expect(await main.getByRole("row").filter({ hasText: TITLE }).count()).toBe(0);
    const gone = await publicPage.goto(`${site.server.url}${ROUTE}`);
    expect(gone?.status()).toBe(404);
    await publicPage.close();

    // Médias: the seeded images, each with its thumbnail and address.
    await main.getByRole("link", { name: "Médias", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("onglet") === "medias");
    const files = main.getByRole("list", { name: "Fichiers téléversés" }).getByRole("listitem");
    await files.first().waitFor();
    expect(await files.count()).toBeGreaterThan(0);
    expect(await files.first().locator("img").getAttribute("src")).toMatch(
      /^\/media\/images\/[a-z0-9]+\/480\.webp$/,
    );
    const address = files.first().getByLabel(/^Adresse publique de /);
    expect(await address.inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/images\//);
    await files
      .first()
      .getByRole("button", { name: /^Copier/ })
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
