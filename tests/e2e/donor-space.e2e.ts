/**
 * The donor space (/mon-espace, issue 13 item 6) in Debian's Chromium against the production
 * server, with a real SMTP server on loopback: a donor whose gift was confirmed and receipted in
 * the back-office asks for a sign-in link, reads it in the e-mail, opens it, signs in with the
 * keyboard (« Me connecter »), sees the gift, downloads the receipt PDF, and signs out. Axe runs
 * on the three pages.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { siteInBrowserWithMail } from "../helpers/site-in-browser";

const LINK_SENT =
  "Si cette adresse est celle d'un don, d'une commande ou d'une demande, un lien de connexion vient d'y être envoyé. Il est valable 15 minutes.";

describeE2E("espace donateur dans Chromium", () => {
  const site = siteInBrowserWithMail(E2E_ADMIN_SITE.env);
  const { sessions } = site;

  /** A gift made on /don with a receipt, confirmed in the back-office: its reference. */
  async function receiptedGift(donor: string): Promise<string> {
    const { page: admin } = await sessions.signIn("/admin/settings?onglet=dons");
    const settings = admin.getByRole("main");
    await settings.getByLabel("Signataire autorisé").fill("Awa Diop, trésorière");
    await settings.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(admin, "Paramètres mis à jour");

    const page = await sessions.visit("/don");
    const submit = page.getByRole("button", { name: "Confirmer mon don", exact: true });
    const form = page.locator("form").filter({ has: submit });
    await form.getByLabel("Autre montant ($)").fill("1234.56");
    await form.getByLabel(/^Prénom/).fill("Mariama");
    await form.getByLabel(/^Nom/).fill("Diallo");
    await form.getByLabel(/^Courriel/).fill(donor);
    await form.getByLabel(/reçu officiel pour fins d'impôt/).check();
    await form.getByLabel(/^Adresse/).fill("123, rue Racine Est");
    await form.getByLabel(/^Ville/).fill("Saguenay");
    await form.getByLabel(/^Code postal/).fill("G7H 1R9");
    await submit.click();
    const code = page.getByText(/DON-[A-Z0-9]{6}/).first();
    await code.waitFor({ timeout: 10_000 });
    const reference = /DON-[A-Z0-9]{6}/.exec(await code.innerText())![0];

    await admin.goto(`${site.server.url}/admin/donations?q=${reference}`);
    const main = admin.getByRole("main");
    await main
      .getByRole("row")
      .filter({ hasText: "Mariama Diallo" })
      .getByRole("link", { name: `Détails du don ${reference}` })
      .click();
    const details = main.getByRole("region", { name: `Détails du don ${reference}` });
    await details.getByRole("button", { name: "Confirmer la réception" }).click();
    await expectToast(admin, "Réception confirmée");
    await site.smtp.mailTo(donor, /reçu/i);
    return reference;
  }

  it("lien par courriel, « Me connecter » au clavier, dons et reçu PDF, déconnexion", async () => {
    const donor = "mariama.diallo@example.ca";
    const reference = await receiptedGift(donor);

    // Signed out: the link form, checked by axe, sent with the keyboard.
    const page = await sessions.visit("/mon-espace");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Mon espace");
    await expectNoAxeViolations(page);
    const email = page.getByLabel("Courriel", { exact: true });
    await email.focus();
    await page.keyboard.type(donor.toUpperCase());
    await page.keyboard.press("Enter");
    await page.getByText(LINK_SENT).waitFor({ timeout: 10_000 });

    // An unknown address gets the same answer and no e-mail.
    const stranger = await sessions.visit("/mon-espace");
    await stranger.getByLabel("Courriel", { exact: true }).fill("inconnu@example.ca");
    await stranger.getByRole("button", { name: "Recevoir un lien de connexion" }).click();
    await stranger.getByText(LINK_SENT).waitFor({ timeout: 10_000 });

    const mail = await site.smtp.mailTo(donor, /lien de connexion/i);
    const link = /https?:\/\/\S+\/mon-espace\/connexion\?jeton=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const { pathname, search } = new URL(link);

    // Opening the link uses nothing up: a second opening still shows the button.
    await page.goto(`${site.server.url}${pathname}${search}`);
    await waitForHydration(page);
    await page.goto(`${site.server.url}${pathname}${search}`);
    await waitForHydration(page);
    const signIn = page.getByRole("button", { name: "Me connecter", exact: true });
    await expectNoAxeViolations(page);
    await signIn.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/mon-espace", { timeout: 10_000 });
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Mes dons" }).waitFor();
    const gifts = main.getByRole("region", { name: "Mes dons" });
    const row = gifts.getByRole("row").filter({ hasText: reference });
    expect(await row.innerText()).toMatch(/1\s234,56\s\$/);
    expect(site.smtp.to("inconnu@example.ca")).toHaveLength(0);
    await expectNoAxeViolations(page);

    // The receipt downloads for its owner only.
    const download = main.getByRole("link", { name: /^Télécharger le reçu no \d+/ }).first();
    const href = (await download.getAttribute("href"))!;
    expect(href).toMatch(/^\/mon-espace\/recus\/\d+\.pdf$/);
    const pdf = await page.context().request.get(`${site.server.url}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const anonymous = await fetch(`${site.server.url}${href}`);
    expect(anonymous.status).toBe(404);

    // On a phone (390 px) the records stack: « Télécharger » is on screen, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    // Not scrolled into view: a table scrolling sideways would bring it in and hide the defect.
    const box = (await download.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The link served once.
    const reused = await sessions.visit(`${pathname}${search}`);
    await reused.getByText(/n'est plus valable/).waitFor();

    await main.getByRole("button", { name: "Se déconnecter" }).click();
    await page.getByRole("button", { name: "Recevoir un lien de connexion" }).waitFor();
    const after = await page.context().request.get(`${site.server.url}${href}`);
    expect(after.status()).toBe(404);
  });
});
