/**
 * The back-office donations screen (/admin/donations) in Debian's Chromium against the production
 * server: two donations made on the public /don page appear in the history; the treasurer's
 * actions run through the real UI (confirm the reception of one, delete the other after the
 * confirmation), the CSV export downloads the filtered list, and switching the Interac payment
 * option off closes the /don form until it is switched on again. Axe runs on the list, the
 * details panel, the confirmation dialog and the options tab.
 */
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { donateInSecondTab, publicPage } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

describeE2E("dons dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  const donate = (page: Page, firstName: string, amount: string) =>
    donateInSecondTab(page, { firstName, lastName: "Testeur", amount });

  const publicDonationText = async (page: Page) => (await publicPage(page, "/don")).text;

  it("a donation made on /don is confirmed, another deleted, the list exported, an option switched", async () => {
    const { page } = await sessions.signIn("/admin/donations", {
      context: { acceptDownloads: true },
    });
    await page.getByRole("heading", { level: 1, name: "Gestion des Dons" }).waitFor();
    const main = page.getByRole("main");
    const kept = await donate(page, "Mariama", "42,50");
    const removed = await donate(page, "Ousmane", "12");

    // Both appear (newest first), pending; the search finds one by its reference.
    await page.reload();
    const keptRow = main.getByRole("row").filter({ hasText: kept });
    await keptRow.waitFor();
    let text = await keptRow.innerText();
    expect(text).toContain("Mariama Testeur");
    expect(text).toContain("mariama@example.ca");
    expect(text).toMatch(/42,50\s\$/);
    expect(text).toContain("En attente");
    expect(text).toContain("Interac");
    await expectNoAxeViolations(page);
    await main.getByLabel("Rechercher (nom, courriel, référence)").fill(kept);
    await main.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === kept);
    // The URL changes before the filtered list is rendered: wait for the list itself.
    await expect
      .poll(() => main.getByRole("row").filter({ hasText: "DON-" }).count(), { timeout: 10_000 })
      .toBe(1);

    // Details, then 'Confirmer la réception'.
    await keptRow.getByRole("link", { name: `Détails du don ${kept}` }).click();
    const details = main.getByRole("region", { name: `Détails du don ${kept}` });
    await details.waitFor();
    expect(await details.innerText()).toContain("Reçu non envoyé");
    await expectNoAxeViolations(page);
    await details.getByRole("button", { name: "Confirmer la réception" }).click();
    await expectToast(page, "Réception confirmée");
    await details.getByText("Complété", { exact: true }).waitFor({ timeout: 10_000 });
    // A completed donation offers no delete, only fail / cancel with a reason.
    expect(await details.getByRole("link", { name: /^Supprimer/ }).count()).toBe(0);
    await details.getByRole("button", { name: "Annuler le don" }).waitFor();

    // The export of the filtered list (the search is kept): a CSV for Excel.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("link", { name: /^Exporter/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dons-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFRéférence;Date;")).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${kept};`);
    expect(lines[1]).toContain(";42,50;Interac;");
    expect(lines[1]).toContain(";Complété;");

    // Delete the other, pending, donation after the confirmation.
    await page.goto(`${site.server.url}/admin/donations?statut=pending`);
    await waitForHydration(page);
    const removedRow = main.getByRole("row").filter({ hasText: removed });
    await removedRow.getByRole("link", { name: `Supprimer le don ${removed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer le don" });
    await dialog.getByText(/Êtes-vous sûr de vouloir supprimer le don/).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: `Supprimer le don ${removed}` }).click();
    await expectToast(page, "Don supprimé");
    await expect.poll(() => main.getByRole("row").filter({ hasText: removed }).count()).toBe(0);

    // Options de paiement: Interac off closes the /don form, on opens it again.
    await main.getByRole("link", { name: "Options de paiement" }).click();
    await page.waitForURL((url) => url.searchParams.get("onglet") === "options");
    const interac = main.getByRole("switch", { name: /^Interac/ });
    expect(await interac.getAttribute("aria-checked")).toBe("true");
    await expectNoAxeViolations(page);
    await interac.click();
    await expectToast(page, "Option de paiement désactivée");
    await expect.poll(() => interac.getAttribute("aria-checked")).toBe("false");
    text = await publicDonationText(page);
    expect(text).toContain("Virement Interac indisponible");
    expect(text).not.toContain("Confirmer mon don");
    await interac.click();
    await expectToast(page, "Option de paiement activée");
    await expect.poll(() => interac.getAttribute("aria-checked")).toBe("true");
    expect(await publicDonationText(page)).toContain("Confirmer mon don");
  });
});
