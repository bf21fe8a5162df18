/**
 * Mon compte › Sécurité in Debian's Chromium against the production server (decision 0018): an
 * éditeur changes their password and signs in with the new one; the administrator turns on
 * two-step sign-in by "scanning" (the secret read from the page), then signs in with password +
 * code. axe on the new pages.
 */
import { generate } from "otplib";
import { expect, it } from "vitest";
import { E2E_ADMIN_SITE, expectToast, submitLogin } from "../helpers/admin-browser";
import { describeE2E, expectNoAxeViolations } from "../helpers/browser";
import { siteInBrowser } from "../helpers/site-in-browser";

const EDITOR_EMAIL = "editeur@fondation.example";
const EDITOR_PASSWORD = "mot de passe temporaire";
const EDITOR_NEW_PASSWORD = "ma nouvelle phrase de passe";

describeE2E("Mon compte › Sécurité dans Chromium", () => {
  const site = siteInBrowser(E2E_ADMIN_SITE);
  const { sessions } = site;

  it("an éditeur changes their password in Mon compte and signs in with the new one", async () => {
    // The administrator creates the éditeur.
    const { page: admin } = await sessions.open();
    await submitLogin(admin, site.server.url, "/admin/utilisateurs");
    await admin.waitForURL(`${site.server.url}/admin/utilisateurs`, { timeout: 15_000 });
    const adminMain = admin.getByRole("main");
    await adminMain.getByLabel("Nom complet").fill("Coumba Ndiaye");
    await adminMain.getByLabel("Courriel", { exact: true }).fill(EDITOR_EMAIL);
    await adminMain.getByLabel("Rôle", { exact: true }).selectOption({ label: "Éditeur" });
    await adminMain.getByLabel("Mot de passe temporaire", { exact: true }).fill(EDITOR_PASSWORD);
    await adminMain.getByRole("button", { name: "Ajouter l'utilisateur" }).click();
    await expectToast(admin, "Utilisateur ajouté");

    const { page } = await sessions.open();
    await submitLogin(page, site.server.url, "/admin", {
      email: EDITOR_EMAIL,
      password: EDITOR_PASSWORD,
    });
    await page.waitForURL(`${site.server.url}/admin`, { timeout: 15_000 });
    await page.getByRole("link", { name: "Mon compte" }).click();
    await page.waitForURL(`${site.server.url}/admin/mon-compte`, { timeout: 10_000 });
    await page.getByRole("heading", { level: 1, name: "Mon compte" }).waitFor();
    const main = page.getByRole("main");
    await main.getByRole("listitem").filter({ hasText: "Cette session" }).waitFor();
    await expectNoAxeViolations(page);

    await main.getByLabel("Mot de passe actuel", { exact: true }).fill(EDITOR_PASSWORD);
    await main.getByLabel("Nouveau mot de passe", { exact: true }).fill(EDITOR_NEW_PASSWORD);
    await main.getByLabel("Confirmer le mot de passe", { exact: true }).fill(EDITOR_NEW_PASSWORD);
    await main.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectToast(page, "Mot de passe changé");

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL(`${site.server.url}/`, { timeout: 10_000 });
    await submitLogin(page, site.server.url, "/admin/mon-compte", {
      email: EDITOR_EMAIL,
      password: EDITOR_PASSWORD,
    });
    await page
      .getByRole("alert")
      .filter({ hasText: "Courriel ou mot de passe incorrect." })
      .waitFor({ timeout: 10_000 });
    await submitLogin(page, site.server.url, "/admin/mon-compte", {
      email: EDITOR_EMAIL,
      password: EDITOR_NEW_PASSWORD,
    });
    await page.waitForURL(`${site.server.url}/admin/mon-compte`, { timeout: 15_000 });
  });

  it("the administrator turns on two-step sign-in, then signs in with password and code", async () => {
    const { page } = await sessions.open();
    await submitLogin(page, site.server.url, "/admin/mon-compte");
    await page.waitForURL(`${site.server.url}/admin/mon-compte`, { timeout: 15_000 });
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Activer la validation en deux étapes" }).click();

    await main.getByRole("img", { name: /Code QR/ }).waitFor({ timeout: 10_000 });
    expect(
      await main
        .getByRole("img", { name: /Code QR/ })
        .locator("svg")
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    const secret = (await main.getByTestId("secret-deux-etapes").innerText()).replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A code of the previous step, so that the sign-in below gets a fresh one.
    const earlier = Math.floor(Date.now() / 1000) - 30;
    await main.getByLabel("Code à 6 chiffres").fill(await generate({ secret, epoch: earlier }));
    await main.getByRole("button", { name: "Confirmer" }).click();
    const codes = main.getByRole("list", { name: "Codes de récupération" });
    await codes.waitFor({ timeout: 10_000 });
    expect(await codes.getByRole("listitem").count()).toBe(10);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL(`${site.server.url}/`, { timeout: 10_000 });

    await submitLogin(page, site.server.url, "/admin/mon-compte");
    await page.waitForURL(`${site.server.url}/connexion/verification`, { timeout: 15_000 });
    await page.getByRole("heading", { level: 1, name: "Code de vérification" }).waitFor();
    await expectNoAxeViolations(page);
    const verify = page.getByRole("main");
    await verify.getByLabel("Code de vérification").fill("000000");
    await verify.getByRole("button", { name: "Vérifier" }).click();
    await verify.getByText("Code de vérification incorrect.").waitFor({ timeout: 10_000 });

    await verify.getByLabel("Code de vérification").fill(await generate({ secret }));
    await verify.getByRole("button", { name: "Vérifier" }).click();
    await page.waitForURL(`${site.server.url}/admin/mon-compte`, { timeout: 15_000 });
    await main.getByText("Codes de récupération inutilisés : 10.", { exact: false }).waitFor();
  });
});
