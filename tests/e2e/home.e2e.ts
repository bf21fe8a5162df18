/**
 * The home page and the shared frame (header, donation dialog, 404), in Debian's Chromium against
 * the production server (`npm run build` then `node server.js`, see tests/helpers/server.ts).
 * Spec: public-site.md §2.2–2.4, §2.14, §4, §5; DESIGN.md (fr-CA, CAD, WCAG 2.1 AA, no internet).
 */
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import {
  accessibleName,
  expectFieldError,
  hidden,
  isFocused,
  visible,
} from "../helpers/page-checks";
import { contactForm } from "../helpers/public-form-fields";
import { siteInBrowser } from "../helpers/site-in-browser";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const MAIN_LINKS: [string, string][] = [
  ["Accueil", "/"],
  ["Projets", "/projets"],
  ["Boutique", "/boutique"],
  ["Galerie", "/galerie"],
  ["Blog", "/blog"],
];
const ADMIN_LINKS: [string | RegExp, string][] = [
  ["Comités", "/comites"],
  ["Bureau", "/bureau"],
  ["Discours", "/discours"],
  ["Personnel", "/personnel"],
];
const DAHIRA_LINKS: [string | RegExp, string][] = [
  ["Événements", "/evenements"],
  ["Coran & Hadith", "/coran-hadith"],
  ["La Tidjaniya", "/tidjaniya"],
  ["Groupe Sope Naby", "/sope-naby"],
  [/^Demande d['’]événement$/, "/demande-evenements"],
];

const site = siteInBrowser();

// ------------------------------------------------------------------------------------------------
// In the browser.

describeE2E("page d'accueil dans Chromium", () => {
  /** Opens `path` in a fresh, internet-less context and waits until React has hydrated the page. */
  const open = (path = "/", options: BrowserContextOptions = {}) =>
    site.sessions.load(path, { viewport: DESKTOP, ...options });

  describe("navigation (bureau, 1280×800)", () => {
    // One load: no console error on the way to hydration, the links, and axe on the page.
    it("affiche les liens principaux, le panier et la connexion, sans erreur dans la console (dont l'hydratation) ni violation axe", async () => {
      const { page } = await site.sessions.open({ viewport: DESKTOP });
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(`${site.server.url}/`);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);

      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      await visible(nav);
      for (const [name, href] of MAIN_LINKS) {
        const link = nav.getByRole("link", { name, exact: true });
        await visible(link);
        expect(await link.getAttribute("href"), name).toBe(href);
      }
      await expectEveryLinkTo(page.getByRole("link", { name: "Panier", exact: true }), "/panier");
      await expectEveryLinkTo(page.getByRole("link", { name: "Connexion", exact: true }), "/login");
      await expectNoAxeViolations(page);
    });

    it("les menus Administration et Dahira Chicoutimi s'ouvrent l'un à la place de l'autre", async () => {
      const { page } = await open("/");
      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      const admin = nav.getByRole("button", { name: "Administration", exact: true });
      const dahira = nav.getByRole("button", { name: "Dahira Chicoutimi", exact: true });
      await visible(admin);
      expect(await admin.getAttribute("aria-expanded")).toBe("false");
      expect(await dahira.getAttribute("aria-expanded")).toBe("false");
      await hidden(linkIn(nav, ADMIN_LINKS[0][0]));

      await admin.click();
      await expect.poll(() => admin.getAttribute("aria-expanded")).toBe("true");
      await expectLinks(nav, ADMIN_LINKS);

      await dahira.click();
      await expect.poll(() => dahira.getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => admin.getAttribute("aria-expanded")).toBe("false");
      await expectLinks(nav, DAHIRA_LINKS);
      await hidden(linkIn(nav, ADMIN_LINKS[0][0]));

      await page.keyboard.press("Escape");
      await expect.poll(() => dahira.getAttribute("aria-expanded")).toBe("false");
      await hidden(linkIn(nav, DAHIRA_LINKS[0][0]));
      await expect.poll(() => isFocused(dahira)).toBe(true);
    });

    it("se parcourt au clavier : Tab, Entrée, Tab, Échap", async () => {
      const { page } = await open("/");
      const nav = page.getByRole("navigation", { name: "Navigation principale" });
      const admin = nav.getByRole("button", { name: "Administration", exact: true });
      await visible(admin);

      let presses = 0;
      while (!(await isFocused(admin))) {
        if (++presses > 40)
          throw new Error("Le bouton « Administration » n'est pas atteint avec Tab (40 appuis).");
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      await expect.poll(() => admin.getAttribute("aria-expanded")).toBe("true");

      await page.keyboard.press("Tab");
      await expect
        .poll(() => isFocused(linkIn(nav, ADMIN_LINKS[0][0])), {
          message: "Tab après l'ouverture doit mener au premier lien du menu (« Comités »)",
        })
        .toBe(true);

      // Escape from inside the menu closes it and gives the focus back to its button.
      await page.keyboard.press("Escape");
      await expect.poll(() => admin.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => isFocused(admin)).toBe(true);
    });
  });

  describe("navigation (mobile, 390×844)", () => {
    it("le menu hamburger montre les mêmes liens et se ferme après la navigation ; axe, menu fermé et ouvert", async () => {
      const { page } = await open("/", { viewport: MOBILE, isMobile: true, hasTouch: true });
      const toggle = page.getByRole("button", { name: /^(Ouvrir|Fermer) le menu$/ });
      await visible(toggle);
      expect(await accessibleName(toggle)).toBe("Ouvrir le menu");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await expectNoAxeViolations(page);

      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => accessibleName(toggle)).toBe("Fermer le menu");
      await expectNoAxeViolations(page);

      const controls = await toggle.getAttribute("aria-controls");
      const menu = controls
        ? page.locator(`[id="${controls}"]`)
        : page.getByRole("navigation", { name: "Navigation principale" });
      await expectLinks(menu, MAIN_LINKS);
      await expectGroupLinks(menu, "Administration", ADMIN_LINKS);
      await expectGroupLinks(menu, "Dahira Chicoutimi", DAHIRA_LINKS);

      await linkIn(menu, "Galerie").click();
      await page.waitForURL((url) => url.pathname === "/galerie");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => accessibleName(toggle)).toBe("Ouvrir le menu");
      await hidden(linkIn(menu, "Galerie"));
    });
  });

  describe("fenêtre de don", () => {
    it("s'ouvre depuis l'en-tête, montre des dollars et deux onglets, passe axe, et se ferme de trois façons", async () => {
      const { page } = await open("/");
      const donate = page
        .getByRole("banner")
        .getByRole("button", { name: "Faire un don", exact: true });
      const dialog = await openDonationDialog(page, donate);
      await expectNoAxeViolations(page);

      const text = await dialog.innerText();
      expect(text, "un montant en dollars").toMatch(/\d[\d\s]*(,\d{2})?\s*\$/);
      expect(text, "un pourcentage").toMatch(/\d\s*%/);
      expect(text, "aucun euro").not.toContain("€");
      expect(text, "PayPal n'est jamais offert").not.toContain("PayPal");

      const card = dialog.getByRole("tab", { name: "Carte bancaire", exact: true });
      const interac = dialog.getByRole("tab", { name: "Virement Interac", exact: true });
      expect(await card.getAttribute("aria-selected")).toBe("true");
      expect(await interac.getAttribute("aria-selected")).toBe("false");
      await visible(dialog.getByRole("tabpanel"));

      await interac.click();
      await expect.poll(() => interac.getAttribute("aria-selected")).toBe("true");
      expect(await card.getAttribute("aria-selected")).toBe("false");
      const panel = dialog.getByRole("tabpanel");
      await visible(panel);
      expect(await panel.innerText(), "le courriel des virements Interac").toMatch(
        /[\w.+-]+@[\w-]+(\.[\w-]+)+/,
      );

      // 1. The "Fermer" button.
      await dialog.getByRole("button", { name: "Fermer", exact: true }).first().click();
      await hidden(dialog);
      await expect
        .poll(() => isFocused(donate), { message: "le focus revient au bouton « Faire un don »" })
        .toBe(true);

      // 2. A click on the backdrop.
      await openDonationDialog(page, donate);
      await page.mouse.click(5, 5);
      await hidden(dialog);

      // 3. Escape.
      await openDonationDialog(page, donate);
      await page.keyboard.press("Escape");
      await hidden(dialog);
      await expect.poll(() => isFocused(donate)).toBe(true);
    });
  });

  describe("carrousel", () => {
    it("les points mènent à une diapositive", async () => {
      const { page } = await open("/");
      const carousel = page
        .getByRole("region")
        .and(page.locator('[aria-roledescription="carousel"]'));
      await visible(carousel);
      const dot = carousel.getByRole("button", { name: "Aller à la diapositive 2", exact: true });
      await dot.click();
      await expect
        .poll(() => isCurrent(dot), {
          message: "le point 2 est marqué courant (aria-current, aria-selected ou aria-pressed)",
        })
        .toBe(true);

      const slides = carousel.locator(
        '[aria-roledescription="slide"], [aria-roledescription="diapositive"]',
      );
      if ((await slides.count()) > 0) {
        expect(await slides.count()).toBe(3);
        const second = slides.nth(1);
        await expect.poll(() => second.getAttribute("aria-hidden")).not.toBe("true");
        expect(await second.evaluate((el) => el.closest("[inert]") === null)).toBe(true);
        await visible(second);
      }
    });
  });

  describe("formulaire de contact", () => {
    async function dropBrowserValidation(form: Locator) {
      await form.evaluate((element) => {
        const formElement = element as HTMLFormElement;
        formElement.noValidate = true;
        for (const field of formElement.querySelectorAll("[required]"))
          field.removeAttribute("required");
        for (const field of formElement.querySelectorAll('input[type="email"]'))
          field.setAttribute("type", "text");
      });
    }

    it("sans JavaScript, le serveur valide et garde les valeurs saisies", async () => {
      const { page } = await open("/", { javaScriptEnabled: false });
      const f = contactForm(page);
      await dropBrowserValidation(f.form);
      await f.name.fill("Awa Diop");
      await f.email.fill("pas-un-courriel");
      await f.message.fill("Bonjour, je voudrais des renseignements.");

      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await f.submit.click();
      const response = await posted;
      expect(response.status(), "une saisie invalide n'est jamais une erreur 500").toBeLessThan(
        500,
      );
      await page.waitForLoadState("load");

      const g = contactForm(page);
      await expectFieldError(g.subject, "Ce champ est obligatoire.");
      await expectFieldError(g.email, "Adresse courriel invalide.");
      expect(await g.name.inputValue()).toBe("Awa Diop");
      expect(await g.email.inputValue()).toBe("pas-un-courriel");
      expect(await g.message.inputValue()).toBe("Bonjour, je voudrais des renseignements.");
      expect(await page.getByText(/Votre message a bien été envoyé/).count()).toBe(0);
    });

    // One page with JavaScript: the browser's own refusal, then the site's, then the message sent.
    it("un envoi vide est bloqué par le navigateur (required) ; les erreurs s'affichent sous les champs et les valeurs restent ; un envoi valide affiche la confirmation et vide le formulaire", async () => {
      const { page } = await open("/");
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      const f = contactForm(page);
      await f.submit.scrollIntoViewIfNeeded();
      for (const field of [f.name, f.email, f.subject, f.message]) {
        expect(await field.evaluate((el) => (el as HTMLInputElement).required)).toBe(true);
      }
      expect(await f.email.getAttribute("type")).toBe("email");
      const url = page.url();
      await f.submit.click();
      expect(await f.name.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
        true,
      );
      expect(page.url()).toBe(url);
      expect(await page.getByText(/Votre message a bien été envoyé/).count()).toBe(0);

      await dropBrowserValidation(f.form);
      await f.name.fill("Awa Diop");
      await f.email.fill("pas-un-courriel");
      await f.message.fill("Bonjour, je voudrais des renseignements.");
      await f.submit.click();
      await expectFieldError(f.subject, "Ce champ est obligatoire.");
      await expectFieldError(f.email, "Adresse courriel invalide.");
      expect(await f.name.inputValue()).toBe("Awa Diop");
      expect(await f.email.inputValue()).toBe("pas-un-courriel");
      expect(await f.message.inputValue()).toBe("Bonjour, je voudrais des renseignements.");

      await f.email.fill("awa.diop@example.ca");
      await f.subject.fill("Renseignements");
      await f.message.fill("Bonjour, à quelle heure commence la prière du vendredi ?");
      await f.submit.click();
      await visible(page.getByText(/Merci\s*!\s*Votre message a bien été envoyé\./).first());
      for (const field of [f.name, f.email, f.subject, f.message]) {
        await expect.poll(() => field.inputValue()).toBe("");
      }
      // Neither refusal sent anything: the one POST is the valid message.
      expect(posts).toHaveLength(1);
    });
  });

  describe("page introuvable", () => {
    it("répond 404, propose de revenir à l'accueil et passe axe", async () => {
      const { page, response } = await open("/une-page-inexistante");
      expect(response.status()).toBe(404);
      const main = page.getByRole("main");
      await visible(main);
      const text = await main.innerText();
      expect(text).toContain("404");
      expect(text).toMatch(/La page que vous recherchez n['’]existe pas/);
      expect(text).toContain("/une-page-inexistante");
      expect(await main.locator('a[href="/"]').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  });

  describe("hygiène", () => {
    it("aucune requête vers un hôte autre que 127.0.0.1 (toutes les pages ouvertes ci-dessus)", async () => {
      // One more visit scrolled to the bottom, so lazy images and embeds (map…) load too.
      const { page } = await open("/");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      const attempted = site.sessions.externalRequests();
      expect(attempted, "requêtes vers l'extérieur (bloquées)").toEqual([]);
    });
  });
});

// ------------------------------------------------------------------------------------------------
// Helpers.

function linkIn(scope: Locator, name: string | RegExp): Locator {
  return scope.getByRole("link", typeof name === "string" ? { name, exact: true } : { name });
}

async function expectLinks(scope: Locator, links: [string | RegExp, string][]): Promise<void> {
  for (const [name, href] of links) {
    const link = linkIn(scope, name);
    await visible(link);
    expect(await link.getAttribute("href"), String(name)).toBe(href);
  }
}

/** In the mobile menu a group may be a sub-disclosure: open it when its links are not shown yet. */
async function expectGroupLinks(
  menu: Locator,
  group: string,
  links: [string | RegExp, string][],
): Promise<void> {
  if (!(await linkIn(menu, links[0][0]).isVisible())) {
    await menu.getByRole("button", { name: group, exact: true }).click();
  }
  await expectLinks(menu, links);
}

async function expectEveryLinkTo(links: Locator, href: string): Promise<void> {
  await visible(links.first());
  for (const link of await links.all()) expect(await link.getAttribute("href")).toBe(href);
}

async function isCurrent(locator: Locator): Promise<boolean> {
  const [current, selected, pressed] = await Promise.all([
    locator.getAttribute("aria-current"),
    locator.getAttribute("aria-selected"),
    locator.getAttribute("aria-pressed"),
  ]);
  return (current !== null && current !== "false") || selected === "true" || pressed === "true";
}

async function openDonationDialog(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const anyDialog = page.getByRole("dialog");
  await visible(anyDialog);
  const dialog = page.getByRole("dialog", { name: /Mille Merci\s*!\s*$/ });
  if ((await dialog.count()) !== 1) {
    throw new Error(
      `Le nom accessible de la fenêtre de don doit finir par « Mille Merci ! », reçu : « ${await accessibleName(anyDialog)} »`,
    );
  }
  return dialog;
}
