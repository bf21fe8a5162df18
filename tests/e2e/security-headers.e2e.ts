/**
 * The site's security headers as a browser meets them (issue "Safe to run", item 5): every public
 * page template renders and hydrates under the enforced Content-Security-Policy without a single
 * violation; back-office and login responses are never stored (`Cache-Control: no-store`); HSTS
 * is sent only over https. Every back-office screen under the policy, each answered `no-store`:
 * admin-layout-widths.e2e.ts, which opens them all. The policy's text and nonces:
 * tests/integration/content-security-policy.test.ts.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { E2E_ADMIN_ENV } from "../helpers/admin-browser";
import {
  describeE2E,
  launchBrowser,
  newIsolatedContext,
  waitForHydration,
  type IsolatedContext,
} from "../helpers/browser";
import { startServer, type RunningServer } from "../helpers/server";

let server: RunningServer;
let browser: Browser;

/** One URL per public template: the first path of each kind in the sitemap, plus the pages it omits. */
async function publicTemplates(): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const seen = new Map<string, string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    const segments = path.split("/").filter(Boolean);
    const kind = segments.length > 1 ? `${segments[0]}/:item` : path;
    if (!seen.has(kind)) seen.set(kind, path);
  }
  return [...seen.values(), "/panier", "/connexion", "/page-qui-n-existe-pas"];
}

describeE2E("en-têtes de sécurité", () => {
  beforeAll(async () => {
    // Behind a proxy (TRUST_PROXY), as in production: the proxy says whether the visitor used https.
    server = await startServer({ env: { ...E2E_ADMIN_ENV, TRUST_PROXY: "1" } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // The policy itself and the nonce of each inline script: tests/integration/content-security-policy.test.ts.

  it("aucune page publique ne déclenche de violation de la politique", async () => {
    const isolated: IsolatedContext = await newIsolatedContext(browser);
    try {
      const page = await isolated.newPage();
      const paths = await publicTemplates();
      expect(paths.length).toBeGreaterThan(15);
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await waitForHydration(page);
      }
      // The donation dialog and the cart load code on interaction: open the dialog too.
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await page
        .getByRole("button", { name: /faire un don/i })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      expect(isolated.cspViolations).toEqual([]);
    } finally {
      await isolated.close();
    }
  });

  // Set by server.js around React Router, hence here: no-store for the back-office and the login
  // (a screen's own answer or the redirect of a visitor without session), HSTS over https only.
  it("no-store pour l'administration et la connexion, pas le public; HSTS seulement en https", async () => {
    const login = await fetch(`${server.url}/connexion`);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const anonymous = await fetch(`${server.url}/admin/donations`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get("cache-control") ?? "").not.toContain("no-store");
    expect(home.headers.get("strict-transport-security")).toBeNull();
    const secure = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
  });
});
