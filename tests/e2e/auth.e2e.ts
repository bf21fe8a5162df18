/**
 * The back-office login in Debian's Chromium against the production server, whose first
 * administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD (issue back-office, parts 1 and 2).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  describeE2E,
  expectNoAxeViolations,
  launchBrowser,
  newIsolatedContext,
  type IsolatedContext,
} from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server";

const ADMIN_EMAIL = "admin@fondation.example";
const ADMIN_PASSWORD = "mot de passe de test e2e";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_EMAIL, ADMIN_PASSWORD, SEED_IMAGES: "false", LOG_LEVEL: "info" },
  });
});

afterAll(async () => {
  await server?.stop();
});

describe("sans navigateur", () => {
  it("the first administrator was created at start, and the password never logged", () => {
    expect(server.output()).toContain("premier administrateur créé");
    expect(server.output()).not.toContain(ADMIN_PASSWORD);
  });

  it("/login redirects to /connexion", async () => {
    const response = await fetch(`${server.url}/login`, { redirect: "manual" });
    expect([301, 302]).toContain(response.status);
    expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/connexion");
  });

  it("a cross-site POST is refused with 403", async () => {
    const response = await fetch(`${server.url}/connexion`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Requête refusée : origine non autorisée.");
    expect(response.headers.get("set-cookie")).toBeNull();

    const fromReferer = await fetch(`${server.url}/deconnexion`, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: "https://evil.example/page" },
    });
    expect(fromReferer.status).toBe(403);
  });

  it("a same-site POST goes through", async () => {
    const response = await fetch(`${server.url}/connexion`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: "pas le bon", redirectTo: "/" }),
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Courriel ou mot de passe incorrect.");
  });
});

describeE2E("connexion dans Chromium", () => {
  let browser: Browser;
  const contexts: IsolatedContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  // A test's pages close when it ends (decision 0044): left open, they keep drawing.
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<{ page: Page; context: IsolatedContext }> {
    const context = await newIsolatedContext(browser, { viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    return { page, context };
  }

  function form(page: Page) {
    const main = page.getByRole("main");
    return {
      email: main.getByLabel("Courriel", { exact: true }),
      password: main.getByLabel("Mot de passe", { exact: true }),
      submit: main.getByRole("button", { name: "Se connecter", exact: true }),
    };
  }

  // One page: its heading, fields and noindex, axe, then a wrong password.
  it("the page has its heading, labelled fields and noindex, no axe violations; a wrong password shows the French error and sets no session", async () => {
    const { page, context } = await open("/connexion");
    expect(await page.title()).toBe("Connexion");
    await page.getByRole("heading", { level: 1, name: "Connexion" }).waitFor();
    const f = form(page);
    expect(await f.email.getAttribute("autocomplete")).toBe("username");
    expect(await f.password.getAttribute("autocomplete")).toBe("current-password");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoAxeViolations(page);

    await f.email.fill(ADMIN_EMAIL);
    await f.password.fill("pas le bon mot de passe");
    await f.submit.click();
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "Courriel ou mot de passe incorrect." });
    await alert.waitFor({ timeout: 10_000 });
    expect(page.url()).toContain("/connexion");
    const cookies = await context.context.cookies();
    expect(cookies.find((c) => c.name === "__session")).toBeUndefined();
  });

  it("the right credentials open a session and lead to redirectTo", async () => {
    const { page, context } = await open("/connexion?redirectTo=/");
    const f = form(page);
    await f.email.fill(ADMIN_EMAIL);
    await f.password.fill(ADMIN_PASSWORD);
    await f.submit.click();
    await page.waitForURL(`${server.url}/`, { timeout: 10_000 });
    const session = (await context.context.cookies()).find((c) => c.name === "__session");
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
    expect(session!.path).toBe("/");

    // Signed in: the login page sends on to redirectTo.
    await page.goto(`${server.url}/connexion?redirectTo=/`);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("/admin asks to sign in, then opens the dashboard, and sign-out closes it", async () => {
    const { page, context } = await open("/admin");
    expect(page.url()).toBe(`${server.url}/connexion?redirectTo=%2Fadmin`);
    const f = form(page);
    await f.email.fill(ADMIN_EMAIL);
    await f.password.fill(ADMIN_PASSWORD);
    await f.submit.click();
    await page.waitForURL(`${server.url}/admin`, { timeout: 10_000 });
    await page.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
    const sidebar = page.getByRole("navigation", { name: "Administration" });
    expect(
      await sidebar.getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current"),
    ).toBe("page");
    // Figures come from the seeded data: CAD amounts, never euros.
    const figures = await page.locator("dl").innerText();
    expect(figures).toContain("Dons complétés");
    expect(figures).toMatch(/\d[\d\s\u202f]*,\d{2}\s\$/);
    expect(await page.content()).not.toContain("€");
    await expectNoAxeViolations(page);

    // The Dons and Événements tabs are links; each shows its statistics from the seed.
    const tabs = page.getByRole("navigation", { name: "Onglets du tableau de bord" });
    await tabs.getByRole("link", { name: "Dons" }).click();
    await page.getByRole("heading", { name: "Dons par statut" }).waitFor();
    expect(await tabs.getByRole("link", { name: "Dons" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await expectNoAxeViolations(page);
    await tabs.getByRole("link", { name: "Événements" }).click();
    await page.getByRole("heading", { name: "Prochains événements" }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 10_000 });
    expect((await context.context.cookies()).find((c) => c.name === "__session")).toBeUndefined();
    await page.goto(`${server.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/connexion");
  });
  it("the administrator adds an Éditeur from the Utilisateurs screen", async () => {
    const { page } = await open("/connexion?redirectTo=/admin");
    const f = form(page);
    await f.email.fill(ADMIN_EMAIL);
    await f.password.fill(ADMIN_PASSWORD);
    await f.submit.click();
    await page.waitForURL(`${server.url}/admin`, { timeout: 10_000 });

    const sidebar = page.getByRole("navigation", { name: "Administration" });
    await sidebar.getByRole("link", { name: "Utilisateurs" }).click();
    await page.waitForURL(`${server.url}/admin/utilisateurs`, { timeout: 10_000 });
    await page.getByRole("heading", { level: 1, name: "Utilisateurs" }).waitFor();

    const main = page.getByRole("main");
    await main.getByLabel("Nom complet").fill("Coumba Ndiaye");
    await main.getByLabel("Courriel", { exact: true }).fill("coumba@fondation.example");
    await main.getByLabel("Rôle", { exact: true }).selectOption({ label: "Éditeur" });
    await main
      .getByLabel("Mot de passe temporaire", { exact: true })
      .fill("mot de passe temporaire");
    await main.getByRole("button", { name: "Ajouter l'utilisateur" }).click();

    await page.getByText("Utilisateur ajouté").first().waitFor({ timeout: 10_000 });
    const row = main.getByRole("row").filter({ hasText: "coumba@fondation.example" });
    await row.waitFor();
    expect(await row.innerText()).toContain("Éditeur");
    expect(await row.innerText()).toContain("Actif");
    await expectNoAxeViolations(page);
  });

  it("the administrator changes the contact phone in Paramètres, and the public footer shows it", async () => {
    const { page } = await open("/connexion?redirectTo=/admin/settings");
    const f = form(page);
    await f.email.fill(ADMIN_EMAIL);
    await f.password.fill(ADMIN_PASSWORD);
    await f.submit.click();
    await page.waitForURL(`${server.url}/admin/settings`, { timeout: 10_000 });
    await page.getByRole("heading", { level: 1, name: "Paramètres" }).waitFor();
    const sidebar = page.getByRole("navigation", { name: "Administration" });
    expect(
      await sidebar.getByRole("link", { name: "Paramètres" }).getAttribute("aria-current"),
    ).toBe("page");
    const tabs = page.getByRole("navigation", { name: "Onglets des paramètres" });
    expect(await tabs.getByRole("link", { name: "Général" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await expectNoAxeViolations(page);

    const main = page.getByRole("main");
    await main.getByLabel("Téléphone de contact").fill("418 555-7788");
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Paramètres mis à jour").first().waitFor({ timeout: 10_000 });
    await page
      .getByText("Les paramètres généraux ont été mis à jour avec succès.")
      .first()
      .waitFor();

    await tabs.getByRole("link", { name: "Notifications" }).click();
    await page.waitForURL(`${server.url}/admin/settings?onglet=notifications`);
    await main.getByRole("checkbox", { name: "Courriels marketing" }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${server.url}/`);
    const footer = page.getByRole("contentinfo");
    await footer.getByText("418 555-7788").waitFor({ timeout: 10_000 });
  });

  it("the Sécurité tab lists the open sessions, this one flagged", async () => {
    const { page } = await open(
      `/connexion?redirectTo=${encodeURIComponent("/admin/settings?onglet=securite")}`,
    );
    const f = form(page);
    await f.email.fill(ADMIN_EMAIL);
    await f.password.fill(ADMIN_PASSWORD);
    await f.submit.click();
    await page.waitForURL(`${server.url}/admin/settings?onglet=securite`, { timeout: 10_000 });
    const tabs = page.getByRole("navigation", { name: "Onglets des paramètres" });
    expect(await tabs.getByRole("link", { name: "Sécurité" }).getAttribute("aria-current")).toBe(
      "page",
    );
    const main = page.getByRole("main");
    await main.getByLabel("Mot de passe actuel", { exact: true }).waitFor();
    await main
      .getByText("Au moins 12 caractères. Une phrase de passe facile à retenir est idéale.")
      .waitFor();
    const current = main.getByRole("listitem").filter({ hasText: "Cette session" });
    await current.waitFor();
    expect(await current.innerText()).toContain("Chrome sur Linux");
    expect(await current.getByRole("button", { name: /^Déconnecter/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
