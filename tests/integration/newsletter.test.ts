/**
 * The newsletter (issue 15, item 1), through a real SMTP server on loopback: sign-up (consent
 * stored as shown, same answer for any address, honeypot, limits with hashed keys), the
 * single-use confirmation link (a page with a button), the back-office (drafts, test send,
 * sending refused while « Courriels marketing » is off, paced dispatch that leaves room for other
 * mail), and the newsletter as received: the foundation's identity, the unsubscribe link and the
 * RFC 8058 headers, whose one-click POST unsubscribes at once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  emailOutbox,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
  people,
  rateLimits,
} from "#db/schema";
import { deliverDueEmails } from "~/domain/mail/mail-worker.server";
import { sendEmail } from "~/domain/mail/mail.server";
import { CAMPAIGN_NOT_FOUND, NO_SUBSCRIBERS } from "~/domain/newsletter/campaigns.server";
import { dispatchNewsletters } from "~/domain/newsletter/dispatch.server";
import { mergePeople, personFor } from "~/domain/people/people.server";
import { CONSENT_REQUIRED } from "~/domain/newsletter/schema";
import {
  CONFIRM_INVALID,
  CONSENT_TEXT,
  MARKETING_OFF,
  SIGN_UP_SENT,
} from "~/domain/newsletter/texts";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import * as adminRoute from "~/routes/admin/newsletter/route";
import * as confirmRoute from "~/routes/public/newsletter-confirm";
import * as donateRoute from "~/routes/public/donate";
import * as signUpRoute from "~/routes/public/newsletter";
import * as unsubscribeRoute from "~/routes/public/newsletter-unsubscribe";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { signIn } from "../helpers/fixtures";
import { renderRoutes, siteTree } from "../helpers/render-page";
import { callAction, callLoader, refused, routeAt, visitorForm } from "../helpers/routes";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

const test = setupTestDatabase();
let smtp: SmtpCapture;
const SITE = "https://fondation.example";

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtp.clear();
  vi.stubEnv("PUBLIC_URL", SITE);
  return () => vi.unstubAllEnvs();
});

const signUpForm = visitorForm(`${SITE}/infolettre`, signUpRoute, { ip: "198.51.100.7" });
const signUp = (fields: Record<string, string | undefined>, ip?: string) =>
  signUpForm.post({ intent: "newsletter", source: "/evenements", ...fields }, ip ? { ip } : {});

async function deliver(now?: Date) {
  const transport = smtpTransport(smtp.url);
  try {
    return await deliverDueEmails(test.db, transport, { now });
  } finally {
    transport.close();
  }
}

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path.replaceAll("/", "\\/")}\\?jeton=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** Signs `email` up and confirms it through the e-mailed link, as a visitor would. */
async function confirmedSubscriber(email: string) {
  await signUp({ email, consent: "on" });
  await deliver();
  const [message] = smtp.to(email);
  const token = tokenIn(message!.text, "/infolettre/confirmation")!;
  await callAction(confirmRoute.action, `${SITE}/infolettre/confirmation`, "", { jeton: token });
  smtp.clear();
}

async function setMarketing(on: boolean) {
  const { notifications } = await getSettings(test.db, ["notifications"]);
  await saveSettings(test.db, "notifications", { ...notifications, marketingEmails: on });
}

const subscriber = async (email: string) =>
  (
    await test.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  )[0];

describe("sign-up and confirmation", () => {
  it("stores the consent as shown and e-mails a single-use link; only the button confirms", async () => {
    const answer = await signUp({ email: "Awa@Example.org", name: "Awa Diop", consent: "on" });
    expect(answer).toMatchObject({ data: { status: "sent", message: SIGN_UP_SENT } });

    const row = await subscriber("awa@example.org");
    expect(row).toMatchObject({
      status: "pending",
      name: "Awa Diop",
      consentText: CONSENT_TEXT,
      consentSource: "/evenements",
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    await deliver();
    const [message] = smtp.to("awa@example.org");
    expect(message!.subject).toBe("Confirmez votre inscription à l'infolettre");
    const token = tokenIn(message!.text, "/infolettre/confirmation");
    expect(token).toBeTruthy();
    expect(message!.text).toContain(`${SITE}/infolettre/confirmation?jeton=`);

    // Opening the link (a mail scanner, the visitor) confirms nothing: a page with a button.
    const page = await callLoader(
      confirmRoute.loader,
      `${SITE}/infolettre/confirmation?jeton=${token}`,
      "",
    );
    expect(page.data).toEqual({ token });
    expect((await subscriber("awa@example.org"))!.status).toBe("pending");

    const confirm = () =>
      callAction(confirmRoute.action, `${SITE}/infolettre/confirmation`, "", { jeton: token! });
    expect((await confirm()).data).toEqual({ confirmed: true });
    const confirmed = await subscriber("awa@example.org");
    expect(confirmed).toMatchObject({ status: "confirmed", confirmTokenHash: null });
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    // The proven address is now a person of the site.
    const [person] = await test.db.select().from(people).where(eq(people.id, confirmed!.personId!));
    expect(person!.email).toBe("awa@example.org");

    // Single use.
    const again = await confirm();
    expect(again.init?.status).toBe(400);
    expect(again.data).toEqual({ confirmed: false });
    const reopened = await callLoader(
      confirmRoute.loader,
      `${SITE}/infolettre/confirmation?jeton=${token}`,
      "",
    );
    expect(reopened.data).toEqual({ token: null });
    expect(CONFIRM_INVALID).toContain("n'est plus valable");

    // Merged into another record of the same person, the subscription follows.
    const keep = await personFor(test.db, { email: "awa.diop@example.org" });
    expect(await mergePeople(test.db, null, keep, confirmed!.personId!)).toMatchObject({
      ok: true,
    });
    expect((await subscriber("awa@example.org"))!.personId).toBe(keep);
  });

  it("refuses an unticked consent box or a bad address in French, storing nothing", async () => {
    const unticked = refused(await signUp({ email: "moussa@example.org" }));
    expect(unticked).toMatchObject({
      refused: { intent: "newsletter", errors: { consent: CONSENT_REQUIRED } },
    });
    const badAddress = refused(await signUp({ email: "pas-une-adresse", consent: "on" }));
    expect(badAddress).toMatchObject({
      refused: {
        errors: { email: "Adresse courriel invalide." },
        values: { email: "pas-une-adresse" },
      },
    });
    expect(await test.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(await test.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("answers the same for a confirmed address and sends it nothing; a robot stores nothing", async () => {
    await confirmedSubscriber("fatou@example.org");
    const known = await signUp({ email: "fatou@example.org", consent: "on" });
    expect(known).toMatchObject({ data: { status: "sent", message: SIGN_UP_SENT } });
    const robot = await signUp({ email: "robot@example.org", consent: "on", website: "x" });
    expect(robot).toMatchObject({ data: { status: "sent", message: SIGN_UP_SENT } });
    await deliver();
    expect(smtp.messages).toHaveLength(0);
    expect(await subscriber("robot@example.org")).toBeUndefined();
    expect((await subscriber("fatou@example.org"))!.status).toBe("confirmed");
  });

  it("limits sign-ups per client address and confirmation e-mails per address, keys hashed", async () => {
    for (let n = 0; n < 3; n += 1) {
      await signUp({ email: "cible@example.org", consent: "on" }, `203.0.113.${n + 1}`);
    }
    // A fourth request for the same address, from yet another client: same answer, no e-mail.
    const fourth = await signUp({ email: "cible@example.org", consent: "on" }, "203.0.113.9");
    expect(fourth).toMatchObject({ data: { status: "sent" } });
    await deliver();
    expect(smtp.to("cible@example.org")).toHaveLength(3);

    for (let n = 0; n < 10; n += 1) {
      await signUp({ email: `n${n}@example.org`, consent: "on" }, "192.0.2.50");
    }
    const limited = refused(
      await signUp({ email: "onze@example.org", consent: "on" }, "192.0.2.50"),
      429,
    );
    expect(limited).toMatchObject({
      refused: { errors: { form: expect.stringContaining("Trop de demandes") } },
    });
    expect(await subscriber("onze@example.org")).toBeUndefined();

    const keys = (await test.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.some((key) => key.startsWith("newsletter:email:"))).toBe(true);
    expect(keys.filter((key) => key.includes("@"))).toEqual([]);
  });
});

describe("the consent box of /don", () => {
  const donate = visitorForm(`${SITE}/don`, donateRoute, { ip: "198.51.100.8" });
  const gift = {
    amount: "50",
    customAmount: "",
    projectId: "general",
    firstName: "Moussa",
    lastName: "Ba",
    email: "moussa@example.org",
  };

  it("asks a donor who ticked it to confirm, with /don as the consent's page", async () => {
    const answer = await donate.post({ ...gift, newsletter: "on" });
    expect(answer).toMatchObject({ data: { status: "recorded" } });
    expect(await subscriber("moussa@example.org")).toMatchObject({
      status: "pending",
      name: "Moussa Ba",
      consentSource: "/don",
      consentText: CONSENT_TEXT,
    });
    await deliver();
    expect(smtp.to("moussa@example.org").map((m) => m.subject)).toContain(
      "Confirmez votre inscription à l'infolettre",
    );
  });

  it("subscribes nobody when the box is left unticked", async () => {
    await donate.post({ ...gift, email: "ndeye@example.org" });
    expect(await subscriber("ndeye@example.org")).toBeUndefined();
  });
});

describe("back-office and sending", () => {
  const screen = routeAt(`${SITE}/admin/infolettre`, adminRoute);

  async function draft(cookie: string, subject = "Nouvelles de novembre") {
    await screen.post(cookie, {
      intent: "create",
      subject,
      content: '<p>Bonjour à tous.</p><p><a href="https://exemple.org/fete">La fête</a></p>',
    });
    const [campaign] = await test.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.subject, subject));
    return campaign!;
  }

  it("is for the éditeur and the administrateur only", async () => {
    const treasurer = await signIn(test.db, "tresorier");
    await expect(screen.load(treasurer.cookie)).rejects.toMatchObject({ status: 403 });
    const editor = await signIn(test.db, "editeur");
    const page = await screen.load(editor.cookie);
    expect(page).toMatchObject({ tab: "infolettres" });
  });

  it("sends a test to oneself, refuses to send while marketing e-mail is off, then sends at a steady pace", async () => {
    const editor = await signIn(test.db, "editeur");
    await confirmedSubscriber("a@example.org");
    await confirmedSubscriber("b@example.org");
    await confirmedSubscriber("c@example.org");
    await signUp({ email: "pending@example.org", consent: "on" });
    await deliver();
    smtp.clear();
    const campaign = await draft(editor.cookie);
    expect(campaign.content).toContain("Bonjour à tous.");

    // Test send: to the signed-in person, marked, the real layout.
    expect(
      screen.toast(await screen.post(editor.cookie, { intent: "test", id: String(campaign.id) })),
    ).toMatchObject({ title: "Essai envoyé" });
    await deliver();
    expect(smtp.messages.map((m) => [m.to, m.subject])).toEqual([
      ["editeur@example.org", "[Essai] Nouvelles de novembre"],
    ]);
    smtp.clear();

    // « Courriels marketing » is off by default: nothing can start.
    const off = refused(
      await screen.post(editor.cookie, { intent: "send", id: String(campaign.id) }),
      409,
    );
    expect(off).toMatchObject({ refused: { errors: { form: MARKETING_OFF } } });
    expect(await test.db.select().from(newsletterDeliveries)).toHaveLength(0);

    await setMarketing(true);
    const started = screen.toast(
      await screen.post(editor.cookie, { intent: "send", id: String(campaign.id) }),
    );
    expect(started).toMatchObject({ title: "Envoi commencé" });
    expect(started.description).toContain("3 abonné(s) confirmé(s)");
    const [sending] = await test.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaign.id));
    expect(sending).toMatchObject({ status: "sending", recipientCount: 3 });
    expect(
      await test.db.select().from(auditLog).where(eq(auditLog.action, "newsletter.send")),
    ).toHaveLength(1);
    // A started newsletter can no longer change.
    const edit = refused(
      await screen.post(editor.cookie, {
        intent: "update",
        id: String(campaign.id),
        subject: "Autre",
        content: "<p>x</p>",
      }),
      404,
    );
    expect(edit).toMatchObject({
      refused: { errors: { form: expect.stringContaining("déjà été envoyée") } },
    });

    // Two a minute: one now, the next 30 s later, never a burst.
    const t0 = sending!.startedAt!;
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const rate = { ratePerMinute: 2 };
    expect(await dispatchNewsletters(test.db, { ...rate, now: at(0) })).toBe(1);
    expect(await dispatchNewsletters(test.db, { ...rate, now: at(10) })).toBe(0);
    // A receipt queued meanwhile waits behind one newsletter at most, not behind the list.
    await sendEmail(
      test.db,
      { to: "donateur@example.org", topic: "donation.receipt" },
      { subject: "Votre reçu", heading: "Reçu", paragraphs: ["Merci."] },
    );
    const pendingNewsletters = await test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "newsletter.issue"));
    expect(pendingNewsletters).toHaveLength(1);
    expect(await dispatchNewsletters(test.db, { ...rate, now: at(31) })).toBe(1);

    // One of them leaves before its turn: it is skipped, not sent.
    await test.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed" })
      .where(eq(newsletterSubscribers.email, "c@example.org"));
    expect(await dispatchNewsletters(test.db, { ...rate, now: at(600) })).toBe(0);
    const [finished] = await test.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaign.id));
    expect(finished!.status).toBe("sent");

    await deliver(at(601));
    expect(smtp.messages.map((m) => m.to).sort()).toEqual([
      "a@example.org",
      "b@example.org",
      "donateur@example.org",
    ]);
    expect(smtp.to("pending@example.org")).toHaveLength(0);

    // What a subscriber receives: the foundation's identity and its own unsubscribe link.
    const [issue] = smtp.to("a@example.org");
    const { general } = await getSettings(test.db, ["general"]);
    expect(issue!.subject).toBe("Nouvelles de novembre");
    expect(issue!.text).toContain("Bonjour à tous.");
    expect(issue!.text).toContain("La fête (https://exemple.org/fete)");
    expect(issue!.text).toContain(general.siteName);
    expect(issue!.text).toContain(general.address);
    expect(issue!.html).toContain("Se désabonner en un clic");
    const token = tokenIn(issue!.text, "/infolettre/desabonnement")!;
    const link = `${SITE}/infolettre/desabonnement?jeton=${token}`;
    const header = (name: string) =>
      issue!.raw.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe")).toBe(`<${link}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Another recipient has another link.
    expect(tokenIn(smtp.to("b@example.org")[0]!.text, "/infolettre/desabonnement")).not.toBe(token);

    // The history's counts.
    const page = await screen.load(editor.cookie);
    if (page.tab !== "infolettres") throw new Error("onglet inattendu");
    const row = page.campaigns.list.rows.find((r) => r.id === campaign.id)!;
    expect(row.counts).toEqual({ sent: 2, failed: 0, pending: 0, skipped: 1 });

    // The link opens a page with a button; the mail client's one-click POST unsubscribes at once.
    const opened = await callLoader(unsubscribeRoute.loader, link, "");
    expect(opened.data).toEqual({ token });
    expect((await subscriber("a@example.org"))!.status).toBe("confirmed");
    const oneClick = await unsubscribeRoute.action({
      request: new Request(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      params: {},
      context: undefined,
    } as never);
    expect(oneClick.init?.status).toBe(200);
    expect(oneClick.data).toEqual({ unsubscribed: true });
    const gone = await subscriber("a@example.org");
    expect(gone).toMatchObject({ status: "unsubscribed" });
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    // The consent record stays for the foundation's books.
    expect(gone!.consentText).toBe(CONSENT_TEXT);
  });

  it("says so when there is nobody to send to, and changes nothing", async () => {
    const admin = await signIn(test.db, "administrateur");
    await setMarketing(true);
    const campaign = await draft(admin.cookie, "Vide");
    const answer = refused(
      await screen.post(admin.cookie, { intent: "send", id: String(campaign.id) }),
      409,
    );
    expect(answer).toMatchObject({ refused: { errors: { form: NO_SUBSCRIBERS } } });
    const [row] = await test.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaign.id));
    expect(row!.status).toBe("draft");
  });

  it("offers « Modifier » on a draft only; editing a sent newsletter is refused in French, unchanged", async () => {
    const editor = await signIn(test.db, "editeur");
    const kept = await draft(editor.cookie, "Brouillon de décembre");
    const sent = await draft(editor.cookie, "Nouvelles envoyées");
    await test.db
      .update(newsletterCampaigns)
      .set({ status: "sent", startedAt: new Date(), recipientCount: 1 })
      .where(eq(newsletterCampaigns.id, sent.id));

    const { html } = await renderRoutes(await siteTree("/admin/infolettre"), "/admin/infolettre", {
      cookie: editor.cookie,
    });
    expect(html).toContain("Brouillon de décembre");
    expect(html).toContain("Nouvelles envoyées");
    expect(html).toContain('Modifier<span class="sr-only"> <!-- -->Brouillon de décembre');
    expect(html).not.toContain('Modifier<span class="sr-only"> <!-- -->Nouvelles envoyées');
    expect(html).not.toContain(`modifier=${sent.id}"`);
    expect(html).toContain(`modifier=${kept.id}"`);

    const edit = refused(
      await screen.post(editor.cookie, {
        intent: "update",
        id: String(sent.id),
        subject: "Autre objet",
        content: "<p>Autre texte</p>",
      }),
      404,
    );
    expect(edit).toMatchObject({ refused: { errors: { form: CAMPAIGN_NOT_FOUND } } });
    const [row] = await test.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, sent.id));
    expect(row).toMatchObject({ subject: "Nouvelles envoyées", status: "sent" });
  });

  it("lists the subscribers with their consent record", async () => {
    const editor = await signIn(test.db, "editeur");
    await signUp({ email: "zeinab@example.org", name: "Zeinab", consent: "on" });
    const row = await subscriber("zeinab@example.org");
    const page = await screen.load(editor.cookie, `?onglet=abonnes&q=zein&details=${row!.id}`);
    if (page.tab !== "abonnes") throw new Error("onglet inattendu");
    expect(page.subscribers.list.rows.map((r) => r.email)).toEqual(["zeinab@example.org"]);
    expect(page.subscribers.details).toMatchObject({
      consentText: CONSENT_TEXT,
      consentSource: "/evenements",
      status: "pending",
    });
  });
});
