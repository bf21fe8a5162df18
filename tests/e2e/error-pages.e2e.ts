/**
 * Error pages keep their frame (issue 12, item 4), against the production server in Chromium:
 * an éditeur opening a screen of another area gets « Accès refusé » inside the back-office frame
 * with the screens it can open (page load and navigation); a missing public page stays inside the
 * site's frame with its reference, an unknown /admin address inside the back-office's; a server
 * error of a screen (the backup folder turned into a file) shows, inside the frame, the reference
 * that the response's X-Request-Id and the server's log line both carry, whether the page was
 * loaded, reached by a link, or a form sent with or without JavaScript failed.
 *
 * The HTML of the other cases is proven without a browser in tests/integration/error-pages.test.ts:
 * a detail page's unknown record, /admin without a session, a form too large sent without
 * JavaScript.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  describeE2E,
  expectNoAxeViolations,
  launchBrowser,
  waitForHydration,
} from "../helpers/browser";
import { browserSessions, E2E_ADMIN_ENV } from "../helpers/admin-browser";
import { startServer, type RunningServer } from "../helpers/server";

const EDITOR = {
  email: "editeur-erreurs@fondation.example",
  password: "mot de passe des bénévoles",
};

let server: RunningServer;
let browser: Browser;
const sessions = browserSessions(() => ({ browser, baseUrl: server.url }));
// A test's pages close when it ends (decision 0044): left open, they keep drawing and take
// the CPU from every later test.
beforeEach(() => sessions.startTest());
afterEach(() => sessions.endTest());

/** The reference the page shows (« Référence de la demande : … »). */
async function shownReference(page: Page): Promise<string> {
  const code = page
    .getByRole("main")
    .locator("p", { hasText: "Référence de la demande" })
    .locator("code");
  await code.waitFor({ timeout: 10_000 });
  return (await code.textContent())!.trim();
}

/** The server's JSON log lines that carry `requestId`. */
function logLinesOf(requestId: string): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes(requestId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits for the server's error line of `requestId` (the log is written as the answer leaves). */
async function errorLineOf(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50; i++) {
    const line = logLinesOf(requestId).find((entry) => entry.level === "error");
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Aucune ligne d'erreur avec ${requestId} dans le journal :\n${server.output()}`);
}

async function expectAdminFrame(page: Page) {
  await page.getByRole("navigation", { name: "Administration" }).waitFor();
  await page.getByRole("button", { name: "Se déconnecter" }).waitFor();
}

/**
 * The admin screen's error page, in the admin frame, shows a reference whose error line the
 * server logged with `expected` (what the client's own request was).
 */
async function expectScreenErrorLogged(page: Page, expected: Record<string, unknown>) {
  await page
    .getByRole("heading", { level: 1, name: /Une erreur inattendue est survenue/ })
    .waitFor();
  await expectAdminFrame(page);
  expect(await errorLineOf(await shownReference(page))).toMatchObject(expected);
}

describeE2E("pages d'erreur dans leur cadre", () => {
  beforeAll(async () => {
    // LOG_LEVEL=info: the not-found lines are "info" (production's default level).
    server = await startServer({
      env: { ...E2E_ADMIN_ENV, SEED_IMAGES: "false", LOG_LEVEL: "info" },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await sessions.close();
    await browser?.close();
    await server?.stop();
  });

  describe("a screen the role may not open", () => {
    it("shows « Accès refusé » inside the admin frame with the role's screens, loaded or reached in the app", async () => {
      const { context } = await sessions.signIn("/admin");
      const created = await context.context.request.post(`${server.url}/admin/utilisateurs`, {
        form: { intent: "create", name: "Awa Éditrice", role: "editeur", ...EDITOR },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      expect(created.status()).toBe(302);

      const { page } = await sessions.signIn("/admin", EDITOR);
      const response = await page.goto(`${server.url}/admin/utilisateurs`);
      expect(response?.status()).toBe(403);
      await expectAdminFrame(page);
      const main = page.getByRole("main");
      await main.getByRole("heading", { level: 1, name: "Accès refusé" }).waitFor();
      await main.getByText("Votre rôle (Éditeur) ne permet pas d'ouvrir cette page.").waitFor();
      expect(await page.title()).toBe("Accès refusé — Administration");
      const offered = main.getByRole("list").getByRole("link");
      const labels = await offered.allTextContents();
      expect(labels).toContain("Pages");
      expect(labels).toContain("Blog");
      expect(labels).toContain("Mon compte");
      expect(labels).not.toContain("Utilisateurs");
      expect(labels).not.toContain("Dons");
      expect(await main.getByText("Une erreur inattendue").count()).toBe(0);
      await expectNoAxeViolations(page);

      // One of the offered screens opens; coming back to the refused one in the app (history,
      // a data request rather than a page load) shows the same page.
      await waitForHydration(page);
      await main.getByRole("link", { name: "Pages", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/admin/pages");
      await page
        .getByRole("heading", { level: 1 })
        .filter({ hasNotText: "Accès refusé" })
        .waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/admin/utilisateurs");
      await main.getByRole("heading", { level: 1, name: "Accès refusé" }).waitFor();
      await expectAdminFrame(page);
      expect(await main.getByRole("list").getByRole("link").allTextContents()).toEqual(labels);
    });
  });

  describe("a missing public page", () => {
    it("answers 404 in French inside the site's header and footer, with a request id", async () => {
      const { page } = await sessions.open();
      const response = await page.goto(`${server.url}/nulle-part-ici`);
      expect(response?.status()).toBe(404);
      const requestId = response?.headers()["x-request-id"] ?? "";
      expect(requestId).toMatch(/^[0-9a-f]{12}$/);
      expect(logLinesOf(requestId)).toContainEqual(
        expect.objectContaining({ message: "page introuvable", path: "/nulle-part-ici" }),
      );
      // The same page again comes from the page cache: it keeps the id of the render it shows.
      const again = await fetch(`${server.url}/nulle-part-ici`);
      await again.arrayBuffer();
      expect(again.status).toBe(404);
      expect(again.headers.get("x-request-id")).toBe(requestId);
      await page.getByRole("banner").getByRole("navigation").first().waitFor();
      await page.getByRole("contentinfo").waitFor();
      await page
        .getByRole("main")
        .getByRole("heading", { level: 1, name: /La page que vous recherchez n'existe pas/ })
        .waitFor();
      // The page quotes the id of its log line, and that line is the only one: the page itself
      // writes none without the id.
      expect(await shownReference(page)).toBe(requestId);
      const notFoundLines = server
        .output()
        .split("\n")
        .filter((line) => line.includes('"page introuvable"') && line.includes("/nulle-part-ici"));
      expect(notFoundLines).toHaveLength(1);
      expect(notFoundLines[0]).toContain(requestId);
      await expectNoAxeViolations(page);
    });
  });

  describe("an unknown back-office address", () => {
    it("shows a 404 inside the admin frame, with the reference of its log line", async () => {
      const { page } = await sessions.signIn("/admin");
      const response = await page.goto(`${server.url}/admin/nulle-part`);
      expect(response?.status()).toBe(404);
      await expectAdminFrame(page);
      await page
        .getByRole("main")
        .getByRole("heading", { level: 1, name: /La page que vous recherchez n'existe pas/ })
        .waitFor();
      expect(await page.title()).toBe("Page introuvable — Administration");
      const reference = await shownReference(page);
      expect(reference).toBe(response?.headers()["x-request-id"]);
      expect(logLinesOf(reference)).toContainEqual(
        expect.objectContaining({ message: "page introuvable", path: "/admin/nulle-part" }),
      );
      await expectNoAxeViolations(page);
    });
  });

  describe("a server error of a back-office screen", () => {
    let admin: Page;
    const backups = () => path.join(server.dataDir, "backups");
    /** The backup folder becomes a file: listing it or writing to it fails as a broken disk would. */
    const breakBackups = () => {
      rmSync(backups(), { recursive: true, force: true });
      writeFileSync(backups(), "pas un dossier");
    };
    const repairBackups = () => {
      rmSync(backups(), { recursive: true, force: true });
      mkdirSync(backups());
    };

    beforeAll(async () => {
      admin = (await sessions.signIn("/admin")).page;
    });

    afterAll(() => {
      repairBackups();
    });

    it("a page load shows, inside the frame, the id of its X-Request-Id and of its log line", async () => {
      breakBackups();
      const response = await admin.goto(`${server.url}/admin/sauvegardes`);
      expect(response?.status()).toBe(500);
      await expectAdminFrame(admin);
      await admin
        .getByRole("heading", { level: 1, name: /Une erreur inattendue est survenue/ })
        .waitFor();
      const reference = await shownReference(admin);
      expect(reference).toBe(response?.headers()["x-request-id"]);
      const line = await errorLineOf(reference);
      expect(line).toMatchObject({
        message: "request failed",
        method: "GET",
        path: "/admin/sauvegardes",
      });
      // Nothing about the person: neither their address nor their name.
      expect(JSON.stringify(logLinesOf(reference))).not.toContain(E2E_ADMIN_ENV.ADMIN_EMAIL);
      await expectNoAxeViolations(admin);
    });

    it("a link followed in the app shows the id of the data request that failed", async () => {
      repairBackups();
      await admin.goto(`${server.url}/admin`);
      await waitForHydration(admin);
      breakBackups();
      await admin
        .getByRole("navigation", { name: "Administration" })
        .getByRole("link", { name: "Sauvegardes" })
        .click();
      await expectScreenErrorLogged(admin, { method: "GET", path: "/admin/sauvegardes.data" });
    });

    it("a form sent with JavaScript shows the id of the form's request, not of the page's", async () => {
      repairBackups();
      await admin.goto(`${server.url}/admin/sauvegardes`);
      await admin.getByRole("heading", { level: 1, name: "Sauvegardes" }).waitFor();
      await waitForHydration(admin);
      breakBackups();
      await admin.getByRole("button", { name: "Sauvegarder maintenant" }).click();
      await expectScreenErrorLogged(admin, { method: "POST", message: "request failed" });
    });

    it("a form sent without JavaScript shows the id of its request", async () => {
      repairBackups();
      const { page } = await sessions.signIn("/admin/sauvegardes", {
        context: { javaScriptEnabled: false },
      });
      breakBackups();
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST"),
        page.getByRole("button", { name: "Sauvegarder maintenant" }).click(),
      ]);
      expect(response.status()).toBe(500);
      await page
        .getByRole("heading", { level: 1, name: /Une erreur inattendue est survenue/ })
        .waitFor();
      // The layout's loader still ran: the frame is there (routes/admin/screen-error.tsx).
      await expectAdminFrame(page);
      const reference = await shownReference(page);
      expect(reference).toBe(response.headers()["x-request-id"]);
      expect(await errorLineOf(reference)).toMatchObject({
        method: "POST",
        path: "/admin/sauvegardes",
      });
    });
  });
});
