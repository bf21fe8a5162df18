/**
 * The back-office blog screen (/admin/blog) in Debian's Chromium against the production server:
 * an administrateur writes an article in the Tiptap editor and publishes it, finds it on /blog and
 * /blog/{slug}, renames it (the address stays), archives it (gone from the site) and deletes it
 * after the confirmation. Axe runs on the list and on the form with the editor loaded.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { deleteAfterConfirmation, openAdminScreen, publicPage } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const TITLE = "Veillée du Mawlid à Saguenay";
const SLUG = "veillee-du-mawlid-a-saguenay";
const RENAMED = "Mawlid 2026 : la veillée en images";

describeE2E("blog (administration) dans Chromium", () => {
  const { sessions } = siteInBrowser(E2E_ADMIN_SITE);

  it("an administrateur writes, publishes, renames, archives and deletes an article", async () => {
    const { page, main } = await openAdminScreen(sessions, "/admin/blog", "Blog");

    // Write it in the rich-text editor and publish it.
    await main.getByRole("link", { name: "Nouvel article" }).click();
    await main.getByRole("heading", { name: "Nouvel article" }).waitFor();
    expect(await main.getByLabel("Auteur").inputValue()).toBe("Administrateur");
    expect(await main.getByLabel("Date de publication").inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await main.getByLabel("Titre", { exact: true }).fill(TITLE);
    await main.getByLabel("Extrait").fill("Une nuit de récitations et de chants.");
    const editor = main.locator('[contenteditable="true"][aria-label="Contenu"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.type("Une nuit de récitations ");
    await main.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.type("inoubliable");
    await main.getByLabel("Catégorie").selectOption("Spiritualité");
    await main.getByLabel("Étiquettes").fill("mawlid, veillée, Mawlid");
    await main.getByLabel("Statut", { exact: true }).selectOption("published");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Article ajouté");
    let row = main.getByRole("row").filter({ hasText: TITLE });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(`/blog/${SLUG}`);
    expect(text).toContain("Spiritualité");
    expect(text).toContain("Publié");
    expect(await row.getByRole("link", { name: /^Voir/ }).getAttribute("href")).toBe(
      `/blog/${SLUG}`,
    );

    expect((await publicPage(page, "/blog")).text).toContain(TITLE);
    const published = await publicPage(page, `/blog/${SLUG}`);
    expect(published.status).toBe(200);
    expect(published.text).toContain("Une nuit de récitations inoubliable");

    // Rename it: the address stays.
    await row.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByLabel("Titre", { exact: true }).waitFor();
    expect(await main.getByLabel("Adresse", { exact: true }).inputValue()).toBe(SLUG);
    expect(await main.getByLabel("Étiquettes").inputValue()).toBe("mawlid, veillée");
    await main.getByLabel("Titre", { exact: true }).fill(RENAMED);
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Article mis à jour");
    row = main.getByRole("row").filter({ hasText: RENAMED });
    await row.waitFor();
    expect(await row.innerText()).toContain(`/blog/${SLUG}`);
    expect((await publicPage(page, `/blog/${SLUG}`)).text).toContain(RENAMED);

    // Archive it: gone from the site, listed under Archivés.
    await row.getByRole("link", { name: `Modifier ${RENAMED}` }).click();
    await main.getByLabel("Statut", { exact: true }).selectOption("archived");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Article mis à jour");
    await main
      .getByRole("row")
      .filter({ hasText: RENAMED })
      .getByText("Archivé", { exact: true })
      .waitFor({ timeout: 10_000 });
    expect((await publicPage(page, "/blog")).text).not.toContain(RENAMED);
    expect((await publicPage(page, `/blog/${SLUG}`)).status).toBe(404);
    await main.getByRole("link", { name: "Archivés", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "archived");
    await main.getByRole("row").filter({ hasText: RENAMED }).waitFor();

    // Delete it, after the confirmation.
    await deleteAfterConfirmation(page, main, {
      name: RENAMED,
      dialog: "Supprimer l'article",
      toast: "Article supprimé",
      axe: false,
    });
    await main.getByText("Aucun article trouvé.").waitFor();
  });
});
