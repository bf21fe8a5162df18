/**
 * The newsletter end to end (issue 15, item 1) in Debian's Chromium against the production
 * server, with a real SMTP server on loopback: a visitor signs up in the footer of a page, reads
 * the confirmation e-mail and confirms with the page's button; an administrator switches
 * « Courriels marketing » on, writes a newsletter in the rich-text editor, sends a test to
 * themselves, then sends it to all confirmed subscribers after the confirmation dialog; the
 * subscriber receives it with the foundation's address, the RFC 8058 headers and a link that
 * unsubscribes in one click, which the back-office then shows. Axe runs on every page shown.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { siteInBrowserWithMail } from "../helpers/site-in-browser";

const SUBSCRIBER = "mariama.infolettre@example.org";
const SUBJECT = "Nouvelles de la fondation — décembre";

describeE2E("infolettre dans Chromium", () => {
  const site = siteInBrowserWithMail(E2E_ADMIN_SITE.env);
  const { sessions } = site;

  it("sign-up in the footer → confirmation e-mail → confirmed → newsletter received → one-click unsubscribe", async () => {
    // 1. The footer of any page: unticked consent, then sign-up.
    const page = await sessions.visit("/evenements");
    const footer = page.getByRole("contentinfo");
    const signUp = footer.getByRole("region", { name: "Infolettre" });
    const consent = signUp.getByRole("checkbox", { name: /J'accepte de recevoir par courriel/ });
    expect(await consent.isChecked()).toBe(false);
    await signUp.getByLabel("Votre courriel").fill(SUBSCRIBER);
    await signUp.getByLabel("Votre nom (facultatif)").fill("Mariama Diallo");
    await consent.check();
    await signUp.getByRole("button", { name: "M'inscrire à l'infolettre" }).click();
    await page.waitForURL(`${site.server.url}/infolettre`);
    await page
      .getByRole("main")
      .getByText(/Pour terminer votre inscription, cliquez sur le lien/)
      .waitFor();
    await expectNoAxeViolations(page);

    // 2. The confirmation e-mail: its link opens a page with a button.
    const confirmation = await site.smtp.mailTo(SUBSCRIBER, /^Confirmez votre inscription/);
    const confirmUrl = /https?:\/\/\S+\/infolettre\/confirmation\?jeton=[A-Za-z0-9_-]+/.exec(
      confirmation.text,
    )![0];
    await page.goto(confirmUrl.replace(/^https?:\/\/[^/]+/, site.server.url));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const confirm = page.getByRole("button", { name: "Confirmer mon inscription" });
    await confirm.focus();
    await page.keyboard.press("Enter");
    await page.getByText("Votre inscription à l'infolettre est confirmée. Merci !").waitFor();

    // 3. The back-office: marketing e-mail on, a newsletter written, tested, sent.
    const { page: admin } = await sessions.signIn("/admin/settings?onglet=notifications");
    const settings = admin.getByRole("main");
    await settings.getByRole("checkbox", { name: "Courriels marketing" }).check();
    await settings.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(admin, "Paramètres mis à jour");

    await admin.goto(`${site.server.url}/admin/infolettre`);
    await waitForHydration(admin);
    const main = admin.getByRole("main");
    await main.getByText("1 abonné(s) confirmé(s).", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);
    await main.getByRole("link", { name: "Nouvelle infolettre" }).click();
    await main.getByRole("heading", { name: "Nouvelle infolettre" }).waitFor();
    await main.getByLabel("Objet").fill(SUBJECT);
    const editor = main.locator('[contenteditable="true"][aria-label="Contenu"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await admin.keyboard.type("La veillée du Mawlid aura lieu le 12 décembre.");
    await main.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expectToast(admin, "Infolettre enregistrée");

    const row = main.getByRole("row").filter({ hasText: SUBJECT });
    await row.getByRole("button", { name: `Envoyer un essai de « ${SUBJECT} »` }).click();
    await expectToast(admin, "Essai envoyé");
    const test = await site.smtp.mailTo(E2E_ADMIN_EMAIL, /^\[Essai\]/);
    expect(test.text).toContain("La veillée du Mawlid aura lieu le 12 décembre.");

    await row.getByRole("link", { name: `Envoyer à tous « ${SUBJECT} »` }).click();
    const dialog = admin.getByRole("dialog", { name: "Envoyer l'infolettre" });
    await dialog.getByText(/à 1 abonné\(s\) confirmé\(s\)/).waitFor();
    await dialog.getByRole("button", { name: `Envoyer « ${SUBJECT} »` }).click();
    await expectToast(admin, "Envoi commencé");

    // 4. What the subscriber receives.
    const issue = await site.smtp.mailTo(SUBSCRIBER, new RegExp(`^${SUBJECT}$`));
    expect(issue.text).toContain("La veillée du Mawlid aura lieu le 12 décembre.");
    expect(issue.text).toContain("1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8");
    const header = (name: string) =>
      issue.raw.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
    const unsubscribeUrl = /^<(https?:\/\/[^>]+\/infolettre\/desabonnement\?jeton=[^>]+)>$/.exec(
      header("list-unsubscribe") ?? "",
    )?.[1];
    expect(unsubscribeUrl).toBeTruthy();
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(issue.text).toContain(unsubscribeUrl);

    // 5. One click, no sign-in.
    const reader = await sessions.visit(unsubscribeUrl!.replace(/^https?:\/\/[^/]+/, ""));
    await expectNoAxeViolations(reader);
    await reader.getByRole("button", { name: "Me désabonner" }).click();
    await reader
      .getByText("Vous êtes désabonné : vous ne recevrez plus l'infolettre de la fondation.")
      .waitFor();

    // 6. The back-office shows it: the history's counts and the subscriber's record.
    await admin.goto(`${site.server.url}/admin/infolettre`);
    await main
      .getByRole("row")
      .filter({ hasText: SUBJECT })
      .getByText("1 envoyé(s) · 0 échoué(s)")
      .waitFor();
    await admin.goto(`${site.server.url}/admin/infolettre?onglet=abonnes`);
    await waitForHydration(admin);
    const subscriberRow = main.getByRole("row").filter({ hasText: SUBSCRIBER });
    await subscriberRow.getByText("Désabonné").waitFor();
    await subscriberRow.getByRole("link", { name: `Consentement de ${SUBSCRIBER}` }).click();
    const record = main.getByRole("region", { name: SUBSCRIBER });
    await record.getByText("/evenements").waitFor();
    await record.getByText(/J'accepte de recevoir par courriel l'infolettre/).waitFor();
    await expectNoAxeViolations(admin);
  }, 180_000);
});
