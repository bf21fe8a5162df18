/**
 * The form protocol (docs/decisions/0021) in Chromium against the production server: one zod
 * schema gives the page its constraints, refuses bad input in the browser with the server's own
 * French messages before anything is sent, and the same form without JavaScript is refused by
 * the server with the same messages, the typed values kept.
 */
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_ADMIN_SITE } from "../helpers/admin-browser";
import { describedBy } from "../helpers/page-checks";
import { siteInBrowser } from "../helpers/site-in-browser";

const REQUIRED = "Ce champ est obligatoire.";
const PHONE_INVALID = "Numéro de téléphone invalide (ex. 418 555-0123).";
const ADD_FORM = "/admin/personnel?mode=ajout";

describeE2E("protocole des formulaires dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  async function signedIn(javaScriptEnabled: boolean): Promise<Page> {
    // Sign in with JavaScript, then (for the no-JS case) carry the session cookie over.
    const { page, context: withJs } = await sessions.signIn(ADD_FORM);
    if (javaScriptEnabled) return page;
    const { page: bare, context: withoutJs } = await sessions.open({ javaScriptEnabled: false });
    await withoutJs.context.addCookies(await withJs.context.cookies());
    await bare.goto(`${site.server.url}${ADD_FORM}`);
    return bare;
  }

  /** Counts the form posts the page sends from now on. */
  function countPosts(page: Page): { count: number } {
    const posts = { count: 0 };
    page.on("request", (request) => {
      if (request.method() === "POST") posts.count += 1;
    });
    return posts;
  }

  // One signed-in add form serves both: the constraints it was given, then a refusal.
  it("takes the page's constraints from the schema and refuses in the browser, before sending, with the server's messages", async () => {
    const page = await signedIn(true);
    const main = page.getByRole("main");
    const name = main.getByLabel("Nom", { exact: true });
    expect(await name.getAttribute("maxlength")).toBe("200");
    expect(await name.getAttribute("required")).not.toBeNull();
    expect(await main.getByLabel("Courriel", { exact: true }).getAttribute("maxlength")).toBe(
      "254",
    );
    expect(await main.getByLabel("Biographie").getAttribute("maxlength")).toBe("5000");
    expect(await main.getByLabel("Biographie").getAttribute("required")).toBeNull();

    await waitForHydration(page);
    const posts = countPosts(page);
    await main.getByLabel("Poste").fill("Coordonnatrice");
    await main.getByLabel("Téléphone").fill("abc");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();

    await main.getByText(REQUIRED).waitFor();
    await main.getByText(PHONE_INVALID).waitFor();
    expect(posts.count).toBe(0);
    // The keyboard is on the first field to fix, which names its message.
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    // A fixed field loses its message as it is typed; the other stays.
    await name.fill("Awa Diop");
    await main.getByText(REQUIRED).waitFor({ state: "detached" });
    expect(await main.getByText(PHONE_INVALID).count()).toBe(1);
    expect(posts.count).toBe(0);
  });

  it("without JavaScript, the server refuses with the same messages and keeps what was typed", async () => {
    const page = await signedIn(false);
    const main = page.getByRole("main");
    await main.getByLabel("Poste").fill("Coordonnatrice");
    await main.getByLabel("Téléphone").fill("abc");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      main.getByRole("button", { name: "Ajouter", exact: true }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState("domcontentloaded");
    await main.getByText(REQUIRED).waitFor();
    await main.getByText(PHONE_INVALID).waitFor();
    expect(await main.getByLabel("Poste").inputValue()).toBe("Coordonnatrice");
    expect(await main.getByLabel("Téléphone").inputValue()).toBe("abc");
  });

  /** The contact form of /contact: a public page, whose schema loads once the form is reached. */
  async function contactForm(javaScriptEnabled: boolean) {
    const { page } = await sessions.load("/contact", { javaScriptEnabled });
    const submit = page.getByRole("button", { name: "Envoyer le message", exact: true });
    const form = page.locator("form").filter({ has: submit });
    return {
      page,
      submit,
      name: form.getByLabel("Nom", { exact: true }),
      email: form.getByLabel("Courriel", { exact: true }),
      subject: form.getByLabel("Sujet", { exact: true }),
      message: form.getByLabel("Message", { exact: true }),
    };
  }

  it("a public form (contact) refuses an empty message in the browser, before any POST", async () => {
    const f = await contactForm(true);
    expect(await f.message.getAttribute("required")).not.toBeNull();
    expect(await f.message.getAttribute("maxlength")).toBe("5000");
    const posts = countPosts(f.page);
    // Reaching the form loads its schema (zod is not part of the page's first load); a submit
    // made before it has arrived waits for it.
    await f.name.fill("Awa Diop");
    await f.email.fill("awa.diop@example.ca");
    await f.subject.fill("Visite de la zawiya");
    await f.submit.click();

    await expect.poll(() => describedBy(f.message)).toBe(REQUIRED);
    expect(posts.count).toBe(0);
    expect(await f.message.getAttribute("aria-invalid")).toBe("true");
    expect(await f.message.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await f.name.inputValue()).toBe("Awa Diop");
    await expectNoAxeViolations(f.page);

    // Once typed, the message is sent: the server takes it.
    await f.message.fill("Bonjour, peut-on visiter la zawiya samedi ?");
    await expect.poll(() => describedBy(f.message)).toBe("");
    await f.submit.click();
    await f.page
      .getByText(/Votre message a bien été envoyé/)
      .first()
      .waitFor();
    expect(posts.count).toBe(1);
  });

  it("on a slow phone, a sign-in typed and sent as soon as the page shows goes through", async () => {
    // The click can land after the sign-in schema has loaded but before React has drawn it: the
    // form holds the submit and sends it again. That second submit used to be issued inside the
    // first one's event, where the browser ignores it, and the button did nothing (about one
    // attempt in two on this machine, CPU slowed 8×). Several attempts, each in a new context.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const { page, context: isolated } = await sessions.open({
        viewport: { width: 390, height: 844 },
      });
      const cdp = await isolated.context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      const posts = countPosts(page);
      await page.goto(`${site.server.url}/connexion?redirectTo=${encodeURIComponent(ADD_FORM)}`, {
        waitUntil: "commit",
      });
      const main = page.getByRole("main");
      await main.getByLabel("Courriel", { exact: true }).fill(E2E_ADMIN_EMAIL);
      await main.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
      await main.getByRole("button", { name: "Se connecter", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/admin/personnel", { timeout: 30_000 });
      expect(posts.count).toBe(1);
      // Closed now, not at the test's end: a throttled admin screen left open keeps drawing and
      // made each later attempt slower (7 s, then 10, then 13).
      await isolated.close();
    }
  }, 240_000);

  it("without JavaScript, the server refuses the empty message with the same words", async () => {
    const f = await contactForm(false);
    await f.name.fill("Awa Diop");
    await f.email.fill("awa.diop@example.ca");
    await f.subject.fill("Visite de la zawiya");
    const [response] = await Promise.all([
      f.page.waitForResponse((r) => r.request().method() === "POST"),
      f.submit.click(),
    ]);
    expect(response.status()).toBe(400);
    await f.page.waitForLoadState("domcontentloaded");
    expect(await describedBy(f.message)).toBe(REQUIRED);
    expect(await f.message.getAttribute("aria-invalid")).toBe("true");
    expect(await f.name.inputValue()).toBe("Awa Diop");
    expect(await f.email.inputValue()).toBe("awa.diop@example.ca");
    expect(await f.subject.inputValue()).toBe("Visite de la zawiya");
  });
});
