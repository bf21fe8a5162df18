/**
 * The public forms as workflows, in Debian's Chromium against the production server, with a real
 * SMTP server on loopback (SMTP_URL) so the e-mails leave through the outbox worker as in
 * production:
 * - an event request sent on /demande-evenements is acknowledged by e-mail, approved in the
 *   back-office (the requester is e-mailed), published as a public event, and its messages are
 *   listed as sent on /admin/courriels;
 * - a message sent with the home page's contact form reaches the foundation by e-mail and the
 *   back-office inbox (/admin/messages), where it is read and marked unread again;
 * - a donation made on /don sends the donor the Interac instructions; once a volunteer confirms its
 *   reception in /admin/donations, the official receipt is e-mailed as a PDF and downloads there;
 * - an order placed from /panier is confirmed by e-mail, and its buyer is e-mailed again when a
 *   volunteer moves it on in /admin/boutique.
 * Axe runs on the inbox and the outbox screens.
 */
import { expect, it } from "vitest";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { publicEventTitle } from "~/domain/event-requests/labels";
import { PAYMENT_REQUIRED } from "~/domain/shop/checkout";
import { dayInSaguenay, E2E_ADMIN_SITE, expectToast } from "../helpers/admin-browser";
import { siteInBrowserWithMail } from "../helpers/site-in-browser";

const CORAN = "Coran bilingue arabe-français";

describeE2E("parcours des formulaires publics jusqu'à l'administration", () => {
  const site = siteInBrowserWithMail(E2E_ADMIN_SITE.env);
  const { sessions } = site;

  it("demande d'événement : accusé de réception, approbation, publication, courriels envoyés", async () => {
    const requester = "mame.sow@example.ca";
    const page = await sessions.visit("/demande-evenements");
    const submit = page.getByRole("button", { name: "Envoyer la demande", exact: true });
    const form = page.locator("form").filter({ has: submit });
    await form.getByLabel(/^Nom complet/).fill("Mame Diarra Sow");
    await form.getByLabel(/^Courriel/).fill(requester);
    await form.getByLabel(/^Type d'événement/).selectOption("conference");
    await form.getByLabel(/^Date souhaitée/).fill(dayInSaguenay(45));
    await form.getByLabel(/^Heure/).fill("15:00");
    await form.getByLabel(/^Nombre de participants/).fill("60");
    await form.getByLabel(/^Description/).fill("Conférence sur la famille.");
    await submit.click();
    const sent = page.getByText(/DEM-[A-Z0-9]{6}/).first();
    await sent.waitFor({ timeout: 10_000 });
    const reference = /DEM-[A-Z0-9]{6}/.exec(await sent.innerText())![0];

    const ack = await site.smtp.mailTo(requester, new RegExp(`reçue \\(${reference}\\)`));
    expect(ack.text).toContain("Nous avons bien reçu votre demande");

    const { page: admin } = await sessions.signIn("/admin/demande-evenements?statut=en-attente");
    const main = admin.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: reference });
    await row.getByRole("link", { name: `Approuver la demande ${reference}` }).click();
    await admin
      .getByRole("dialog", { name: "Approuver la demande" })
      .getByRole("button", { name: `Approuver la demande ${reference}` })
      .click();
    await expectToast(admin, "Demande approuvée");
    await site.smtp.mailTo(requester, new RegExp(`approuvée \\(${reference}\\)`));

    await admin.goto(`${site.server.url}/admin/demande-evenements?statut=approuvees`);
    await main
      .getByRole("row")
      .filter({ hasText: reference })
      .getByRole("button", { name: `Publier comme événement (demande ${reference})` })
      .click();
    await expectToast(admin, "Événement publié");
    await admin.waitForURL((url) => url.pathname === "/admin/evenements");

    const events = await (await sessions.visit("/evenements")).getByRole("main").innerText();
    // Titled by its type and day: the requester's name is not published unless typed.
    expect(events).toContain(publicEventTitle("conference", dayInSaguenay(45)));
    expect(events).not.toContain("Mame Diarra Sow");

    await admin.goto(`${site.server.url}/admin/courriels?q=${reference}`);
    await admin.getByRole("heading", { level: 1, name: "Courriels" }).waitFor();
    const rows = main.getByRole("row").filter({ hasText: reference });
    await expect.poll(() => rows.count()).toBe(3);
    await expect
      .poll(async () => (await main.innerText()).match(/Envoyé/g)?.length ?? 0)
      .toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(admin);
  });

  it("message de contact : avis à la fondation et boîte de réception", async () => {
    const page = await sessions.visit("/");
    const form = page.locator("form").filter({
      has: page.getByRole("button", { name: "Envoyer le message" }),
    });
    await form.getByLabel("Nom", { exact: true }).fill("Fatou Ndiaye");
    await form.getByLabel("Courriel", { exact: true }).fill("fatou@example.ca");
    await form.getByLabel("Sujet", { exact: true }).fill("Visite de groupe");
    await form.getByLabel("Message", { exact: true }).fill("Peut-on visiter la zawiya samedi ?");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await page.getByText("Message envoyé", { exact: true }).first().waitFor({ timeout: 10_000 });

    await expect
      .poll(
        () =>
          site.smtp.messages.some(
            (mail) => mail.subject === "Nouveau message du site : Visite de groupe",
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    const { page: admin } = await sessions.signIn("/admin/messages");
    const main = admin.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: "Visite de groupe" });
    expect(await row.innerText()).toContain("Non lu");
    await expectNoAxeViolations(admin);
    await row.getByRole("link", { name: "Lire le message de Fatou Ndiaye" }).click();
    const panel = main.getByRole("region", { name: "Visite de groupe" });
    await panel.waitFor();
    expect(await panel.innerText()).toContain("Peut-on visiter la zawiya samedi ?");
    expect(await panel.getByRole("link", { name: /^Répondre/ }).getAttribute("href")).toBe(
      "mailto:fatou@example.ca?subject=Re%20%3A%20Visite%20de%20groupe",
    );
    expect(await row.innerText()).toContain("Lu");
    await panel.getByRole("button", { name: "Marquer comme non lu" }).click();
    await expectToast(admin, "Message marqué comme non lu");
    expect(
      await main.getByRole("row").filter({ hasText: "Visite de groupe" }).innerText(),
    ).toContain("Non lu");
  });

  it("don : instructions Interac, réception confirmée, reçu officiel PDF envoyé et téléchargeable", async () => {
    const donor = "moussa.sarr@example.ca";
    // The receipt settings first: the seed has the registration number, not the signer.
    const { page: admin } = await sessions.signIn("/admin/settings?onglet=dons");
    const settings = admin.getByRole("main");
    await settings.getByLabel("Signataire autorisé").fill("Awa Diop, trésorière");
    await expectNoAxeViolations(admin);
    await settings.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(admin, "Paramètres mis à jour");

    const page = await sessions.visit("/don");
    const submit = page.getByRole("button", { name: "Confirmer mon don", exact: true });
    const form = page.locator("form").filter({ has: submit });
    await form.getByLabel("Autre montant ($)").fill("75");
    await form.getByLabel(/^Prénom/).fill("Moussa");
    await form.getByLabel(/^Nom/).fill("Sarr");
    await form.getByLabel(/^Courriel/).fill(donor);
    await form.getByLabel(/reçu officiel pour fins d'impôt/).check();
    await form.getByLabel(/^Adresse/).fill("123, rue Racine Est");
    await form.getByLabel(/^Ville/).fill("Saguenay");
    await form.getByLabel(/^Code postal/).fill("G7H 1R9");
    await submit.click();
    const code = page.getByText(/DON-[A-Z0-9]{6}/).first();
    await code.waitFor({ timeout: 10_000 });
    const reference = /DON-[A-Z0-9]{6}/.exec(await code.innerText())![0];

    const instructions = await site.smtp.mailTo(donor, new RegExp(`instructions.*${reference}`));
    expect(instructions.text).toContain(`Message du virement : ${reference} — Moussa Sarr`);

    await admin.goto(`${site.server.url}/admin/donations?q=${reference}`);
    const main = admin.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: "Moussa Sarr" });
    expect(await row.innerText()).toContain("En attente");
    await row.getByRole("link", { name: `Détails du don ${reference}` }).click();
    const details = main.getByRole("region", { name: `Détails du don ${reference}` });
    await details.getByRole("button", { name: "Confirmer la réception" }).click();
    await expectToast(admin, "Réception confirmée");

    // The official receipt leaves by e-mail, its PDF attached, and downloads from the panel.
    const receipt = await site.smtp.mailTo(donor, /reçu/i);
    const pdf = receipt.attachments.find((file) => file.contentType === "application/pdf");
    expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const link = details.getByRole("link", { name: /^Télécharger le reçu no \d+/ });
    const href = await link.getAttribute("href");
    const download = await admin.context().request.get(`${site.server.url}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("commande : panier, paiement sur place, confirmation par courriel, statut changé dans l'administration", async () => {
    const buyer = "ousmane.fall@example.ca";
    const page = await sessions.visit(`/boutique?q=${encodeURIComponent(CORAN)}`);
    await page
      .getByRole("button", { name: /^Ajouter au panier/ })
      .first()
      .click();
    await expectToast(page, "Produit ajouté");
    await page.goto(`${site.server.url}/panier`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel(/^Nom complet/).fill("Ousmane Fall");
    await main.getByLabel(/^Courriel/).fill(buyer);
    // No payment method chosen: refused by the server, what was typed is kept.
    await main.getByRole("button", { name: "Confirmer la commande" }).click();
    await main.getByText(PAYMENT_REQUIRED).waitFor({ timeout: 10_000 });
    expect(await main.getByLabel(/^Nom complet/).inputValue()).toBe("Ousmane Fall");
    await main.getByLabel("Paiement sur place").check();
    await main.getByRole("button", { name: "Confirmer la commande" }).click();
    await main.getByRole("heading", { name: /^Merci pour votre commande/ }).waitFor();
    const reference = /CMD-[A-Z0-9]{6}/.exec(await main.innerText())![0];
    const confirmation = await site.smtp.mailTo(buyer, new RegExp(reference));
    expect(confirmation.text).toContain(CORAN);

    const { page: admin } = await sessions.signIn("/admin/boutique?onglet=commandes");
    const orders = admin.getByRole("main");
    await orders
      .getByRole("row")
      .filter({ hasText: reference })
      .getByRole("link", { name: /^Détails/ })
      .click();
    const details = orders.getByRole("region", { name: `Commande ${reference}` });
    await details.getByLabel("Statut de la commande").selectOption("processing");
    await details.getByRole("button", { name: "Mettre à jour" }).click();
    await expectToast(admin, "Commande mise à jour");
    await expect.poll(() => site.smtp.to(buyer).length, { timeout: 15_000 }).toBe(2);
    expect(
      site.smtp
        .to(buyer)
        .map((mail) => mail.subject)
        .join("\n"),
    ).toContain(reference);
  });
});
