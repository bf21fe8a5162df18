/**
 * /coran-hadith, /oustaz and /contact in Debian's Chromium against the production server.
 * Spec public-site.md §2.13, §2.3 (contact block), §5; DESIGN.md (WCAG 2.1 AA). What
 * /coran-hadith sends without a browser (the server's filter, its links) is in
 * tests/integration/public-info-pages.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { expectFieldError, visible } from "../helpers/page-checks";
import { contactForm } from "../helpers/public-form-fields";
import { siteInBrowser } from "../helpers/site-in-browser";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const site = siteInBrowser();

describeE2E("Coran & Hadith, oustaz et contact dans Chromium", () => {
  /** `path` in a fresh, internet-less context, answered 200 and hydrated. */
  const open = (path: string, options: BrowserContextOptions = {}) =>
    site.sessions.visitOk(path, { viewport: DESKTOP, ...options });

  describe("/coran-hadith", () => {
    const verseCards = (page: Page) => page.locator("main ul figure");

    it("recherche et onglets : la recherche reste dans l'onglet choisi", async () => {
      const page = await open("/coran-hadith");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Coran & Hadith");
      const tabs = page.getByRole("navigation", { name: "Textes" });
      const coran = tabs.getByRole("link", { name: /^Coran \(6\)$/ });
      const hadith = tabs.getByRole("link", { name: /^Hadith \(6\)$/ });
      expect(await coran.getAttribute("aria-current")).toBe("page");
      await expect.poll(() => verseCards(page).count()).toBe(6);
      const arabic = page.locator('main [lang="ar"][dir="rtl"]').first();
      expect(await arabic.innerText()).toMatch(/[\u0600-\u06FF]/);

      await hadith.click();
      await page.waitForURL(/onglet=hadith/);
      await visible(page.getByText("Rapporté par At-Tirmidhi"));
      expect(await page.getByText(/Sourate /).count()).toBe(0);

      const search = page.getByRole("searchbox", { name: "Rechercher un verset ou un hadith" });
      await search.fill("SOURIRE");
      await page.getByRole("button", { name: "Rechercher", exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === "SOURIRE");
      expect(new URL(page.url()).searchParams.get("onglet")).toBe("hadith");
      await expect.poll(() => verseCards(page).count()).toBe(1);
      await visible(tabs.getByRole("link", { name: /^Coran \(0\)$/ }));
      await visible(tabs.getByRole("link", { name: /^Hadith \(1\)$/ }));

      await tabs.getByRole("link", { name: /^Coran \(0\)$/ }).click();
      await visible(page.getByText("Aucun verset ne correspond à votre recherche."));
      await page.getByRole("link", { name: "Effacer la recherche" }).click();
      await expect.poll(() => verseCards(page).count()).toBe(6);
      expect(new URL(page.url()).searchParams.get("q")).toBeNull();
    });

    it("sauvegarder un verset → listé (axe) → recharger → toujours listé → retirer", async () => {
      const page = await open("/coran-hadith");
      const saved = page.getByRole("region", { name: "Versets sauvegardés" });
      await visible(saved);
      await visible(saved.getByText("Aucun verset sauvegardé pour le moment."));

      const card = page
        .locator("main figure")
        .filter({ hasText: "Sourate Ar-Ra'd (13), verset 28" });
      const button = card.getByRole("button", { name: "Sauvegarder" });
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      await button.click();
      const pressed = card.getByRole("button", { name: "Sauvegardé" });
      await visible(pressed);
      expect(await pressed.getAttribute("aria-pressed")).toBe("true");
      await visible(page.getByText("Verset sauvegardé", { exact: true }));
      await visible(saved.getByText("Sourate Ar-Ra'd (13), verset 28"));
      // With a verse saved and its toast shown (the toast library loads on the first toast).
      await expectNoAxeViolations(page);

      await page.reload();
      await waitForHydration(page);
      await visible(saved.getByText("Sourate Ar-Ra'd (13), verset 28"));
      expect(
        await card.getByRole("button", { name: "Sauvegardé" }).getAttribute("aria-pressed"),
      ).toBe("true");

      await saved.getByRole("button", { name: /^Retirer/ }).click();
      await visible(saved.getByText("Aucun verset sauvegardé pour le moment."));
      expect(
        await card.getByRole("button", { name: "Sauvegarder" }).getAttribute("aria-pressed"),
      ).toBe("false");
      await page.reload();
      await waitForHydration(page);
      await visible(saved.getByText("Aucun verset sauvegardé pour le moment."));
    });

    it("accessibilité (axe), mobile, recherche sans résultat", async () => {
      const page = await open("/coran-hadith?q=introuvable", {
        viewport: MOBILE,
        isMobile: true,
        hasTouch: true,
      });
      await visible(page.getByText("Aucun verset ne correspond à votre recherche."));
      await expectNoAxeViolations(page);
    });
  });

  describe("/oustaz", () => {
    it("présente chaque oustaz avec son titre et sa biographie", async () => {
      const page = await open("/oustaz");
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      const names = await page.locator("main article h3").allInnerTexts();
      expect(names).toEqual(["Alioune Badara Thiam", "Moussa Kane"]);
      await visible(page.getByText(/Imam de la fondation depuis 2019/));
      await expectNoAxeViolations(page);
    });
  });

  describe("/contact", () => {
    it("un seul h1, les coordonnées et la carte, sans violation axe ; un formulaire vide affiche les erreurs du serveur sous les champs", async () => {
      const page = await open("/contact");
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Nous joindre");
      await visible(page.getByRole("heading", { name: "Nos coordonnées" }));
      expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      const f = contactForm(page);
      // Past the browser's check (the form's schema, decision 0021), to see the server's answer:
      // `submit()` sends the form as the browser does without JavaScript.
      const posted = page.waitForResponse((r) => r.request().method() === "POST");
      await f.form.evaluate((element) => (element as HTMLFormElement).submit());
      expect((await posted).status()).toBe(400);
      for (const field of [f.name, f.email, f.subject, f.message]) {
        await expectFieldError(field, "Ce champ est obligatoire.");
      }
      expect(new URL(page.url()).pathname).toBe("/contact");
    });

    it("un envoi valide affiche la confirmation et vide le formulaire", async () => {
      const page = await open("/contact");
      const f = contactForm(page);
      await f.name.fill("Awa Diop");
      await f.email.fill("awa.diop@example.ca");
      await f.subject.fill("Bénévolat");
      await f.message.fill("Bonjour, je voudrais aider à l'accueil des nouveaux arrivants.");
      await f.submit.click();
      await visible(page.getByText(/Merci\s*!\s*Votre message a bien été envoyé\./).first());
      await visible(page.getByText("Message envoyé", { exact: true }));
      for (const field of [f.name, f.email, f.subject, f.message]) {
        await expect.poll(() => field.inputValue()).toBe("");
      }
      expect(new URL(page.url()).pathname).toBe("/contact");
    });
  });
});
