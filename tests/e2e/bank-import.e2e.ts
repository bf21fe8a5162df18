/**
 * 'Rapprochement bancaire' (issue 13, item 5) in Debian's Chromium against the production server:
 * two gifts are pledged on /don; a treasurer uploads the bank's CSV export (Desjardins layout,
 * Windows-1252) in which one transfer carries the right reference and amount and the other a
 * wrong amount; the preview proposes the first (ticked) and flags the second; 'Confirmer les
 * correspondances cochées' confirms it (the history then shows it completed); the same file
 * imported again shows every line « Déjà importée ». Axe runs on the tab and on the preview.
 */
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { donateInSecondTab } from "../helpers/admin-journey";
import { siteInBrowser } from "../helpers/site-in-browser";

describeE2E("rapprochement bancaire dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  const donate = (page: Page, firstName: string, amount: string) =>
    donateInSecondTab(page, { firstName, lastName: "Virement", amount });

  /** A Desjardins (AccèsD) export: no header, 14 cells, Windows-1252 ("é" is one byte). */
  function desjardinsFile(lines: [day: string, description: string, amount: string][]): Buffer {
    const text = lines
      .map(
        ([day, description, amount], index) =>
          `"815-30184","0456789","EOP","${day}","${String(index + 1).padStart(5, "0")}","${description}","","","${amount}","","","","","1000.00"`,
      )
      .join("\r\n");
    return Buffer.from(text, "latin1");
  }

  it("a treasurer imports the bank's file and confirms the matches", async () => {
    const { page } = await sessions.signIn("/admin/donations");
    const matched = await donate(page, "Mariama", "42,50");
    const differs = await donate(page, "Ousmane", "30");
    const file = desjardinsFile([
      ["2026/11/02", `Virement Interac /Mariama Côté ${matched}`, "42.50"],
      ["2026/11/03", `Virement Interac /Ousmane Diop ${differs.toLowerCase()}`, "25.00"],
      ["2026/11/04", "Dépôt au comptoir", "100.00"],
    ]);

    await page.goto(`${site.server.url}/admin/donations?onglet=rapprochement`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Importer le relevé de la banque" }).waitFor();
    await expectNoAxeViolations(page);

    const upload = async () => {
      await main
        .getByLabel("Fichier CSV de la banque")
        .setInputFiles({ name: "releve-desjardins.csv", mimeType: "text/csv", buffer: file });
      await main.getByRole("button", { name: "Voir les correspondances" }).click();
      const proposals = main.getByRole("region", { name: "Correspondances proposées" });
      await proposals.waitFor({ timeout: 10_000 });
      return proposals;
    };

    let proposals = await upload();
    expect(await proposals.innerText()).toContain("Desjardins (AccèsD)");
    const first = proposals.getByRole("row").filter({ hasText: matched });
    expect(await first.innerText()).toContain("Correspond");
    expect(await first.getByRole("checkbox").isChecked()).toBe(true);
    const second = proposals.getByRole("row").filter({ hasText: differs });
    expect(await second.innerText()).toMatch(
      /Montant différent \(attendu 30,00\s\$, reçu 25,00\s\$\)/,
    );
    expect(await second.getByRole("checkbox").count()).toBe(0);
    expect(
      await proposals.getByRole("row").filter({ hasText: "Dépôt au comptoir" }).innerText(),
    ).toContain("Aucune référence");
    await expectNoAxeViolations(page);

    await proposals.getByRole("button", { name: "Confirmer les correspondances cochées" }).click();
    await expectToast(page, "Rapprochement enregistré");
    await main
      .getByRole("row")
      .filter({ hasText: "releve-desjardins.csv" })
      .waitFor({ timeout: 10_000 });

    // The history shows the matched gift completed, the other still pending.
    await page.goto(`${site.server.url}/admin/donations?q=${matched}`);
    const row = main.getByRole("row").filter({ hasText: matched });
    await row.waitFor();
    expect(await row.innerText()).toContain("Complété");
    await page.goto(`${site.server.url}/admin/donations?q=${differs}`);
    const pending = main.getByRole("row").filter({ hasText: differs });
    await pending.waitFor();
    expect(await pending.innerText()).toContain("En attente");

    // The same file again: nothing to confirm.
    await page.goto(`${site.server.url}/admin/donations?onglet=rapprochement`);
    await waitForHydration(page);
    proposals = await upload();
    const labels = await proposals.getByRole("row").allInnerTexts();
    expect(labels.slice(1).every((text) => text.includes("Déjà importée"))).toBe(true);
    expect(await proposals.getByRole("checkbox").count()).toBe(0);
  });
});
