/**
 * The back-office projects screen (/admin/projets) in Debian's Chromium against the production
 * server: an administrateur adds a project with an uploaded PNG, edits it, features it with the
 * star (it becomes the /projets flagship and the home campaign, the seeded campaign losing its
 * star) and deletes it after the confirmation; a seeded project with donations is kept. Axe runs
 * on the list, the form and the confirmation dialog.
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

const TITLE = "Puits du Saguenay";
const SEEDED_CAMPAIGN = "Construction de la Zawiya de Chicoutimi";

describeE2E("projets dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("an administrateur adds, edits, features and deletes a project, seen on /projets", async () => {
    const { page, main } = await openAdminScreen(sessions, "/admin/projets", "Gestion des Projets");
    const publicText = async (path: string) => (await publicPage(page, path)).text;

    // Add: the end before the start is refused first, what was typed stays.
    await main.getByRole("link", { name: "Ajouter", exact: true }).click();
    await main.getByRole("heading", { name: "Ajouter un projet" }).waitFor();
    expect(await main.getByLabel("Date de début").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await main.getByLabel("Titre").fill(TITLE);
    await main.getByLabel("Catégorie").selectOption("social");
    await main.getByLabel("Statut", { exact: true }).selectOption("active");
    await main.getByLabel("Objectif (CAD)").fill("20000");
    await main.getByLabel("Montant collecté hors du site (CAD)").fill("5000.50");
    await main.getByLabel("Date de début").fill("2026-01-15");
    await main.getByLabel("Date de fin (optionnel)").fill("2025-12-31");
    await main.getByLabel("Description").fill("Un puits pour l'eau potable du village.");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await main.getByText("La date de fin ne peut pas précéder la date de début.").waitFor();
    expect(await main.getByLabel("Titre").inputValue()).toBe(TITLE);
    await main.getByLabel("Date de fin (optionnel)").fill("2027-12-31");
    await uploadPng(main, "puits.png", { width: 64, height: 48 });
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Projet ajouté");
    let row = main.getByRole("row").filter({ hasText: TITLE });
    await row.waitFor();
    let text = await row.innerText();
    expect(text).toMatch(/5\s000,50\s\$ \/ 20\s000,00\s\$/);
    expect(text).toContain("25 %");
    expect(text).toContain("Actif");
    expect(await row.locator("img").getAttribute("src")).toMatch(/^\/media\/images\//);
    expect(await publicText("/projets")).toContain(TITLE);

    // Edit: a new amount collected.
    await row.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByRole("heading", { name: `Modifier ${TITLE}` }).waitFor();
    expect(await main.getByLabel("Objectif (CAD)").inputValue()).toBe("20000.00");
    await main.getByLabel("Montant collecté hors du site (CAD)").fill("15000");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Projet mis à jour");
    row = main.getByRole("row").filter({ hasText: TITLE });
    await row.getByText("75 %", { exact: true }).waitFor();

    // The star: this project becomes the campaign, the seeded one loses its star.
    const star = row.getByRole("button", { name: `Mettre en avant ${TITLE}` });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await expectToast(page, "Projet mis en avant");
    await main
      .getByRole("row")
      .filter({ hasText: TITLE })
      .locator('button[aria-pressed="true"]')
      .waitFor();
    expect(
      await main
        .getByRole("row")
        .filter({ hasText: SEEDED_CAMPAIGN })
        .locator("button[aria-pressed]")
        .getAttribute("aria-pressed"),
    ).toBe("false");
    const projets = await page.context().newPage();
    await projets.goto(`${site.server.url}/projets`);
    expect(await projets.locator("#projet-phare-titre").innerText()).toBe(TITLE);
    expect(await projets.getByRole("main").innerText()).toContain(SEEDED_CAMPAIGN);
    await projets.close();
    expect(await publicText("/")).toContain(TITLE);

    // The seeded campaign has donations: its deletion is refused, it stays.
    await main
      .getByRole("row")
      .filter({ hasText: SEEDED_CAMPAIGN })
      .getByRole("link", { name: `Supprimer ${SEEDED_CAMPAIGN}` })
      .click();
    await page
      .getByRole("dialog", { name: "Supprimer le projet" })
      .getByRole("button", { name: `Supprimer ${SEEDED_CAMPAIGN}` })
      .click();
    await main.getByText(/Ce projet a reçu des dons/).waitFor();
    expect(await main.getByRole("row").filter({ hasText: SEEDED_CAMPAIGN }).count()).toBe(1);

    // Delete, after the confirmation.
    await deleteAfterConfirmation(page, main, {
      name: TITLE,
      dialog: "Supprimer le projet",
      question: `Êtes-vous sûr de vouloir supprimer le projet « ${TITLE} » ? Cette action ne peut pas être annulée.`,
      toast: "Projet supprimé",
    });
    await main.getByRole("row").filter({ hasText: TITLE }).waitFor({ state: "detached" });
    text = await publicText("/projets");
    expect(text).not.toContain(TITLE);
  });
});
