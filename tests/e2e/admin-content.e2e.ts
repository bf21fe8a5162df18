/**
 * The back-office Committees (/admin/comites) and Sope Naby (/admin/sope-naby) screens in Debian's
 * Chromium against the production server: an administrateur adds, edits and deletes a committee,
 * a member with an uploaded PNG and a group event; an éditeur reaches both screens, a trésorier
 * is refused. Axe runs on both screens, with a confirmation dialog open.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { deleteAfterConfirmation, openAdminScreen, uploadPng } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const OTHER_PASSWORD = "mot de passe des bénévoles";

describeE2E("comités et groupe Sope Naby dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("an administrateur manages a committee and a member with an uploaded PNG", async () => {
    const { page, main } = await openAdminScreen(
      sessions,
      "/admin/comites",
      "Comités de la Fondation",
    );
    await main.getByText("Aucun comité sélectionné").waitFor();

    // Add a committee.
    await main.getByRole("link", { name: "Ajouter un comité" }).click();
    await main.getByRole("heading", { name: "Ajouter un comité" }).waitFor();
    await main.getByLabel("Nom du comité").fill("Co");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await main.getByText("Le nom doit contenir au moins 3 caractères").waitFor();
    await main.getByLabel("Nom du comité").fill("Comité des bénévoles");
    await main.getByLabel("Description").fill("Coordonne les bénévoles des événements.");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Comité ajouté");
    await main.getByRole("heading", { level: 2, name: "Comité des bénévoles" }).waitFor();
    await main.getByText("Aucun membre dans ce comité").waitFor();

    // Rename it.
    await main.getByRole("link", { name: "Modifier le comité Comité des bénévoles" }).click();
    await main.getByLabel("Nom du comité").fill("Comité des bénévoles actifs");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Comité mis à jour");
    await main.getByRole("heading", { level: 2, name: "Comité des bénévoles actifs" }).waitFor();

    // Add a member with a photo.
    await main.getByRole("link", { name: "Ajouter un membre" }).click();
    await main.getByLabel("Nom", { exact: true }).fill("Awa Sarr");
    await main.getByLabel("Rôle").fill("Coordinatrice");
    await main.getByLabel("Contact (courriel ou téléphone)").fill("awa@example.org");
    await uploadPng(main, "awa.png");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Membre ajouté");
    const row = main.getByRole("row").filter({ hasText: "Awa Sarr" });
    await row.waitFor();
    expect(await row.innerText()).toContain("Coordinatrice");
    const img = row.locator("img");
    expect(await img.getAttribute("src")).toMatch(/^\/media\/images\/[a-z0-9]+\/\d+\.webp$/);
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>("main table img");
        return image?.complete && image.naturalWidth > 0;
      },
      undefined,
      { timeout: 10_000 },
    );

    // Edit the member.
    await row.getByRole("link", { name: "Modifier Awa Sarr" }).click();
    await main.getByLabel("Rôle").fill("Responsable");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Membre mis à jour");
    expect(await main.getByRole("row").filter({ hasText: "Awa Sarr" }).innerText()).toContain(
      "Responsable",
    );

    // Delete the member, after the confirmation.
    await deleteAfterConfirmation(page, main, {
      name: "Awa Sarr",
      dialog: "Supprimer le membre",
      question:
        "Êtes-vous sûr de vouloir supprimer le membre Awa Sarr ? Cette action ne peut pas être annulée.",
      toast: "Membre supprimé",
    });
    await main.getByText("Aucun membre dans ce comité").waitFor();

    // Delete the committee.
    await deleteAfterConfirmation(page, main, {
      name: "le comité Comité des bénévoles actifs",
      dialog: "Supprimer le comité",
      toast: "Comité supprimé",
      axe: false,
    });
    await main.getByText("Aucun comité sélectionné").waitFor();
    expect(await main.getByText("Comité des bénévoles actifs").count()).toBe(0);
  });

  it("an administrateur adds, edits and deletes a Sope Naby event", async () => {
    const { page, main } = await openAdminScreen(
      sessions,
      "/admin/sope-naby",
      "Gestion du Groupe Sope Naby",
    );
    await main.getByRole("columnheader", { name: "Date d'adhésion" }).waitFor();

    const tabs = page.getByRole("navigation", { name: "Onglets du groupe" });
    await tabs.getByRole("link", { name: "Événements" }).click();
    await page.waitForURL(`${site.server.url}/admin/sope-naby?onglet=evenements`);
    await main.getByRole("link", { name: "Ajouter un événement" }).click();
    await main.getByLabel("Titre").fill("Veillée du Mawlid");
    await main.getByLabel("Lieu").fill("Salle de la Fondation");
    await main.getByLabel("Description").fill("Chants et récitations.");
    expect(await main.getByLabel("Date", { exact: true }).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await main.getByLabel("Date", { exact: true }).fill("2026-12-20");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Événement ajouté");
    let row = main.getByRole("row").filter({ hasText: "Veillée du Mawlid" });
    await row.waitFor();
    expect(await row.innerText()).toContain("20 décembre 2026");
    expect(await row.innerText()).toContain("À venir");

    await row.getByRole("link", { name: "Modifier Veillée du Mawlid" }).click();
    await main.getByLabel("Statut").selectOption({ label: "Terminé" });
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Événement mis à jour");
    row = main.getByRole("row").filter({ hasText: "Veillée du Mawlid" });
    expect(await row.innerText()).toContain("Terminé");

    await deleteAfterConfirmation(page, row, {
      name: "Veillée du Mawlid",
      dialog: "Supprimer l'événement",
      toast: "Événement supprimé",
    });
    expect(await main.getByRole("row").filter({ hasText: "Veillée du Mawlid" }).count()).toBe(0);
  });

  it("without JavaScript, a deletion asks for confirmation on the page, then happens", async () => {
    const { page } = await sessions.signIn("/admin/sope-naby", {
      context: { javaScriptEnabled: false },
    });
    const main = page.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: "Modou Gaye" });
    await row.getByRole("link", { name: "Supprimer Modou Gaye" }).click();
    await page.waitForURL(/confirmer=delete-member-\d+/);
    const question = row.getByRole("group", { name: "Supprimer le membre" });
    await question
      .getByText(
        "Êtes-vous sûr de vouloir supprimer le membre Modou Gaye ? Cette action ne peut pas être annulée.",
      )
      .waitFor();
    await question.getByRole("button", { name: "Supprimer Modou Gaye" }).click();
    await page.getByRole("status").filter({ hasText: "Membre supprimé" }).waitFor();
    expect(new URL(page.url()).search).not.toContain("confirmer");
    expect(await main.getByRole("row").filter({ hasText: "Modou Gaye" }).count()).toBe(0);
  });

  it("an éditeur reaches both screens, a trésorier is refused", async () => {
    const { page, context } = await sessions.signIn("/admin/utilisateurs");
    for (const [email, role] of [
      ["editeur@fondation.example", "editeur"],
      ["tresorier@fondation.example", "tresorier"],
    ]) {
      const response = await context.context.request.post(`${site.server.url}/admin/utilisateurs`, {
        form: { intent: "create", name: role, email, role, password: OTHER_PASSWORD },
        headers: { Origin: site.server.url },
        maxRedirects: 0,
      });
      expect(response.status(), email).toBe(302);
    }
    await page.close();

    const editor = await sessions.signIn("/admin/comites", {
      email: "editeur@fondation.example",
      password: OTHER_PASSWORD,
    });
    await editor.page.getByRole("heading", { level: 1, name: "Comités de la Fondation" }).waitFor();
    const sidebar = editor.page.getByRole("navigation", { name: "Administration" });
    await sidebar.getByRole("link", { name: "Sope Naby" }).click();
    await editor.page
      .getByRole("heading", { level: 1, name: "Gestion du Groupe Sope Naby" })
      .waitFor();

    const treasurer = await sessions.signIn("/admin", {
      email: "tresorier@fondation.example",
      password: OTHER_PASSWORD,
    });
    const sidebarT = treasurer.page.getByRole("navigation", { name: "Administration" });
    await sidebarT.getByRole("link", { name: "Tableau de bord" }).waitFor();
    expect(await sidebarT.getByRole("link", { name: "Comités" }).count()).toBe(0);
    for (const path of ["/admin/comites", "/admin/sope-naby"]) {
      const response = await treasurer.page.goto(`${site.server.url}${path}`);
      expect(response?.status(), path).toBe(403);
    }
  });
});
