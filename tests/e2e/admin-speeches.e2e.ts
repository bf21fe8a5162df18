/**
 * The back-office speeches screen (/admin/discours) in Debian's Chromium against the production
 * server: an administrateur adds a draft (not public), publishes it (on /discours), edits it,
 * withdraws it (gone from /discours) and deletes it after the confirmation. Then the settings'
 * API tab: a key saved, shown masked, revealed on request. Axe runs on the list, the form, the
 * confirmation dialog and the API tab.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { deleteAfterConfirmation, openAdminScreen, publicPage } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const TITLE = "Le voisinage en islam";
const NEW_TITLE = "Le bon voisinage en islam";
const PAYMENT_KEY = "sk_test_e2e_4f8a2b9c1d7e";

describeE2E("discours et clés API dans Chromium", () => {
  const { sessions } = siteInBrowser(E2E_ADMIN_SITE);

  it("an administrateur adds a draft, publishes, edits, withdraws and deletes a speech, seen on /discours", async () => {
    const { page, main } = await openAdminScreen(
      sessions,
      "/admin/discours",
      "Gestion des Discours",
    );
    const publicText = async () => (await publicPage(page, "/discours")).text;

    // Add a draft; a missing speaker is refused first.
    await main.getByRole("link", { name: "Ajouter un discours" }).click();
    await main.getByRole("heading", { name: "Ajouter un discours" }).waitFor();
    expect(await main.getByLabel("Date", { exact: true }).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await main.getByLabel("Titre", { exact: true }).fill(TITLE);
    await main.getByLabel("Type", { exact: true }).selectOption("audio");
    await main.getByLabel("Genre (onglet du site)").selectOption("khutba");
    await main.getByLabel("Catégorie").selectOption("Société");
    await main.getByLabel("Durée").fill("22 min");
    // The shared rich-text editor (Tiptap) replaces the HTML textarea once JavaScript runs.
    const editor = main.locator('[contenteditable="true"][aria-label="Contenu"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.type("Le Prophète a insisté sur les droits du voisin.");
    await main.getByLabel("URL du média").fill("https://www.youtube.com/watch?v=abc");
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await main.getByText("Ce champ est obligatoire.").waitFor({ timeout: 10_000 });
    expect(await main.getByLabel("Titre", { exact: true }).inputValue()).toBe(TITLE);
    await main.getByLabel("Orateur").fill("Imam Moussa Kane");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Discours ajouté");
    let row = main.getByRole("row").filter({ hasText: TITLE });
    await row.waitFor();
    let text = await row.innerText();
    for (const part of ["Imam Moussa Kane", "Audio", "Société", "Brouillon"]) {
      expect(text).toContain(part);
    }
    expect(await publicText()).not.toContain(TITLE);

    // Publish: on the public page.
    await row.getByRole("button", { name: `Publier ${TITLE}` }).click();
    await expectToast(page, "Discours publié");
    await page.getByText(`« ${TITLE} » est maintenant visible sur le site.`).first().waitFor();
    await row.getByText("Publié", { exact: true }).waitFor();
    expect(await publicText()).toContain(TITLE);

    // Edit the title; the form keeps the publication.
    await row.getByRole("link", { name: `Modifier ${TITLE}` }).click();
    await main.getByRole("heading", { name: `Modifier « ${TITLE} »` }).waitFor();
    expect(await main.getByLabel("Publié (visible sur le site)").isChecked()).toBe(true);
    await main.getByLabel("Titre", { exact: true }).fill(NEW_TITLE);
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Discours mis à jour");
    row = main.getByRole("row").filter({ hasText: NEW_TITLE });
    await row.waitFor();
    expect(await publicText()).toContain(NEW_TITLE);

    // The status tabs and the title search.
    await main.getByRole("link", { name: "Brouillons", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "brouillon");
    // The URL may change before the new list shows: wait for the row to go.
    await main
      .getByRole("row")
      .filter({ hasText: NEW_TITLE })
      .waitFor({ state: "detached", timeout: 10_000 });
    await main.getByRole("link", { name: "Tous", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("statut"));
    await main.getByLabel("Rechercher par titre").fill("voisinage");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "voisinage");
    await expect.poll(() => main.locator("tbody tr").count(), { timeout: 10_000 }).toBe(1);

    // Withdraw: gone from the public page.
    row = main.getByRole("row").filter({ hasText: NEW_TITLE });
    await row.getByRole("button", { name: `Retirer ${NEW_TITLE}` }).click();
    await expectToast(page, "Discours retiré");
    await row.getByText("Brouillon", { exact: true }).waitFor({ timeout: 10_000 });
    expect(await publicText()).not.toContain(NEW_TITLE);

    // Delete, after the confirmation.
    await deleteAfterConfirmation(page, row, {
      name: NEW_TITLE,
      dialog: "Supprimer le discours",
      question: `Êtes-vous sûr de vouloir supprimer le discours « ${NEW_TITLE} » ? Cette action ne peut pas être annulée.`,
      toast: "Discours supprimé",
    });
    expect(await main.getByRole("row").filter({ hasText: NEW_TITLE }).count()).toBe(0);
    text = await main.innerText();
    expect(text).toContain("Aucun discours trouvé.");
  });

  it("the API tab saves a key, shows it masked and reveals it on request", async () => {
    const { page } = await sessions.signIn("/admin/settings?onglet=api");
    const main = page.getByRole("main");
    await main.getByText("Attention : ces clés sont sensibles.").waitFor();
    const field = main.getByLabel("Nouvelle clé : Passerelle de paiement");
    await field.fill(PAYMENT_KEY);
    await expectNoAxeViolations(page);
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Paramètres mis à jour");
    await page.getByText("Les paramètres API ont été mis à jour avec succès.").first().waitFor();
    await main.getByText("Clé enregistrée : ••••1d7e").waitFor();
    expect(await field.inputValue()).toBe("");
    expect(await page.content()).not.toContain(PAYMENT_KEY);

    await main.getByRole("button", { name: "Afficher la clé : Passerelle de paiement" }).click();
    await main.getByText(PAYMENT_KEY, { exact: true }).waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await main.getByRole("link", { name: "Masquer la clé : Passerelle de paiement" }).click();
    await main.getByRole("button", { name: "Afficher la clé : Passerelle de paiement" }).waitFor();
    expect(await page.content()).not.toContain(PAYMENT_KEY);
  });
});
