/**
 * The back-office gallery (/admin/galerie) in Debian's Chromium against the production server:
 * an administrateur imports two PNG files at once through the real file input (one request per
 * file, a progress bar each, '2 sur 2 importées'), sees both on the public /galerie, edits one
 * and deletes the other after the confirmation. Axe runs on the grid and the import mode.
 */
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import {
  deleteAfterConfirmation,
  openAdminScreen,
  pngBuffer,
  publicPage,
} from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const FIRST = "Tabaski au parc";
const SECOND = "Chorale des enfants";

describeE2E("galerie dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  const png = (background: string) => pngBuffer(64, 48, background);
  /** The public /galerie page's text for one search. */
  const publicText = async (page: Page, q: string) =>
    (await publicPage(page, `/galerie?q=${encodeURIComponent(q)}`)).text;

  it("an administrateur imports two files, edits one, deletes the other, seen on /galerie", async () => {
    const { page, main } = await openAdminScreen(sessions, "/admin/galerie", "Galerie");

    // Import mode: two files at once, each its own request with its progress bar.
    await main.getByRole("link", { name: "Importer des images" }).click();
    await main.getByRole("heading", { name: "Importer des images" }).waitFor();
    await main.getByLabel("Catégorie", { exact: true }).selectOption("communaute");
    await main.getByLabel(/^Date/).fill("2024-06-16");
    await expectNoAxeViolations(page);
    await main.getByLabel(/^Images \(JPG/).setInputFiles([
      { name: `${FIRST}.png`, mimeType: "image/png", buffer: await png("#1b4d3e") },
      { name: `${SECOND}.png`, mimeType: "image/png", buffer: await png("#c9a227") },
    ]);
    await main.getByRole("button", { name: "Importer", exact: true }).click();
    await main.getByText("2 sur 2 importées").waitFor({ timeout: 20_000 });
    for (const name of [FIRST, SECOND]) {
      const bar = main.getByRole("progressbar", { name: `Progression de ${name}.png` });
      expect(await bar.getAttribute("value")).toBe(await bar.getAttribute("max"));
    }
    expect(await main.getByText("✓ Importée").count()).toBe(2);
    await expectToast(page, "Les images ont été téléchargées avec succès");
    await expectNoAxeViolations(page);

    // The grid reloaded with both cards; the public page shows them.
    const grid = main.getByRole("region", { name: "Images", exact: true });
    const card = (title: string) => grid.getByRole("listitem").filter({ hasText: title });
    await card(FIRST).getByText("Communauté").waitFor();
    await card(SECOND).waitFor();
    expect(await card(FIRST).innerText()).toContain("16 juin 2024");
    expect(await publicText(page, FIRST)).toContain(FIRST);
    expect(await publicText(page, SECOND)).toContain(SECOND);

    // Edit the first: a new title and category.
    await main.getByRole("link", { name: `Modifier ${FIRST}` }).click();
    await main.getByRole("heading", { name: `Modifier ${FIRST}` }).waitFor();
    await main.getByLabel("Titre").fill("Tabaski 2024 au parc");
    await main.getByLabel("Catégorie", { exact: true }).selectOption("evenements");
    await main.getByLabel("Description").fill("La fête dans le parc de la Rivière-du-Moulin.");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Modification réussie");
    await card("Tabaski 2024 au parc").getByText("Événements").waitFor();
    expect(await publicText(page, "Rivière-du-Moulin")).toContain("Tabaski 2024 au parc");

    // Delete the second, after the confirmation.
    await deleteAfterConfirmation(page, main, {
      name: SECOND,
      dialog: "Supprimer l'image",
      toast: "Suppression réussie",
      axe: false,
    });
    await page.waitForFunction(
      (title) => !document.querySelector("main")?.textContent?.includes(`Modifier ${title}`),
      SECOND,
    );
    expect(await publicText(page, SECOND)).not.toContain(SECOND);

    // An empty category says so.
    await main.getByRole("link", { name: "Autres", exact: true }).click();
    await main.getByText("Aucune image dans cette catégorie.").waitFor();
  });

  it("without JavaScript, the import sends every file at once and lists the refused ones", async () => {
    const { page } = await sessions.signIn("/admin/galerie", {
      context: { javaScriptEnabled: false },
    });
    await page.goto(`${site.server.url}/admin/galerie?mode=import`);
    const main = page.getByRole("main");
    await main.getByLabel("Catégorie", { exact: true }).selectOption("visites");
    await main.getByLabel(/^Images \(JPG/).setInputFiles([
      { name: "Visite sans script.png", mimeType: "image/png", buffer: await png("#335577") },
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("pas une image") },
    ]);
    await main.getByRole("button", { name: "Importer", exact: true }).click();
    await main.getByText("1 sur 2 importée", { exact: true }).waitFor();
    await main
      .getByText(
        "notes.png — Type de fichier non valide. Seuls JPG, JPEG, PNG, GIF et WebP sont acceptés.",
      )
      .waitFor();
    const grid = main.getByRole("region", { name: "Images", exact: true });
    await grid.getByRole("listitem").filter({ hasText: "Visite sans script" }).waitFor();
    expect(await grid.getByText("notes", { exact: true }).count()).toBe(0);
  });
});
