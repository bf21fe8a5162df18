/**
 * The donation page (/don) and the event request page (/demande-evenements) in Debian's Chromium
 * against the production server. Spec: public-site.md §2.5, §2.11, §4, §5, §8, §9.
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Locator } from "playwright-core";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { dayInSaguenay } from "../helpers/admin-browser";
import { expectFieldError, isFocused } from "../helpers/page-checks";
import { donationForm, eventRequestForm } from "../helpers/public-form-fields";
import { siteInBrowser } from "../helpers/site-in-browser";

const DESKTOP = { width: 1280, height: 800 };

// The first start migrates and seeds a new database (with its images): slow on a busy machine.
const site = siteInBrowser({ timeoutMs: 240_000 });

describeE2E("formulaires publics dans Chromium", () => {
  const open = (path: string, options: BrowserContextOptions = {}) =>
    site.sessions.load(path, { viewport: DESKTOP, ...options });

  describe("page de don (/don)", () => {
    it("s'affiche sans violation axe, 50 $ et le projet vedette choisis par défaut", async () => {
      const { page, response } = await open("/don");
      expect(response.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      const f = donationForm(page);
      expect(await f.preset(50).isChecked()).toBe(true);
      expect(await f.custom.inputValue()).toBe("");
      expect(await f.project.locator("option:checked").textContent()).toBe(
        "Construction de la Zawiya de Chicoutimi",
      );
      // The card tab tells the truth and sends to Interac.
      await page.getByRole("tab", { name: "Carte bancaire" }).click();
      await visible(page.getByText(/n.est pas encore offert/));
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Virement Interac" }).click();
      await visible(page.getByText(/Envoyez votre virement Interac/));

      // The receipt's address appears only when a receipt is asked for.
      const address = f.form.getByLabel(/^Adresse/);
      expect(await address.isVisible()).toBe(false);
      await f.form.getByLabel(/reçu officiel pour fins d'impôt/).check();
      await visible(address);
      expect(await f.form.getByLabel(/^Province/).inputValue()).toBe("QC");
      expect(await f.form.getByLabel(/^Pays/).inputValue()).toBe("Canada");
      await expectNoAxeViolations(page);
    });

    it("un montant prédéfini vide le montant libre, et inversement", async () => {
      const { page } = await open("/don");
      const f = donationForm(page);
      await f.presetLabel(100).click();
      expect(await f.preset(100).isChecked()).toBe(true);
      await f.custom.fill("75");
      for (const amount of [20, 50, 100, 250, 500]) {
        expect(await f.preset(amount).isChecked(), `${amount} $ décoché`).toBe(false);
      }
      await f.presetLabel(20).click();
      expect(await f.preset(20).isChecked()).toBe(true);
      expect(await f.custom.inputValue()).toBe("");
    });

    it("sans montant : « Montant requis »", async () => {
      const { page } = await open("/don");
      const f = donationForm(page);
      await f.custom.fill("5");
      await f.custom.fill("");
      await f.firstName.fill("Awa");
      await f.lastName.fill("Diop");
      await f.email.fill("awa.diop@example.ca");
      await f.submit.click();
      const alert = page.getByRole("alert").filter({ hasText: "Montant requis" });
      await visible(alert);
      expect(await alert.textContent()).toContain(
        "Veuillez sélectionner ou saisir un montant de don.",
      );
      await expect.poll(() => isFocused(f.preset(20))).toBe(true);
    });

    it("refuse un envoi incomplet, puis enregistre le don et affiche le résumé ; « Faire un nouveau don » remet la page à zéro", async () => {
      const { page } = await open("/don");
      const f = donationForm(page);
      await f.project.selectOption({ label: "Bibliothèque islamique" });
      await f.custom.fill("75,50");
      await f.lastName.fill("Diop");
      await f.submit.click();

      await expectFieldError(f.firstName, "Ce champ est obligatoire.");
      await expectFieldError(f.email, "Ce champ est obligatoire.");
      await expect.poll(() => isFocused(f.firstName)).toBe(true);
      expect(await f.custom.inputValue()).toBe("75,50");
      expect(await f.lastName.inputValue()).toBe("Diop");
      await expectNoAxeViolations(page);

      await f.firstName.fill("Awa");
      await f.email.fill("awa.diop@example.ca");
      await f.submit.click();

      const summary = page.getByRole("region", { name: /Merci pour votre générosité/ });
      await visible(summary);
      const text = (await summary.textContent()) ?? "";
      expect(text).toMatch(/DON-[A-HJKMNP-TW-Z2-9]{6}/);
      expect(text).toMatch(/75,50\s\$/);
      expect(text).toContain("Bibliothèque islamique");
      expect(text).toContain("dons@");
      await visible(page.getByText("Don enregistré"));
      await expectNoAxeViolations(page);

      await summary.getByRole("link", { name: "Faire un nouveau don" }).click();
      const g = donationForm(page);
      await visible(g.submit);
      expect(await g.preset(50).isChecked()).toBe(true);
      expect(await g.custom.inputValue()).toBe("");
      expect(await g.project.locator("option:checked").textContent()).toBe(
        "Construction de la Zawiya de Chicoutimi",
      );
      for (const field of [g.firstName, g.lastName, g.email, g.phone]) {
        expect(await field.inputValue()).toBe("");
      }
    });

    it("sans JavaScript, un projet choisi par ?projet= est enregistré et le résumé s'affiche", async () => {
      const { page } = await open("/don?projet=3", { javaScriptEnabled: false });
      const f = donationForm(page);
      expect(await f.project.locator("option:checked").textContent()).toBe("Aide aux familles");
      await f.firstName.fill("Moussa");
      await f.lastName.fill("Sarr");
      await f.email.fill("moussa.sarr@example.ca");
      await f.submit.click();
      await page.waitForLoadState("load");
      const summary = page.getByRole("region", { name: /Merci pour votre générosité/ });
      await visible(summary);
      expect(await summary.textContent()).toContain("Aide aux familles");
      expect(await summary.textContent()).toMatch(/50,00\s\$/);
    });
  });

  describe("demande d'événement (/demande-evenements)", () => {
    it("affiche le formulaire et les informations pratiques sans violation axe", async () => {
      const { page, response } = await open("/demande-evenements");
      expect(response.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      const info = page.getByRole("complementary", { name: "Informations pratiques" });
      await visible(info);
      const text = (await info.textContent()) ?? "";
      expect(text).toMatch(/4\s+semaines/);
      expect(text).toMatch(/8\sh à 22\sh/);
      expect(text).toMatch(/2 à 3\sjours ouvrables/);
      await expectNoAxeViolations(page);
    });

    it("vide : « Information incomplète » ; la semaine prochaine : refusé ; valide : envoyé et vidé", async () => {
      const { page } = await open("/demande-evenements");
      const f = eventRequestForm(page);
      await f.submit.click();
      const alert = page.getByRole("alert").filter({ hasText: "Information incomplète" });
      await visible(alert);
      expect(await alert.textContent()).toContain("Veuillez remplir tous les champs obligatoires.");
      await expectFieldError(f.name, "Ce champ est obligatoire.");
      await expect.poll(() => isFocused(f.name)).toBe(true);
      await expectNoAxeViolations(page);

      await f.name.fill("Awa Diop");
      await f.email.fill("awa.diop@example.ca");
      await f.type.selectOption("mariage");
      await f.date.fill(dayInSaguenay(7));
      await f.submit.click();
      await expectFieldError(
        f.date,
        "Les demandes doivent être faites au moins 4 semaines à l'avance.",
      );
      await expect.poll(() => isFocused(f.date)).toBe(true);

      await f.date.fill(dayInSaguenay(40));
      await f.time.fill("14:30");
      await f.location.selectOption("Salle de conférence");
      await f.attendees.fill("80");
      await f.submit.click();

      await visible(page.getByText("Demande envoyée"));
      await visible(page.getByText(/soumise avec succès/));
      await visible(page.getByText(/référence\s+DEM-[A-HJKMNP-TW-Z2-9]{6}/));
      const g = eventRequestForm(page);
      for (const field of [g.name, g.email, g.type, g.date, g.time, g.location, g.attendees]) {
        await expect.poll(() => field.inputValue()).toBe("");
      }
    });
  });
});

// ------------------------------------------------------------------------------------------------
// Helpers.

/** The first element `locator` points to is shown (several may match: a toast, its copy). */
async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: "visible", timeout });
}
