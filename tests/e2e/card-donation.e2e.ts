/**
 * A card gift in Debian's Chromium against the production server (issue 13): the Stripe variables
 * point at the stand-in on loopback (tests/helpers/stripe-server.ts), whose hosted page has a
 * « Payer » button that delivers the signed checkout.session.completed to /webhooks/stripe; the
 * SMTP stand-in receives the receipt. The donor gives from /don, pays on the stand-in's page,
 * comes back to /don/merci (the gift confirmed by the signed event, not by the redirect) and the
 * official receipt arrives with its PDF.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import {
  describeE2E,
  expectNoAxeViolations,
  launchBrowser,
  waitForHydration,
} from "../helpers/browser";
import {
  browserSessions,
  E2E_ADMIN_ENV,
  expectToast,
  postForm,
  signInOverHttp,
} from "../helpers/admin-browser";
import { startServer, type RunningServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { startStripeServer, type StripeServer } from "../helpers/stripe-server";
import { readQrCode } from "../helpers/qr";

const SECRET_KEY = "sk_test_e2e_stand_in_000000";
const WEBHOOK_SECRET = "whsec_e2e_stand_in_000000";

let server: RunningServer;
let smtp: SmtpCapture;
let stripe: StripeServer;

describeE2E("don par carte (Stripe de test)", () => {
  let browser: Browser;
  const sessions = browserSessions(() => ({ browser, baseUrl: server.url }));
  // A test's pages close when it ends (decision 0044): left open, they keep drawing and take
  // the CPU from every later test.
  beforeEach(() => sessions.startTest());
  afterEach(() => sessions.endTest());

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    stripe = await startStripeServer({ secretKey: SECRET_KEY });
    server = await startServer({
      timeoutMs: 240_000,
      env: {
        ...E2E_ADMIN_ENV,
        SEED_IMAGES: "false",
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    stripe.setWebhook({ url: `${server.url}/webhooks/stripe`, secret: WEBHOOK_SECRET });
    browser = await launchBrowser();
    // The « Carte bancaire » option switched on, as a treasurer does in Options de paiement.
    const cookie = await signInOverHttp(server.url);
    const { response } = await postForm(
      server.url,
      "/admin/donations?onglet=options",
      { intent: "toggle-option", id: "1", enabled: "true" },
      { cookie },
    );
    expect(response.status).toBeLessThan(400);
  }, 300_000);

  afterAll(async () => {
    await sessions.close();
    await browser?.close();
    await server?.stop();
    await stripe?.close();
    await smtp?.close();
  });

  it("un donateur donne par carte depuis /don, paie, revient à la page de remerciement et reçoit son reçu", async () => {
    const donor = "fatou.ndiaye@example.ca";
    const { page, context } = await sessions.open();
    await page.goto(`${server.url}/don`);
    await waitForHydration(page);
    const submit = page.getByRole("button", { name: "Confirmer mon don", exact: true });
    const form = page.locator("form").filter({ has: submit });
    // Card is the default when it is offered; « Don unique » too.
    expect(await form.getByRole("radio", { name: "Carte bancaire" }).isChecked()).toBe(true);
    expect(await form.getByRole("radio", { name: "Don unique" }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await form
      .locator("label")
      .filter({ hasText: /^100\s\$$/ })
      .click();
    await form.getByLabel(/^Prénom/).fill("Fatou");
    await form.getByLabel(/^Nom/).fill("Ndiaye");
    await form.getByLabel(/^Courriel/).fill(donor);
    await form.getByLabel(/reçu officiel/).check();
    await form.getByLabel(/^Adresse/).fill("45 boulevard Talbot");
    await form.getByLabel(/^Ville/).fill("Saguenay");
    await form.getByLabel(/^Code postal/).fill("G7H 4B2");
    await submit.click();

    // Stripe's page (the stand-in): the amount the site sent, then « Payer ».
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`), { timeout: 15_000 });
    expect(await page.getByText("100,00 $ CAD").count()).toBe(1);
    const [session] = [...stripe.sessions.values()];
    expect(session).toMatchObject({ amount_total: 10000, currency: "cad" });
    const reference = session!.client_reference_id!;
    expect(reference).toMatch(/^DON-[A-Z0-9]{6}$/);
    await page.getByRole("button", { name: "Payer" }).click();

    await page.waitForURL((url) => url.pathname === "/don/merci", { timeout: 15_000 });
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main
      .getByRole("heading", { name: "Merci pour votre don !" })
      .waitFor({ timeout: 15_000 });
    const text = await main.innerText();
    expect(text).toContain(reference);
    expect(text).toContain("100,00");
    expect(text).toContain("Votre reçu officiel aux fins de l'impôt vous est envoyé par courriel.");
    await expectNoAxeViolations(page);

    await expect
      .poll(() => smtp.to(donor).some((mail) => /reçu officiel/.test(mail.subject)), {
        timeout: 20_000,
      })
      .toBe(true);
    const receipt = smtp.to(donor).find((mail) => /reçu officiel/.test(mail.subject))!;
    expect(receipt.attachments[0]?.contentType).toBe("application/pdf");
    expect(context.cspViolations).toEqual([]);
  });

  it("un donateur calcule sa zakat et la donne à la Zakat al-mal ; la trésorière en remet une part ; /transparence montre les deux", async () => {
    const { page } = await sessions.open();
    await page.goto(`${server.url}/don`);
    await waitForHydration(page);
    // The sample rates: silver at 1,50 $ a gram, so a nisab of 595 × 1,50 $.
    await page.getByText("Calculer ma zakat").click();
    const main = page.getByRole("main");
    expect(await main.getByText(/Nisab retenu par la fondation : 892,50\s\$/).count()).toBe(1);
    await page.getByLabel("Vos biens soumis à la zakat ($)").fill("10 000");
    await page.getByLabel("Vos dettes exigibles ($)").fill("2000");
    await main.getByText(/Zakat due : 200,00\s\$ sur 8\s000,00\s\$/).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Donner ce montant à la Zakat al-mal" }).click();
    expect(await page.getByLabel("Autre montant ($)").inputValue()).toBe("200,00");
    expect(
      await page.getByLabel("Affectation du don").evaluate((select) => {
        const chosen = (select as HTMLSelectElement).selectedOptions[0];
        return chosen?.textContent;
      }),
    ).toBe("Zakat al-mal");
    const submit = page.getByRole("button", { name: "Confirmer mon don", exact: true });
    const form = page.locator("form").filter({ has: submit });
    await form.getByLabel(/^Prénom/).fill("Ibrahima");
    await form.getByLabel(/^Nom/).fill("Sy");
    await form.getByLabel(/^Courriel/).fill("ibrahima.sy@example.ca");
    await form.getByLabel(/reçu officiel/).check();
    await form.getByLabel(/^Adresse/).fill("12 rue Racine Est");
    await form.getByLabel(/^Ville/).fill("Saguenay");
    await form.getByLabel(/^Code postal/).fill("G7H 1R9");
    await submit.click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`), { timeout: 15_000 });
    expect(await page.getByText("200,00 $ CAD").count()).toBe(1);
    const reference = [...stripe.sessions.values()].at(-1)!.client_reference_id!;
    expect(await page.getByText("Zakat al-mal", { exact: false }).count()).toBe(1);
    await page.getByRole("button", { name: "Payer" }).click();
    await page.waitForURL((url) => url.pathname === "/don/merci", { timeout: 15_000 });
    await page
      .getByRole("heading", { name: "Merci pour votre don !" })
      .waitFor({ timeout: 15_000 });

    // The treasurer pays part of it out to a family, by category only.
    const admin = await sessions.signIn("/admin/fonds?onglet=decaissements&mode=ajout");
    const screen = admin.page.getByRole("main");
    await waitForHydration(admin.page);
    await screen.getByLabel("Fonds ou projet").selectOption({ label: "Zakat al-mal" });
    await screen.getByLabel("Montant ($)").fill("150");
    await screen.getByLabel("Objet").fill("Loyer de décembre — famille D.");
    await screen
      .getByLabel("Catégorie de bénéficiaires")
      .selectOption({ label: "Personnes pauvres (fuqara')" });
    await screen.getByRole("button", { name: "Enregistrer le décaissement" }).click();
    await expectToast(admin.page, "Décaissement enregistré");
    await admin.page.goto(`${server.url}/admin/fonds`);
    const zakatRow = admin.page.getByRole("row").filter({ hasText: "Zakat al-mal" });
    expect(await zakatRow.innerText()).toMatch(/200,00\s\$\s+150,00\s\$\s+50,00\s\$/);

    // /transparence: what came in and what went out, with no name and no object.
    const visitor = await sessions.visitOk("/transparence");
    const card = visitor.getByRole("region", { name: "Zakat al-mal" });
    const shown = await card.innerText();
    expect(shown).toMatch(/200,00\s\$/);
    expect(shown).toMatch(/150,00\s\$/);
    expect(shown).toContain("Personnes pauvres (fuqara')");
    const everything = await visitor.getByRole("main").innerText();
    expect(everything).not.toContain("Ibrahima");
    expect(everything).not.toContain("famille D.");
    await expectNoAxeViolations(visitor);

    // The year screen lists the receipted gift under line 4500.
    await admin.page.goto(`${server.url}/admin/dons/annee?ligne=4500`);
    const records = admin.page.getByRole("region", { name: /^Ligne 4500/ });
    expect(await records.getByRole("row").filter({ hasText: reference }).innerText()).toMatch(
      /200,00\s\$/,
    );
    await expectNoAxeViolations(admin.page);
  });

  it("sans JavaScript : un don mensuel par carte mène droit à la page de paiement", async () => {
    const donor = "moussa.fall@example.ca";
    const { page } = await sessions.open({ javaScriptEnabled: false });
    await page.goto(`${server.url}/don`);
    const submit = page.getByRole("button", { name: "Confirmer mon don", exact: true });
    const form = page.locator("form").filter({ has: submit });
    await form
      .locator("label")
      .filter({ hasText: /^Don mensuel$/ })
      .click();
    await form.getByLabel(/^Prénom/).fill("Moussa");
    await form.getByLabel(/^Nom/).fill("Fall");
    await form.getByLabel(/^Courriel/).fill(donor);
    await submit.click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`));
    const session = [...stripe.sessions.values()].at(-1)!;
    const reference = session.client_reference_id!;
    expect(reference).toMatch(/^MEN-[A-Z0-9]{6}$/);
    const main = page.getByRole("main");
    expect(await page.getByText("50,00 $ CAD par mois").count()).toBe(1);
    await page.getByRole("button", { name: "Payer" }).click();
    await page.waitForURL((url) => url.pathname === "/don/merci");
    await main.getByRole("heading", { name: "Merci pour votre don mensuel !" }).waitFor();
    expect(await main.innerText()).toContain(reference);
  });

  it("la fenêtre de don : l'onglet « Carte bancaire » mène à la page de paiement", async () => {
    const { page } = await sessions.open();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: "Faire un don", exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    const card = dialog.getByRole("tabpanel");
    const go = card.getByRole("button", { name: "Continuer vers le paiement" });
    await go.waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await card
      .locator("label")
      .filter({ hasText: /^20\s\$$/ })
      .click();
    await card.getByLabel(/^Prénom/).fill("Aïssatou");
    await card.getByLabel(/^Nom/).fill("Ba");
    await card.getByLabel(/^Courriel/).fill("aissatou.ba@example.ca");
    const before = stripe.sessions.size;
    await go.click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`), { timeout: 15_000 });
    expect(stripe.sessions.size).toBe(before + 1);
    expect(await page.getByText("20,00 $ CAD").count()).toBe(1);
  });

  it("« Faire un don » sur la page d'un projet ouvre la fenêtre sur ce projet et le don lui est affecté", async () => {
    const { page } = await sessions.open();
    await page.goto(`${server.url}/projets/2`);
    await waitForHydration(page);
    const title = "Bibliothèque islamique";
    await page
      .getByRole("complementary", { name: "Collecte" })
      .getByRole("button", { name: "Faire un don", exact: true })
      .click();
    // The dialog shows project 2's figures (21 000 $, 60 %), not the campaign's.
    const dialog = page.getByRole("dialog", { name: /21\s000\s\$ 60\s% Mille Merci/ });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByText(title, { exact: true }).count()).toBe(1);
    const card = dialog.getByRole("tabpanel");
    const go = card.getByRole("button", { name: "Continuer vers le paiement" });
    await go.waitFor({ timeout: 10_000 });
    await card
      .locator("label")
      .filter({ hasText: /^20\s\$$/ })
      .click();
    await card.getByLabel(/^Prénom/).fill("Mariama");
    await card.getByLabel(/^Nom/).fill("Sow");
    await card.getByLabel(/^Courriel/).fill("mariama.sow@example.ca");
    await go.click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`), { timeout: 15_000 });
    // Stripe's page names the project, and the back-office records the gift against it.
    expect(await page.getByText(title, { exact: false }).count()).toBe(1);
    const reference = [...stripe.sessions.values()].at(-1)!.client_reference_id!;
    const cookie = await signInOverHttp(server.url);
    const list = await fetch(`${server.url}/admin/donations?q=${reference}`, {
      headers: { cookie },
    });
    const html = await list.text();
    expect(html).toContain(reference);
    expect(html).toContain(title);
    expect(html).not.toContain("Construction de la Zawiya");
  });

  it("« Soutenir » d'une carte de /projets ouvre la fenêtre sur ce projet", async () => {
    const { page } = await sessions.open();
    await page.goto(`${server.url}/projets`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Soutenir : Aide aux familles" }).click();
    const dialog = page.getByRole("dialog", { name: /13\s500\s\$ 90\s% Mille Merci/ });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByText("Aide aux familles", { exact: true }).count()).toBe(1);
    const form = dialog.locator("form").filter({ hasText: "Continuer vers le paiement" });
    await form.waitFor({ timeout: 10_000 });
    const projectId = await form.locator('input[name="projectId"]').getAttribute("value");
    expect(projectId).toBe("3");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // A completed project is shown but takes no more gifts: the dialog says so, with no form.
    await page
      .getByRole("button", { name: "Soutenir : Rénovation de la salle communautaire" })
      .click();
    const closed = page.getByRole("dialog");
    await closed.getByText("Ce projet ne reçoit plus de dons.", { exact: false }).waitFor();
    expect(await closed.locator("form").count()).toBe(0);
  });
  it("une personne prend deux couverts du souper-bénéfice par carte, est pointée à la porte une seule fois ; sa place rendue à l'atelier va à la liste d'attente", async () => {
    const guest = "aminata.fall@example.ca";
    const dinner = "/evenements/souper-benefice-pour-la-zawiya";
    const { page } = await sessions.open();
    await page.goto(`${server.url}${dinner}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Inscription" });
    await section.getByLabel(/^Prénom/).fill("Aminata");
    await section.getByLabel(/^Nom \*/).fill("Fall");
    await section.getByLabel(/^Courriel/).fill(guest);
    await section.getByLabel(/^Couvert adulte/).fill("2");
    await section.getByLabel("Payer maintenant par carte").check();
    await expectNoAxeViolations(page);
    await section.getByRole("button", { name: "Réserver mes billets" }).click();

    // Stripe's page: the two seats, then « Payer »; the signed event confirms the registration.
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`), { timeout: 15_000 });
    expect(await page.getByText("150,00 $ CAD").count()).toBe(1);
    await page.getByRole("button", { name: "Payer" }).click();
    await page.waitForURL((url) => url.pathname === dinner, { timeout: 15_000 });
    await page.getByText(/Votre paiement est reçu/).waitFor({ timeout: 15_000 });
    const confirmed = (mail: { subject: string }) =>
      mail.subject.startsWith("Inscription confirmée");
    await expect.poll(() => smtp.to(guest).some(confirmed), { timeout: 20_000 }).toBe(true);
    const ticket = smtp.to(guest).find(confirmed)!;
    const qr = ticket.attachments.find((file) => file.contentType === "image/png")!;
    const code = await readQrCode(qr.content);
    expect(code).toMatch(/^INS:/);

    // At the door, on a phone: the QR's content entered in the scan field, once only.
    const door = await sessions.signIn("/admin/evenements", {
      context: { viewport: { width: 390, height: 844 } },
    });
    await door.page
      .getByRole("row")
      .filter({ hasText: "Souper-bénéfice pour la Zawiya" })
      .getByRole("link", { name: "Accueil à la porte" })
      .click();
    await waitForHydration(door.page);
    const entry = door.page.getByLabel("Code du billet (scanné ou tapé)");
    await entry.fill(code!);
    await entry.press("Enter");
    await door.page
      .getByText(/Aminata Fall/)
      .first()
      .waitFor({ timeout: 10_000 });
    await expect
      .poll(() => door.page.getByText(/2\s+personnes\s+sur\s+2\s+inscrites/).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await entry.fill(code!);
    await entry.press("Enter");
    await door.page
      .getByText(/Déjà pointé le/)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(
      await door.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(door.page);

    // The free workshop fills up; a third person waits; Aminata gives her places back.
    const workshop = "/evenements/atelier-initiation-a-la-langue-arabe";
    const register = (email: string, places: string, extra: Record<string, string> = {}) =>
      postForm(server.url, workshop, {
        intent: "registration",
        firstName: email.split("@")[0]!,
        lastName: "Test",
        email,
        phone: "",
        places,
        ...extra,
      });
    expect((await register(guest, "20")).response.status).toBe(200);
    expect((await register("moussa.ba@example.ca", "5")).response.status).toBe(200);
    const waiting = "binta.sow@example.ca";
    expect((await register(waiting, "2", { liste: "attente" })).response.status).toBe(200);
    const workshopMail = (mail: { subject: string }) =>
      confirmed(mail) && mail.subject.includes("arabe");
    await expect.poll(() => smtp.to(guest).some(workshopMail), { timeout: 20_000 }).toBe(true);
    const cancelLink = /https?:\/\/\S+\/inscription\/annuler\/[A-Za-z0-9_-]{43}/.exec(
      smtp.to(guest).find(workshopMail)!.text,
    )![0];
    await page.goto(cancelLink);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Annuler mon inscription" }).click();
    await page
      .getByText(/annulée/i)
      .first()
      .waitFor({ timeout: 10_000 });
    const offered = (mail: { subject: string }) =>
      mail.subject.startsWith("Une place s'est libérée");
    await expect.poll(() => smtp.to(waiting).some(offered), { timeout: 20_000 }).toBe(true);

    // Binta takes the place offered, within its 24 hours.
    const offerLink = /https?:\/\/\S+\/inscription\/offre\/[A-Za-z0-9_-]{43}/.exec(
      smtp.to(waiting).find(offered)!.text,
    )![0];
    const offer = await sessions.open();
    await offer.page.goto(offerLink);
    await waitForHydration(offer.page);
    await expectNoAxeViolations(offer.page);
    await offer.page.getByRole("button", { name: "Confirmer ma place" }).click();
    await expect.poll(() => smtp.to(waiting).some(workshopMail), { timeout: 20_000 }).toBe(true);
  });
});
