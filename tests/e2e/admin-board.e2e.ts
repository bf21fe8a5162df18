/**
 * The back-office board screen (/admin/bureau) in Debian's Chromium against the production
 * server: an administrateur adds a member with an uploaded PNG, opens its details panel, edits
 * and deletes it, and the public /bureau page follows each change. Axe runs on the screen, the
 * form, the details panel and the dialog.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { deleteAfterConfirmation, openAdminScreen, uploadPng } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

describeE2E("bureau de la Fondation dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("an administrateur adds, edits and deletes a board member, seen on /bureau", async () => {
    const { page, main, context } = await openAdminScreen(
      sessions,
      "/admin/bureau",
      "Bureau de la Fondation",
    );

    // Add, first refused for a bad e-mail (what was typed stays).
    await main.getByRole("link", { name: "Ajouter un membre" }).click();
    await main.getByRole("heading", { name: "Ajouter un membre du bureau" }).waitFor();
    expect(await main.getByLabel("Date de nomination").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await main.getByLabel("Nom", { exact: true }).fill("Fatou Diallo");
    await main.getByLabel("Poste", { exact: true }).selectOption({ label: "Vice-président" });
    await main.getByLabel("Biographie").fill("Enseignante à Jonquière, responsable des cours.");
    await main.getByLabel("Courriel (facultatif)").fill("fatou@example");
    await main.getByLabel("Téléphone (facultatif)").fill("418 555-0199");
    await main.getByLabel("Date de nomination").fill("2025-09-14");
    await main.getByLabel("Ordre d'affichage").fill("0");
    await uploadPng(main, "fatou.png");
    await expectNoAxeViolations(page);
    // The browser's own e-mail check is bypassed so the server's answer shows.
    await main.locator('form:has(input[name="nominationDate"])').evaluate((form) => {
      (form as HTMLFormElement).noValidate = true;
    });
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await main.getByText("Adresse courriel invalide.").waitFor();
    expect(await main.getByLabel("Nom", { exact: true }).inputValue()).toBe("Fatou Diallo");
    await main.getByLabel("Courriel (facultatif)").fill("fatou@example.org");
    await uploadPng(main, "fatou.png");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Membre ajouté");
    const row = main.getByRole("row").filter({ hasText: "Fatou Diallo" });
    await row.waitFor();
    expect(await row.innerText()).toContain("Vice-président");
    expect(await row.locator("img").getAttribute("src")).toMatch(/^\/media\/images\//);

    // The details panel: contact, nomination date and the position's responsibilities.
    await row.getByRole("link", { name: "Détails de Fatou Diallo" }).click();
    const details = main.getByRole("region", { name: "Fatou Diallo" });
    await details.waitFor();
    const detailsText = await details.innerText();
    expect(detailsText).toContain("Vice-président");
    expect(detailsText).toContain("fatou@example.org");
    expect(detailsText).toContain("14 septembre 2025");
    await details.getByRole("heading", { name: "Responsabilités" }).waitFor();
    expect(detailsText).toContain("Seconder le président et le remplacer en son absence");
    await expectNoAxeViolations(page);
    await details.getByRole("link", { name: "Fermer les détails" }).click();
    await details.waitFor({ state: "detached" });

    const publicPage = await context.newPage();
    await publicPage.goto(`${site.server.url}/bureau`);
    const publicMain = publicPage.getByRole("main");
    await publicMain.getByText("Fatou Diallo").first().waitFor();
    expect(await publicMain.innerText()).toContain("Enseignante à Jonquière");

    // Edit: a position of its own under "Autre".
    await row.getByRole("link", { name: "Modifier Fatou Diallo" }).click();
    await main.getByRole("heading", { name: "Modifier Fatou Diallo" }).waitFor();
    await main.getByLabel("Poste", { exact: true }).selectOption({ label: "Autre" });
    await main.getByLabel("Précisez le poste (si « Autre »)").fill("Conseillère culturelle");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Membre mis à jour");
    expect(await main.getByRole("row").filter({ hasText: "Fatou Diallo" }).innerText()).toContain(
      "Conseillère culturelle",
    );
    await publicPage.reload();
    await publicMain.getByText("Conseillère culturelle").first().waitFor();

    // Delete, after the confirmation naming the member.
    await deleteAfterConfirmation(page, main, {
      name: "Fatou Diallo",
      dialog: "Supprimer le membre",
      question:
        "Êtes-vous sûr de vouloir supprimer Fatou Diallo du bureau ? Cette action ne peut pas être annulée.",
      toast: "Membre supprimé",
    });
    await main.getByRole("row").filter({ hasText: "Fatou Diallo" }).waitFor({ state: "detached" });
    await publicPage.reload();
    await publicMain.getByRole("heading", { level: 1, name: "Bureau de la Fondation" }).waitFor();
    expect(await publicMain.innerText()).not.toContain("Fatou Diallo");
  });
});
