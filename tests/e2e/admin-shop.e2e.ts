/**
 * The back-office shop (/admin/boutique) in Debian's Chromium against the production server: an
 * administrateur adds a product (seen on /boutique), edits its price, hides it (gone from
 * /boutique) and deletes it after the confirmation; then opens a seeded order's details and
 * changes its status, and reads the statistics tab. Axe runs on each tab, the form and the dialog.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { deleteAfterConfirmation, openAdminScreen, publicPage } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

const NAME = "Tapis de prière brodé main";

describeE2E("boutique (administration) dans Chromium", () => {
  const { sessions } = siteInBrowser(E2E_ADMIN_SITE);

  it("an administrateur manages a product and an order, seen on /boutique", async () => {
    const { page, main } = await openAdminScreen(
      sessions,
      "/admin/boutique",
      "Gestion de la Boutique",
    );
    expect(
      await main.getByRole("link", { name: "Produits", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    const publicShop = async () => (await publicPage(page, "/boutique")).text;

    // Add: a bad price is refused first, then "34,50" is accepted.
    await main.getByRole("link", { name: "Ajouter un produit" }).click();
    await main.getByRole("heading", { name: "Ajouter un produit" }).waitFor();
    await main.getByLabel("Nom", { exact: true }).fill(NAME);
    await main.getByLabel("Prix (CAD)").fill("douze");
    await main.getByLabel("Catégorie").selectOption("accessoires");
    await main.getByLabel("Stock").fill("7");
    await main
      .getByLabel("Description")
      .fill("Tapis de prière en velours, motifs brodés à la main, 70 x 110 cm, avec sac.");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await main.getByText(/^Prix invalide/).waitFor();
    await expectNoAxeViolations(page);
    await main.getByLabel("Prix (CAD)").fill("34,50");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(page, "Produit ajouté");
    let row = main.getByRole("row").filter({ hasText: NAME });
    await row.waitFor();
    // fr-CA money uses no-break spaces ("34,50 $").
    const text = (await row.innerText()).replace(/\s/g, " ");
    expect(text).toContain("34,50 $");
    expect(text).toContain("Accessoires");
    expect(text).toContain("Actif");
    expect(text).toContain("Tapis de prière en velours, motifs brodés à la ma…");
    expect(await publicShop()).toContain(NAME);

    // The search and the status filter.
    await main.getByLabel("Rechercher par nom").fill("brodé main");
    await main.getByLabel("Filtrer par statut").selectOption("hidden");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await main.getByText("Aucun produit trouvé.").waitFor();
    await main.getByLabel("Filtrer par statut").selectOption("");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "");
    await main.getByRole("row").filter({ hasText: NAME }).waitFor();

    // Edit the price, then hide it: gone from the public shop.
    await main.getByRole("link", { name: `Modifier ${NAME}` }).click();
    await main.getByRole("heading", { name: `Modifier ${NAME}` }).waitFor();
    expect(await main.getByLabel("Prix (CAD)").inputValue()).toBe("34,50");
    await main.getByLabel("Prix (CAD)").fill("29.99");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Produit mis à jour");
    row = main.getByRole("row").filter({ hasText: NAME });
    await row.getByText(/^29,99\s\$$/).waitFor({ timeout: 10_000 });
    await main.getByRole("link", { name: `Modifier ${NAME}` }).click();
    await main.getByLabel("Statut", { exact: true }).selectOption("hidden");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await main
      .getByRole("row")
      .filter({ hasText: NAME })
      .getByText("Masqué", { exact: true })
      .waitFor({ timeout: 10_000 });
    expect(await publicShop()).not.toContain(NAME);

    // Delete, after the confirmation.
    await deleteAfterConfirmation(page, main, {
      name: NAME,
      dialog: "Supprimer le produit",
      question: /Êtes-vous sûr de vouloir supprimer le produit/,
      toast: "Produit supprimé",
    });
    expect(await main.getByRole("row").filter({ hasText: NAME }).count()).toBe(0);

    // Orders: the pending ones, one order's details, a new status.
    await main.getByRole("link", { name: "Commandes", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("onglet") === "commandes");
    // The URL changes before the tab is rendered: wait for the orders table itself.
    await main.getByRole("table", { name: "Commandes de la boutique" }).waitFor();
    await main.getByLabel("Filtrer par statut").selectOption("pending");
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("statut") === "pending");
    const pending = main.getByRole("table", { name: "Commandes de la boutique" }).getByRole("row");
    expect(await pending.count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    await pending
      .nth(1)
      .getByRole("link", { name: /^Détails/ })
      .click();
    const details = main.getByRole("region", { name: /^Commande / });
    await details.getByRole("table", { name: /^Articles de la commande/ }).waitFor();
    const reference = (await details.getByRole("heading").innerText()).replace("Commande ", "");
    await expectNoAxeViolations(page);
    await details.getByLabel("Statut de la commande").selectOption("shipped");
    await details.getByRole("button", { name: "Mettre à jour" }).click();
    await expectToast(page, "Commande mise à jour");
    await details
      .getByText("Prête à récupérer", { exact: true })
      .first()
      .waitFor({ timeout: 10_000 });
    // No longer pending: gone from the filtered list.
    expect(await main.getByRole("row").filter({ hasText: reference }).count()).toBe(0);

    // Statistics, computed from the data.
    await main.getByRole("link", { name: "Statistiques", exact: true }).click();
    await main.getByText("Ventes aujourd'hui").waitFor();
    await main.getByText("Commandes des 7 derniers jours").waitFor();
    await main.getByRole("table", { name: /Produits les plus vendus/ }).waitFor();
    await expectNoAxeViolations(page);
  });
});
