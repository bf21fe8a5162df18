/**
 * The back-office fits a laptop (1280×800) and a phone (390×844), in Debian's Chromium against the
 * production server with the sample content, signed in as administrateur: on every screen of the
 * route table (each tab, a form and a confirmation open) the page never scrolls sideways, no
 * back-office table scrolls inside its panel (its actions stay in sight), nothing sticks out of
 * its card or its panel (a long button, a date kept on one line), and axe finds nothing.
 * On the phone the sidebar is a "Menu" button (keyboard, Escape, focus), and without JavaScript
 * its <details> fallback still reaches every screen. Every screen is answered `no-store`, and the
 * whole visit (each screen, its forms, the rich-text editor) triggers no violation of the enforced
 * Content-Security-Policy (the public pages: security-headers.e2e.ts).
 *
 * One server, one browser, one page per width, reused from screen to screen.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  describeE2E,
  expectNoAxeViolations,
  launchBrowser,
  newIsolatedContext,
  waitForHydration,
  type IsolatedContext,
} from "../helpers/browser";
import { E2E_ADMIN_ENV, logIn, postForm, signInOverHttp } from "../helpers/admin-browser";
import { startServer, type RunningServer } from "../helpers/server";

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Every admin screen of app/routes.ts, each tab of the screens that have tabs. */
const SCREENS = [
  "/admin",
  "/admin?onglet=dons",
  "/admin?onglet=evenements",
  "/admin/pages",
  "/admin/pages?onglet=medias",
  "/admin/menus",
  "/admin/comites",
  "/admin/bureau",
  "/admin/personnel",
  "/admin/evenements",
  // The registrations of the first sample event (a fresh database numbers it 1).
  "/admin/evenements/1/inscriptions",
  "/admin/projets",
  "/admin/discours",
  "/admin/sope-naby",
  "/admin/sope-naby?onglet=evenements",
  "/admin/demande-evenements",
  "/admin/galerie",
  "/admin/boutique?onglet=produits",
  "/admin/boutique?onglet=commandes",
  "/admin/boutique?onglet=statistiques",
  "/admin/blog",
  "/admin/infolettre",
  "/admin/infolettre?onglet=abonnes",
  "/admin/donations",
  "/admin/donations?mode=don-recu",
  "/admin/donations?onglet=rapprochement",
  "/admin/donations?onglet=mensuels",
  "/admin/donations?onglet=donateurs",
  "/admin/donations?onglet=options",
  "/admin/dons/annee?ligne=4500",
  "/admin/fonds",
  "/admin/fonds?onglet=decaissements",
  "/admin/fonds?onglet=zakat",
  "/admin/messages",
  "/admin/courriels",
  "/admin/settings?onglet=general",
  "/admin/settings?onglet=notifications",
  "/admin/settings?onglet=dons",
  "/admin/settings?onglet=priere",
  "/admin/settings?onglet=securite",
  "/admin/settings?onglet=api",
  "/admin/settings?onglet=confidentialite",
  "/admin/utilisateurs",
  "/admin/journal",
  "/admin/renseignements-personnels",
  "/admin/renseignements-personnels/incidents",
  "/admin/sauvegardes",
  "/admin/mon-compte",
];

/** Screens with a form open (the rich-text editor and its toolbar on the blog). */
const FORMS = [
  "/admin/projets?mode=ajout",
  "/admin/blog?mode=ajout",
  "/admin/bureau?mode=ajout",
  "/admin/fonds?onglet=decaissements&mode=ajout",
];

let server: RunningServer;

describeE2E("le back-office tient sur un portable (1280 px) et un téléphone (390 px)", () => {
  let browser: Browser;
  let context: IsolatedContext;
  let laptop: Page;
  let phone: Page;
  /** The committees screen with its first committee open (its members table). */
  let committee: string;

  beforeAll(async () => {
    server = await startServer({ env: { ...E2E_ADMIN_ENV, SEED_IMAGES: "false" } });
    browser = await launchBrowser();
    // A contact message, so the Messages and Courriels lists have a row to lay out.
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "contact",
        name: "Fatou Ndiaye",
        email: "fatou.ndiaye@example.org",
        subject: "Nouvelles de la fondation",
        message: "Bonjour, je voudrais des nouvelles de la fondation.",
      }),
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.status).toBe(200);

    // What makes the Utilisateurs cards and the Journal longest in use: an account with two-step
    // sign-in (« Réinitialiser la validation en deux étapes ») and a personal-data export
    // (« Renseignements personnels (empreinte) » in the journal).
    const cookie = await signInOverHttp(server.url);
    const editor = {
      email: "mariama.benevole@example.org",
      password: "une phrase de passe solide",
    };
    await postForm(
      server.url,
      "/admin/utilisateurs",
      { intent: "create", name: "Mariama Benevole", role: "editeur", ...editor },
      { cookie },
    );
    const editorCookie = await signInOverHttp(server.url, editor);
    await postForm(
      server.url,
      "/admin/mon-compte",
      { intent: "two-step-start" },
      { cookie: editorCookie },
    );
    const account = await fetch(`${server.url}/admin/mon-compte`, {
      headers: { cookie: editorCookie },
    });
    const secret = /data-testid="secret-deux-etapes"[^>]*>([^<]+)</
      .exec(await account.text())![1]
      .replaceAll(" ", "");
    const confirmed = await postForm(
      server.url,
      "/admin/mon-compte",
      { intent: "two-step-confirm", code: await generate({ secret }) },
      { cookie: editorCookie },
    );
    expect(confirmed.text).toContain("Codes de récupération");
    const exported = await postForm(
      server.url,
      "/admin/renseignements-personnels/export",
      { email: "fatou.ndiaye@example.org" },
      { cookie },
    );
    expect(exported.response.status).toBe(200);

    context = await newIsolatedContext(browser, { viewport: LAPTOP });
    laptop = await context.newPage();
    await logIn(laptop, server.url, "/admin/comites");
    committee = (await laptop.locator('main a[href*="comite="]').first().getAttribute("href"))!;
    phone = await context.newPage();
    await phone.setViewportSize(PHONE);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  /** Opens `path` and waits for React, which may switch a table that does not fit to cards. */
  async function open(page: Page, path: string) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()["cache-control"], path).toBe("no-store");
    await waitForHydration(page);
    await page
      .locator('button[aria-controls="menu-administration"]')
      .waitFor({ state: "attached" });
  }

  /** No sideways page scroll, no table scrolling inside its panel; the culprits otherwise. */
  async function expectFits(page: Page) {
    const found = await page.evaluate(() => {
      const width = window.innerWidth;
      const describe = (element: Element) => {
        const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> (bord droit ${right} px) « ${text} »`;
      };
      const scrollWidth = document.documentElement.scrollWidth;
      // Only to name the culprits: the outermost elements whose right edge is past the viewport.
      const outside =
        scrollWidth > width
          ? Array.from(document.body.querySelectorAll("*")).filter(
              (element) =>
                element.getBoundingClientRect().right > width &&
                element.parentElement!.getBoundingClientRect().right <= width,
            )
          : [];
      const scrollingTables = Array.from(document.querySelectorAll(".admin-table")).filter(
        (wrapper) => wrapper.scrollWidth > wrapper.clientWidth,
      );
      // A button or a text sticking out of its card or its panel while the page itself fits
      // (the border cuts through it), with nothing clipping it on the way.
      const box = (element: Element) =>
        element.closest(".admin-table tbody > tr, main section") ?? element;
      const clips = (element: Element) => getComputedStyle(element).overflowX !== "visible";
      const escapes = (element: Element, edge: DOMRect) => {
        const rect = element.getBoundingClientRect();
        return rect.right > edge.right + 1 || rect.left < edge.left - 1;
      };
      const outOfBox = Array.from(document.querySelectorAll("main section *")).filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false; // sr-only text, empty nodes
        const container = box(element.parentElement!);
        const edge = container.getBoundingClientRect();
        if (!escapes(element, edge)) return false;
        for (let up = element.parentElement; up && up !== container; up = up.parentElement) {
          if (clips(up)) return false;
        }
        // Only the outermost culprit.
        return element.parentElement === container || !escapes(element.parentElement!, edge);
      });
      return {
        width,
        scrollWidth,
        outside: outside.slice(0, 10).map(describe),
        scrollingTables: scrollingTables.map(describe),
        outOfBox: outOfBox.slice(0, 10).map(describe),
      };
    });
    const where = `${page.url()} à ${found.width} px`;
    expect(
      found.scrollWidth,
      `${where} : la page défile de côté\n${found.outside.join("\n")}`,
    ).toBeLessThanOrEqual(found.width);
    expect(found.scrollingTables, `${where} : tableau qui défile dans son panneau`).toEqual([]);
    expect(found.outOfBox, `${where} : élément qui déborde de sa carte ou de son panneau`).toEqual(
      [],
    );
  }

  /** The width checks and axe, on one page. */
  async function check(page: Page, path: string) {
    await open(page, path);
    await expectFits(page);
    await expectNoAxeViolations(page);
  }

  // The two widths side by side: two pages of one browser, so the machine's cores both work.
  it.each(SCREENS)("%s : largeur et axe à 1280 et 390 px", async (path) => {
    await Promise.all([check(laptop, path), check(phone, path)]);
  });

  it("sur le téléphone, chaque mot de passe temporaire a son libellé visible", async () => {
    await open(phone, "/admin/utilisateurs");
    const fields = phone.getByRole("main").locator('input[name="password"]');
    expect(await fields.count()).toBeGreaterThan(1);
    for (const field of await fields.all()) {
      const label = phone.locator(`label[for="${await field.getAttribute("id")}"]`);
      const box = (await label.boundingBox())!;
      expect(box.width, `${await label.innerText()} : libellé visible`).toBeGreaterThan(20);
      expect(await label.innerText()).toMatch(/^Mot de passe temporaire/);
    }
  });

  it("les comités, avec un comité ouvert et sa liste de membres", async () => {
    expect(committee).toMatch(/comite=/);
    await Promise.all([check(laptop, committee), check(phone, committee)]);
    expect(await phone.locator("main table").count()).toBeGreaterThan(0);
  });

  it.each(FORMS)("%s : un formulaire ouvert sur le téléphone", async (path) => {
    await check(phone, path);
    expect(await phone.getByRole("main").locator("form input:visible").count()).toBeGreaterThan(0);
  });

  it("une confirmation ouverte sur le téléphone", async () => {
    await open(phone, "/admin/donations");
    await phone
      .getByRole("main")
      .getByRole("link", { name: /^Supprimer/ })
      .first()
      .click();
    const dialog = phone.getByRole("dialog");
    await dialog.waitFor();
    await expectFits(phone);
    await expectNoAxeViolations(phone);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await phone.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("aucun écran ouvert ci-dessus n'a enfreint la politique de sécurité du contenu", () => {
    expect(context.cspViolations).toEqual([]);
  });

  it("les écrans listés couvrent tout le menu de l'administrateur", async () => {
    await open(laptop, "/admin");
    const hrefs = await laptop
      .locator("#menu-administration a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(15);
    const covered = new Set(SCREENS.map((path) => path.split("?")[0]));
    expect(hrefs.filter((href) => !covered.has(href!))).toEqual([]);
  });

  it("sur le portable, le menu est la barre latérale, sans bouton", async () => {
    await open(laptop, "/admin/donations");
    expect(await laptop.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    const nav = laptop.getByRole("navigation", { name: "Administration" });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Journal" }).isVisible()).toBe(true);
  });

  it("sur le téléphone, le bouton Menu ouvre la navigation (clavier, Échap, focus)", async () => {
    await open(phone, "/admin/projets");
    const button = phone.getByRole("button", { name: "Menu" });
    // The <nav> named by the button (hidden, so not found by its role yet).
    const nav = phone.locator(`nav#${await button.getAttribute("aria-controls")}`);
    expect(await nav.getAttribute("aria-label")).toBe("Administration");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.isVisible()).toBe(false);

    // Keyboard: Enter opens, Escape closes and leaves focus on the button.
    await button.focus();
    await phone.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await nav.getByRole("link", { name: "Journal" }).waitFor();
    await expectFits(phone);
    await expectNoAxeViolations(phone);
    await phone.keyboard.press("Tab");
    expect(await phone.evaluate(() => document.activeElement?.textContent)).toBe("Tableau de bord");
    await phone.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // A screen opened from the menu closes it and takes the focus to its content.
    await button.click();
    await nav.getByRole("link", { name: "Dons" }).click();
    await phone.waitForURL((url) => url.pathname === "/admin/donations");
    // The address changes before React shows the new screen (the previous one's heading is still
    // there meanwhile): wait for the panel to close rather than read it at once.
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => phone.evaluate(() => document.activeElement?.id)).toBe("contenu");
  });

  it("sans JavaScript, le menu du téléphone mène encore à chaque écran", async () => {
    const noScript = await newIsolatedContext(browser, {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      const page = await noScript.newPage();
      await logIn(page, server.url, "/admin");
      const nav = page.locator('nav[aria-label="Administration"]');
      expect(await nav.isVisible()).toBe(false);
      await page.locator("summary", { hasText: "Menu" }).click();
      expect(await nav.isVisible()).toBe(true);
      const links = await nav.getByRole("link").count();
      expect(links).toBeGreaterThan(15);
      await expectFits(page);
      await nav.getByRole("link", { name: "Messages" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/messages");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectFits(page);
    } finally {
      await noScript.close();
    }
  });
});
