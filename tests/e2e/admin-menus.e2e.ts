/**
 * Menus edited in the back-office (issue 15, item 6; decision 0031) in Debian's Chromium against
 * the production server: an éditeur writes a page in the page manager, adds it to the « Dahira
 * Chicoutimi » dropdown from /admin/menus, moves it up (from the keyboard) and renames it; a
 * visitor then opens the dropdown on the public site and follows the link to the page. Axe runs
 * on /admin/menus.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { siteInBrowser } from "../helpers/site-in-browser";

const EDITOR = { email: "editeur.menus@fondation.example", password: "une phrase de passe solide" };

describeE2E("menus dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("an éditeur adds a new page to a dropdown, moves it up, renames it; a visitor follows it", async () => {
    // Its own page on each attempt: a retry must not find the first attempt's page in its way.
    const attempt = Math.random().toString(36).slice(2, 7);
    const TITLE = `Cours du samedi ${attempt}`;
    const ROUTE = `/cours-du-samedi-${attempt}`;
    const LABEL = `Nos cours ${attempt}`;

    // An éditeur account, made by the administrateur.
    const { page: adminPage, context: adminContext } = await sessions.signIn("/admin/utilisateurs");
    const created = await adminContext.context.request.post(
      `${site.server.url}/admin/utilisateurs`,
      {
        form: { intent: "create", name: "Awa Éditrice", role: "editeur", ...EDITOR },
        headers: { Origin: site.server.url },
        maxRedirects: 0,
      },
    );
    expect([302, 400]).toContain(created.status()); // 400: made by a previous attempt
    await adminPage.close();

    // 1. The page manager: a new page.
    const { page } = await sessions.signIn("/admin/pages", EDITOR);
    await page.getByRole("heading", { level: 1, name: "Gestionnaire de pages" }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Nouvelle page" }).click();
    await main.getByRole("heading", { name: "Nouvelle page" }).waitFor();
    await waitForHydration(page);
    await main.getByLabel("Titre", { exact: true }).fill(TITLE);
    await main.getByLabel("Route", { exact: true }).fill(ROUTE);
    const editor = main.locator('[contenteditable="true"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.type("Cours d'arabe et de Coran, chaque samedi matin.");
    await main.getByRole("button", { name: "Créer la page" }).click();
    await expectToast(page, "Page créée");

    // 2. Menus, from the sidebar, right after Pages.
    const sidebar = page.getByRole("navigation", { name: "Administration" });
    const entries = await sidebar.getByRole("link").allInnerTexts();
    expect(entries.indexOf("Menus")).toBe(entries.indexOf("Pages") + 1);
    await sidebar.getByRole("link", { name: "Menus" }).click();
    await page.getByRole("heading", { level: 1, name: "Menus" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    const dahira = main.getByRole("region", { name: /^Dahira Chicoutimi/ });
    const links = dahira.getByRole("list", { name: "Liens du menu « Dahira Chicoutimi »" });
    await dahira.getByLabel("Page", { exact: true }).selectOption({ label: `${TITLE} (${ROUTE})` });
    await dahira.getByRole("button", { name: "Ajouter au menu « Dahira Chicoutimi »" }).click();
    await expectToast(page, "Lien ajouté au menu");
    const labelsInOrder = () =>
      links
        .getByRole("listitem")
        .evaluateAll((items) =>
          items.map(
            (item) => (item.querySelector('input[name="label"]') as HTMLInputElement).value,
          ),
        );
    expect((await labelsInOrder()).at(-1)).toBe(TITLE);

    // 3. Up one place, from the keyboard.
    await dahira.getByRole("button", { name: `Monter « ${TITLE} »` }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Lien monté");
    await expect.poll(async () => (await labelsInOrder()).at(-2)).toBe(TITLE);
    expect((await labelsInOrder()).at(-1)).toBe("Demande d'événement");

    // 4. Renamed.
    const item = links.getByRole("listitem").nth(-2);
    await item.getByLabel("Libellé").fill(LABEL);
    await item.getByRole("button", { name: `Enregistrer « ${TITLE} »` }).click();
    await expectToast(page, "Lien enregistré");
    await expect.poll(async () => (await labelsInOrder()).at(-2)).toBe(LABEL);
    await expectNoAxeViolations(page);

    // 5. A visitor opens the dropdown and follows the link.
    const { page: visitor } = await sessions.open();
    await visitor.goto(`${site.server.url}/`);
    await waitForHydration(visitor);
    const nav = visitor.getByRole("navigation", { name: "Navigation principale" });
    const button = nav.getByRole("button", { name: "Dahira Chicoutimi" });
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const panel = nav.locator(
      `#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`,
    );
    const shown = await panel.getByRole("link").allInnerTexts();
    expect(shown.slice(-2)).toEqual([LABEL, "Demande d'événement"]);
    await panel.getByRole("link", { name: LABEL }).click();
    await visitor.waitForURL(`${site.server.url}${ROUTE}`);
    await visitor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  }, 300_000);
});
