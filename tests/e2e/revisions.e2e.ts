/**
 * Revisions (issue 15, item 7; decision 0032) in Debian's Chromium against the production
 * server: a volunteer writes a page, saves it twice with the editor, opens « Versions
 * précédentes », compares the first version with the current one (words removed and added
 * marked), restores the first version after the confirmation, and the public page shows it; the
 * same, quickly, for a published article's title. Axe runs on the versions and compare screens.
 */
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { siteInBrowser } from "../helpers/site-in-browser";

describeE2E("versions des pages et des articles dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  /**
   * Axe on a screen once the toasts of earlier saves are gone: on a busy machine one may still be
   * fading, and a half-faded toast blends its colours (the toasts are checked on their own screens).
   */
  async function checkAxe(page: Page) {
    await page.waitForFunction(() => !document.querySelector("[data-sonner-toast]"), undefined, {
      timeout: 20_000,
    });
    await expectNoAxeViolations(page);
  }

  /** Replaces the whole text of the page form's editor. */
  async function typeContent(page: Page, text: string) {
    const editor = page.getByRole("main").locator('[contenteditable="true"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(text);
  }

  it("a page saved twice: versions listed, first one compared with the current one, restored, public again", async () => {
    const attempt = Math.random().toString(36).slice(2, 7);
    const TITLE = `Historique ${attempt}`;
    const ROUTE = `/historique-${attempt}`;
    const { page, context } = await sessions.signIn("/admin/pages?mode=ajout");
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Nouvelle page" }).waitFor();
    await waitForHydration(page);
    await main.getByLabel("Titre", { exact: true }).fill(TITLE);
    await main.getByLabel("Route", { exact: true }).fill(ROUTE);
    await typeContent(page, "La fondation accueille les familles de Chicoutimi.");
    await main.getByRole("button", { name: "Créer la page" }).click();
    await expectToast(page, "Page créée");

    for (const text of [
      "La fondation accueille les familles de Saguenay.",
      "La fondation accueille toutes les familles de Saguenay.",
    ]) {
      await main.getByRole("link", { name: `Modifier ${TITLE}` }).click();
      await main.getByRole("heading", { name: `Modifier la page ${TITLE}` }).waitFor();
      await waitForHydration(page);
      await typeContent(page, text);
      await main.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(page, "Page mise à jour");
    }

    // The versions, from the edit form.
    await main.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByRole("link", { name: "Versions précédentes" }).click();
    await main.getByRole("heading", { level: 1, name: `Versions — ${TITLE}` }).waitFor();
    await waitForHydration(page);
    const table = main.getByRole("table", { name: `Versions de la page ${TITLE}` });
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).innerText()).toContain("Version actuelle");
    expect(await rows.nth(2).innerText()).toMatch(/Version du .+\s+le .+ par /);
    await checkAxe(page);

    // Compare the first version with the current one.
    await rows
      .nth(2)
      .getByRole("link", { name: /^Comparer/ })
      .click();
    const comparison = main.getByRole("region", { name: "Comparaison" });
    await comparison.waitFor();
    expect(await comparison.locator("del").allInnerTexts()).toEqual([
      expect.stringContaining("Chicoutimi"),
    ]);
    const added = (await comparison.locator("ins").allInnerTexts()).join(" ");
    expect(added).toContain("toutes");
    expect(added).toContain("Saguenay");
    // Said to screen readers too, not by colour alone.
    expect(await comparison.locator("del .sr-only").first().textContent()).toBe("[Retiré : ");
    await checkAxe(page);

    // The compare form: the first version against the second one, chosen by name.
    await main.getByLabel("Version de départ").selectOption({ index: 2 });
    await main.getByLabel("Version d'arrivée").selectOption({ index: 1 });
    await main.getByRole("button", { name: "Comparer", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("b") !== "actuelle");
    await comparison.waitFor();
    expect((await comparison.locator("del").allInnerTexts()).join(" ")).toContain("Chicoutimi");
    expect((await comparison.locator("ins").allInnerTexts()).join(" ")).not.toContain("toutes");

    // Restore the first version, after the confirmation.
    const first = rows.nth(2);
    await first.getByRole("link", { name: /^Restaurer/ }).click();
    const dialog = page.getByRole("dialog", { name: "Restaurer cette version" });
    await dialog.getByRole("button", { name: /^Restaurer/ }).click();
    await expectToast(page, "Version restaurée");
    expect(await rows.count()).toBe(4);

    const publicPage = await context.newPage();
    await publicPage.goto(`${site.server.url}${ROUTE}`);
    await publicPage.getByText("La fondation accueille les familles de Chicoutimi.").waitFor();
    await publicPage.close();
  }, 180_000);

  it("an article's title changed twice, then its first version restored on the public blog", async () => {
    const { page, context } = await sessions.signIn("/admin/blog?statut=published");
    const main = page.getByRole("main");
    const row = main.getByRole("table").locator("tbody tr").first();
    await row.getByRole("link", { name: /^Modifier/ }).click();
    await main.getByRole("heading", { name: /^Modifier l'article/ }).waitFor();
    const original = await main.getByLabel("Titre", { exact: true }).inputValue();
    for (const suffix of [" (mise à jour)", " (seconde mise à jour)"]) {
      await main.getByRole("heading", { name: /^Modifier l'article/ }).waitFor();
      await waitForHydration(page);
      await main.getByLabel("Titre", { exact: true }).fill(`${original}${suffix}`);
      await main.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(page, "Article mis à jour");
      await main
        .getByRole("row")
        .filter({ hasText: `${original}${suffix}` })
        .getByRole("link", { name: /^Modifier/ })
        .click();
    }
    await main.getByRole("link", { name: "Versions précédentes" }).click();
    await main.getByRole("heading", { level: 1, name: /^Versions — / }).waitFor();
    await waitForHydration(page);
    const rows = main.getByRole("table").locator("tbody tr");
    expect(await rows.count()).toBe(3);
    await rows
      .nth(2)
      .getByRole("link", { name: /^Comparer/ })
      .click();
    const comparison = main.getByRole("region", { name: "Comparaison" });
    expect(await comparison.locator("ins").first().innerText()).toContain("seconde mise à jour");
    await checkAxe(page);

    await rows
      .nth(2)
      .getByRole("link", { name: /^Restaurer/ })
      .click();
    await page
      .getByRole("dialog", { name: "Restaurer cette version" })
      .getByRole("button", { name: /^Restaurer/ })
      .click();
    await expectToast(page, "Version restaurée");
    const href = await main.getByRole("link", { name: /^Voir sur le site/ }).getAttribute("href");
    const publicPage = await context.newPage();
    await publicPage.goto(`${site.server.url}${href}`);
    await publicPage.getByRole("heading", { level: 1, name: original, exact: true }).waitFor();
    await publicPage.close();
  }, 180_000);
});
