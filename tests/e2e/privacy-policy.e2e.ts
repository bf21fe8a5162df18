/**
 * Quebec's Law 25, part A (decision 0033), in Debian's Chromium against the production server:
 * an administrator names the person in charge of personal information in Paramètres ›
 * Confidentialité (a period out of bounds refused in French first); a visitor follows the
 * footer's « Politique de confidentialité » link and reads that person and the period on
 * /confidentialite; the administrator records an incident in the register and finds it in the
 * list. Axe runs on the policy page and the register (list and form).
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { siteInBrowser } from "../helpers/site-in-browser";

describeE2E("Loi 25 : politique de confidentialité et registre des incidents", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("the person in charge set in Paramètres shows on /confidentialite, reached from the footer", async () => {
    const { page: admin } = await sessions.signIn("/admin/settings?onglet=confidentialite");
    const main = admin.getByRole("main");
    await main.getByRole("link", { name: "Confidentialité" }).waitFor();
    await main.getByLabel("Nom", { exact: true }).fill("Fatou Sow");
    await main.getByLabel("Titre ou fonction").fill("Secrétaire générale");
    await main.getByLabel("Courriel").fill("vie-privee@fondation.example");
    await main.getByLabel("Téléphone").fill("418 555-0111");
    const months = main.getByLabel("Messages de contact : supprimés après (mois)");
    await months.fill("0");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await main
      .getByText(/La durée de conservation doit être un nombre entier de mois entre 1 et 120/)
      .first()
      .waitFor();
    await months.fill("12");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(admin, "Paramètres mis à jour");
    await expectNoAxeViolations(admin);

    const { page } = await sessions.open();
    await page.goto(`${site.server.url}/evenements`);
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Politique de confidentialité", exact: true })
      .click();
    await page.waitForURL(`${site.server.url}/confidentialite`);
    await page.getByRole("heading", { level: 1, name: "Politique de confidentialité" }).waitFor();
    const officer = page.getByRole("region", {
      name: "Responsable de la protection des renseignements personnels",
    });
    await officer.getByText("Fatou Sow").waitFor();
    await officer.getByText("Secrétaire générale").waitFor();
    expect(
      await officer
        .getByRole("link", { name: "vie-privee@fondation.example" })
        .getAttribute("href"),
    ).toBe("mailto:vie-privee@fondation.example");
    await officer.getByText(/supprimés automatiquement 12 mois après leur réception/).waitFor();
    // The policy text written by the migration.
    await page.getByRole("heading", { name: "Vos droits" }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("an administrator records an incident and finds it in the register", async () => {
    const { page: admin } = await sessions.signIn("/admin/renseignements-personnels/incidents");
    const main = admin.getByRole("main");
    await main.getByText("Aucun incident de confidentialité inscrit.").waitFor();
    await expectNoAxeViolations(admin);
    await main.getByRole("link", { name: "Inscrire un incident" }).click();
    await main.getByRole("heading", { name: "Inscrire un incident" }).waitFor();
    await main.getByLabel("Date de l'incident (ou début de la période)").fill("2026-10-01");
    await main.getByLabel("Date où la fondation en a pris connaissance").fill("2026-10-02");
    await main
      .getByLabel("Description de l'incident")
      .fill("Un reçu envoyé par courriel au mauvais donateur.");
    await main
      .getByLabel("Renseignements personnels visés")
      .fill("Nom, adresse et montant du don.");
    await main.getByLabel("Nombre de personnes concernées").fill("1");
    await main.getByLabel("Risque de préjudice sérieux").selectOption("non");
    await main
      .getByLabel("Évaluation du risque")
      .fill("Renseignements peu sensibles, destinataire joint et copie supprimée.");
    await main.getByLabel("Mesures prises").fill("Vérification de l'adresse avant l'envoi.");
    await expectNoAxeViolations(admin);
    await main.getByRole("button", { name: "Ajouter" }).click();
    await expectToast(admin, "Incident inscrit au registre");

    const row = main.getByRole("row").filter({ hasText: "Un reçu envoyé par courriel" });
    await row.getByRole("rowheader", { name: "2 octobre 2026" }).waitFor();
    await row.getByRole("link", { name: /Modifier/ }).waitFor();
    expect(await row.getByRole("button", { name: /Supprimer/ }).count()).toBe(0);
    await expectNoAxeViolations(admin);
  });
});
