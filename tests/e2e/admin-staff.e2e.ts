/**
 * The back-office staff screen (/admin/personnel) in Debian's Chromium against the production
 * server: an administrateur adds a person with an uploaded PNG, edits them, sets them to Terminé
 * and deletes them after the confirmation; each change is checked on the public /personnel page
 * (former staff are hidden there). Axe runs on the list, the form and the confirmation dialog.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import {
  deleteAfterConfirmation,
  openAdminScreen,
  publicPage,
  uploadPng,
} from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const NAME = "Ndeye Fatou Diagne";

describeE2E("personnel dans Chromium", () => {
  const { sessions } = siteInBrowser(E2E_ADMIN_SITE);

  it("an administrateur adds, edits, retires and deletes a person, seen on /personnel", async () => {
    const { page, main } = await openAdminScreen(sessions, "/admin/personnel", "Notre Personnel");
    const publicText = async () => (await publicPage(page, "/personnel")).text;

    // Add, with a photo.
    await main.getByRole("link", { name: "Ajouter un employé" }).click();
    await main.getByRole("heading", { name: "Ajouter un employé" }).waitFor();
    expect(await main.getByLabel("Lieu").inputValue()).toBe("Chicoutimi");
    expect(await main.getByLabel("Statut", { exact: true }).inputValue()).toBe("actif");
    expect(await main.getByLabel("Date d'embauche").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await main.getByLabel("Nom", { exact: true }).fill(NAME);
    await main.getByLabel("Poste").fill("Coordonnatrice des bénévoles");
    await main.getByLabel("Service", { exact: true }).selectOption("communication");
    await main.getByLabel("Courriel", { exact: true }).fill("ndeye@exemple.org");
    await main.getByLabel("Téléphone").fill("418 555-0142");
    await main.getByLabel("Biographie").fill("Accueille les nouveaux bénévoles.");
    await main.getByLabel("Date d'embauche").fill("2022-03-14");
    await uploadPng(main, "ndeye.png");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Employé ajouté");
    let row = main.getByRole("row").filter({ hasText: NAME });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("Coordonnatrice des bénévoles");
    expect(text).toContain("Communication");
    expect(text).toContain("Depuis mars 2022");
    expect(text).toContain("Actif");
    expect(await row.getByRole("link", { name: "ndeye@exemple.org" }).getAttribute("href")).toBe(
      "mailto:ndeye@exemple.org",
    );
    expect(await row.getByRole("link", { name: "418 555-0142" }).getAttribute("href")).toBe(
      "tel:4185550142",
    );
    expect(await row.locator("img").getAttribute("src")).toMatch(/^\/media\/images\//);
    expect(await publicText()).toContain(NAME);

    // The department tab and the status filter.
    await main.getByRole("link", { name: "Communication", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("departement") === "communication");
    await main.getByRole("row").filter({ hasText: NAME }).waitFor();
    await main.getByLabel("Filtrer par statut").selectOption("conge");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "conge");
    await main.getByText("Aucun membre du personnel trouvé.").waitFor();
    await main.getByRole("link", { name: "Tous", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("departement"));
    await main.getByLabel("Filtrer par statut").selectOption("");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "");

    // Edit: a new role, visible on the public page.
    row = main.getByRole("row").filter({ hasText: NAME });
    await row.getByRole("link", { name: `Modifier ${NAME}` }).click();
    await main.getByRole("heading", { name: `Modifier ${NAME}` }).waitFor();
    await main.getByLabel("Poste").fill("Directrice des communications");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Employé mis à jour");
    expect(await main.getByRole("row").filter({ hasText: NAME }).innerText()).toContain(
      "Directrice des communications",
    );
    expect(await publicText()).toContain("Directrice des communications");

    // Terminé: still listed here, gone from the public page.
    await main.getByRole("link", { name: `Modifier ${NAME}` }).click();
    await main.getByLabel("Statut", { exact: true }).selectOption("termine");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Employé mis à jour");
    // The previous toast may still show: wait for the row itself.
    await main
      .getByRole("row")
      .filter({ hasText: NAME })
      .getByText("Terminé", { exact: true })
      .waitFor({ timeout: 10_000 });
    expect(await publicText()).not.toContain(NAME);

    // Delete, after the confirmation.
    await deleteAfterConfirmation(page, main, {
      name: NAME,
      dialog: "Supprimer l'employé",
      question: `Êtes-vous sûr de vouloir supprimer ${NAME} du personnel ? Cette action ne peut pas être annulée.`,
      toast: "Employé supprimé",
    });
    expect(await main.getByRole("row").filter({ hasText: NAME }).count()).toBe(0);
  });
});
