/**
 * Quebec's Law 25, part A (decision 0033): the /confidentialite page (the policy written in Pages,
 * the person in charge and the retention periods of Paramètres › Confidentialité), the settings
 * tab (validation, administrateur only), the daily retention purge (what it deletes and keeps,
 * once across servers, journaled without personal information), the register of
 * confidentiality incidents (add, correct, never delete, validation, role) and the notice with
 * its link under every public form that collects personal information.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  emailOutbox,
  eventRequests,
  events,
  pages,
  registrations,
  privacyIncidents,
  products,
  scheduledRuns,
  settings,
} from "#db/schema";
import { privacyPolicyPage } from "#db/seed/content/privacy-policy";
import { PRIVACY_PURPOSES, type PrivacyPurpose } from "~/components/site/privacy-notice";
import { isFixedPageRoute } from "~/domain/pages/page-routes.server";
import {
  LEARNED_BEFORE_START,
  NOTIFIED_BEFORE_LEARNED,
  PEOPLE_COUNT_INVALID,
  RISK_CHOICE,
  UNTIL_BEFORE_START,
} from "~/domain/privacy/incidents";
import { INCIDENT_KEPT } from "~/domain/privacy/incidents-admin.server";
import {
  purgeExpiredRecords,
  RETENTION_TASK,
  runDailyPurge,
} from "~/domain/privacy/retention.server";
import { RETENTION_INVALID } from "~/domain/settings/forms";
import { defaultSettings, type PrivacySettings } from "~/domain/settings/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { sitemapEntries } from "~/domain/site/sitemap.server";
import * as settingsRoute from "~/routes/admin/settings/route";
import * as incidentsRoute from "~/routes/admin/privacy/incidents";
import * as policyRoute from "~/routes/public/privacy-policy";
import { setupTestDatabase } from "../helpers/db";
import { signIn } from "../helpers/fixtures";
import { renderPage } from "../helpers/render-page";
import { callLoader, redirectToast, refused, routeAt } from "../helpers/routes";

const database = setupTestDatabase();

/** Text as React writes it in HTML (apostrophes and quotes escaped). */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

async function setPrivacy(changes: Partial<PrivacySettings>) {
  await saveSettings(database.db, "privacy", { ...defaultSettings.privacy, ...changes });
}

async function thrownBy(call: () => Promise<unknown>) {
  return call().then(
    () => null,
    (error: unknown) => error,
  );
}

describe("/confidentialite", () => {
  it("shows the policy written in Pages, then the person in charge and the retention from the settings", async () => {
    await database.db.insert(pages).values({
      route: "/confidentialite",
      title: "Notre politique de confidentialité",
      summary: "Résumé de la politique.",
      content: "<p>Texte de la politique modifié par la fondation.</p>",
    });
    await setPrivacy({
      officerName: "Mariama Ba",
      officerTitle: "Secrétaire générale",
      officerEmail: "vie-privee@example.org",
      officerPhone: "418 555-0199",
      contactMessageMonths: 12,
      eventRequestMonths: null,
      registrationMonths: 6,
    });

    const { status, html: page } = await renderPage("/confidentialite", "/confidentialite");
    expect(status).toBe(200);
    expect(page).toMatch(/<h1[^>]*>[\s\S]*Notre politique de confidentialité/);
    expect(page).toContain("<p>Texte de la politique modifié par la fondation.</p>");
    expect(page).toContain("Responsable de la protection des renseignements personnels");
    expect(page).toContain("Mariama Ba");
    expect(page).toContain("Secrétaire générale");
    expect(page).toContain('href="mailto:vie-privee@example.org"');
    expect(page).toContain('href="tel:4185550199"');
    expect(page).toContain("supprimés automatiquement 12 mois après leur réception");
    expect(page).toContain(html("supprimées automatiquement 6 mois après l'événement"));
    expect(page).toContain(html("conservées jusqu'à leur suppression par la fondation"));
    // Its search-engine data, like the other pages'.
    const { seo } = await callLoader(policyRoute.loader, "http://localhost/confidentialite", "");
    expect(seo).toMatchObject({
      description: "Résumé de la politique.",
      url: "http://localhost/confidentialite",
      title: expect.stringContaining("Notre politique de confidentialité"),
    });
  });

  it("without a written text, keeps its title and the defaults of the settings", async () => {
    const { status, html: page } = await renderPage("/confidentialite", "/confidentialite");
    expect(status).toBe(200);
    expect(page).toContain("Politique de confidentialité");
    expect(page).toContain(html(defaultSettings.privacy.officerTitle));
    expect(page).toContain(`mailto:${defaultSettings.privacy.officerEmail}`);
    expect(page).toContain("supprimés automatiquement 24 mois après leur réception");
    expect(page).toContain("supprimées automatiquement 24 mois après la décision");
  });

  it("is a fixed page of the page manager, in the sitemap, and its migration writes the seed's text", async () => {
    expect(isFixedPageRoute("/confidentialite")).toBe(true);
    expect((await sitemapEntries(database.db)).map((entry) => entry.path)).toContain(
      "/confidentialite",
    );
    const folder = path.resolve(__dirname, "../../db/migrations");
    const migration = readdirSync(folder).find((name) => name.endsWith("_privacy.sql"));
    const sql = readFileSync(path.join(folder, migration!), "utf8");
    const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
    expect(sql).toContain(
      `VALUES (${quoted("/confidentialite")}, ${quoted(privacyPolicyPage.title)}, ${quoted(privacyPolicyPage.summary!)}, ${quoted(privacyPolicyPage.content!)}) ON CONFLICT ("route") DO NOTHING;`,
    );
    // The policy speaks of what Law 25 asks: rights, the Commission, cookies.
    for (const words of ["Commission d'accès à l'information", "portabilité", "Témoins", "Stripe"])
      expect(privacyPolicyPage.content).toContain(words);
  });
});

describe("Paramètres › Confidentialité", () => {
  const { post, load } = routeAt("http://localhost/admin/settings", settingsRoute);
  const form = (changes: Record<string, string> = {}) => ({
    intent: "confidentialite",
    officerName: "Mariama Ba",
    officerTitle: "Secrétaire générale",
    officerEmail: "vie-privee@example.org",
    officerPhone: "418 555-0199",
    contactMessageMonths: "12",
    eventRequestMonths: "36",
    registrationMonths: "6",
    ...changes,
  });

  it("saves the person in charge and the periods (blank: never), journaled by field names", async () => {
    const { me, cookie } = await signIn(database.db);
    expect((await load(cookie, "?onglet=confidentialite")).privacy).toEqual(
      defaultSettings.privacy,
    );
    const toast = redirectToast(await post(cookie, form({ eventRequestMonths: "" })));
    expect(toast).toMatchObject({
      title: "Paramètres mis à jour",
      location: "/admin/settings?onglet=confidentialite",
    });
    expect((await getSettings(database.db, ["privacy"])).privacy).toEqual({
      officerName: "Mariama Ba",
      officerTitle: "Secrétaire générale",
      officerEmail: "vie-privee@example.org",
      officerPhone: "418 555-0199",
      contactMessageMonths: 12,
      eventRequestMonths: null,
      registrationMonths: 6,
    });
    const [row] = await database.db.select().from(auditLog);
    expect(row).toMatchObject({ userId: me.id, action: "settings.update", entityId: "privacy" });
    expect(JSON.stringify(row!.details)).not.toContain("Mariama");
  });

  it("refuses periods outside 1–120 whole months and a bad address, in French, changing nothing", async () => {
    const { cookie } = await signIn(database.db);
    for (const months of ["0", "121", "abc", "12.5", "-3", "1000"]) {
      const body = refused(await post(cookie, form({ contactMessageMonths: months })));
      expect(body).toMatchObject({
        refused: {
          intent: "confidentialite",
          errors: { contactMessageMonths: RETENTION_INVALID },
        },
      });
    }
    const body = refused(await post(cookie, form({ officerEmail: "pas-une-adresse" })));
    expect(body).toMatchObject({
      refused: { errors: { officerEmail: "Adresse courriel invalide" } },
    });
    const blankTitle = refused(await post(cookie, form({ officerTitle: " " })));
    expect(blankTitle).toMatchObject({
      refused: { errors: { officerTitle: "Ce champ est obligatoire." } },
    });
    expect(await database.db.select().from(settings)).toHaveLength(0);
    // The bounds themselves are accepted.
    redirectToast(
      await post(cookie, form({ contactMessageMonths: "1", eventRequestMonths: "120" })),
    );
  });

  it("is the administrateur's only", async () => {
    for (const role of ["editeur", "tresorier"] as const) {
      const { cookie } = await signIn(database.db, role);
      for (const call of [
        () => load(cookie, "?onglet=confidentialite"),
        () => post(cookie, form()),
      ]) {
        expect(((await thrownBy(call)) as Response).status).toBe(403);
      }
    }
    expect(await database.db.select().from(settings)).toHaveLength(0);
  });
});

describe("the daily retention purge", () => {
  const NOW = new Date("2026-11-28T09:30:00Z");
  const ago = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

  async function fill() {
    await database.db.insert(contactMessages).values([
      {
        name: "Ancien Expéditeur",
        email: "ancien@example.org",
        subject: "Vieux",
        message: "…",
        createdAt: ago(400),
      },
      {
        name: "Récent",
        email: "recent@example.org",
        subject: "Neuf",
        message: "…",
        createdAt: ago(30),
      },
    ]);
    const request = (
      reference: string,
      status: string,
      createdAt: Date,
      decidedAt: Date | null,
    ) => ({
      reference,
      title: reference,
      requesterName: `Demandeur ${reference}`,
      requesterEmail: `${reference.toLowerCase()}@example.org`,
      eventType: "reunion",
      date: "2025-01-01",
      status,
      createdAt,
      decidedAt,
    });
    await database.db.insert(eventRequests).values([
      request("DEM-VIEILLE-OK", "approved", ago(400), ago(300)),
      request("DEM-VIEILLE-NON", "rejected", ago(250), ago(200)),
      // Closed recently, though asked long ago: counted from the decision.
      request("DEM-RECENTE", "approved", ago(800), ago(20)),
      // Never decided: never deleted, however old.
      request("DEM-ATTENTE", "pending", ago(1000), null),
    ]);
    // Registrations: to an event held 400 days ago, and to one held 30 days ago.
    const [old, recent] = await database.db
      .insert(events)
      .values(
        [ago(400), ago(30)].map((startsAt, n) => ({
          slug: `evenement-${n}`,
          title: `Iftar ${n}`,
          startsAt,
          location: "Chicoutimi",
          category: "community",
          registrationMode: "free",
        })),
      )
      .returning();
    const registration = (reference: string, eventId: number) => ({
      reference,
      eventId,
      firstName: "Inscrit",
      lastName: reference,
      email: `${reference.toLowerCase()}@example.org`,
      places: 2,
      cancelToken: reference,
    });
    await database.db
      .insert(registrations)
      .values([registration("INS-VIEILLE", old!.id), registration("INS-RECENTE", recent!.id)]);
    const email = (topic: string, createdAt: Date, relatedReference: string | null = null) => ({
      to: "quelquun@example.org",
      subject: topic,
      html: "<p>…</p>",
      text: "…",
      topic,
      relatedReference,
      status: "sent",
      createdAt,
    });
    await database.db
      .insert(emailOutbox)
      .values([
        email("contact.received", ago(400)),
        email("contact.notification", ago(400)),
        email("contact.received", ago(30)),
        email("event-request.received", ago(400), "DEM-VIEILLE-OK"),
        email("event-request.decision", ago(200), "DEM-VIEILLE-NON"),
        email("event-request.received", ago(800), "DEM-RECENTE"),
        email("event-request.received", ago(1000), "DEM-ATTENTE"),
        email("donation.confirmation", ago(900), "DON-ANCIEN"),
        email("registration.confirmation", ago(420), "INS-VIEILLE"),
        email("registration.confirmation", ago(40), "INS-RECENTE"),
      ]);
  }

  const remaining = async () => ({
    messages: (await database.db.select().from(contactMessages)).map((m) => m.subject).sort(),
    requests: (await database.db.select().from(eventRequests)).map((r) => r.reference).sort(),
    registrations: (await database.db.select().from(registrations)).map((r) => r.reference),
    emails: (await database.db.select().from(emailOutbox))
      .map((e) => `${e.topic}:${e.relatedReference ?? ""}`)
      .sort(),
  });

  it("deletes only old messages and old closed requests with their e-mails, once a day across servers", async () => {
    await setPrivacy({ contactMessageMonths: 12, eventRequestMonths: 6 });
    await fill();

    // Two servers' timers fire for the same day: the first does the work, the second nothing.
    const [first, second] = [
      await runDailyPurge(database.db, NOW),
      await runDailyPurge(database.db, NOW),
    ];
    expect(first).toEqual({ contactMessages: 1, eventRequests: 2, registrations: 1, emails: 5 });
    expect(second).toBeNull();
    expect(await database.db.select().from(scheduledRuns)).toMatchObject([
      { task: RETENTION_TASK, period: "2026-11-28" },
    ]);
    expect(await remaining()).toEqual({
      messages: ["Neuf"],
      requests: ["DEM-ATTENTE", "DEM-RECENTE"],
      // The default 12 months after the event.
      registrations: ["INS-RECENTE"],
      emails: [
        "contact.received:",
        "donation.confirmation:DON-ANCIEN",
        "event-request.received:DEM-ATTENTE",
        "event-request.received:DEM-RECENTE",
        "registration.confirmation:INS-RECENTE",
      ],
    });

    // One journal row: counts and periods, no personal information.
    const journal = await database.db.select().from(auditLog);
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      userId: null,
      action: "retention.purge",
      entity: "privacy",
      entityId: "2026-11-28",
      details: {
        contactMessages: 1,
        eventRequests: 2,
        registrations: 1,
        emails: 5,
        contactMessageMonths: 12,
        eventRequestMonths: 6,
        registrationMonths: 12,
      },
    });
    const written = JSON.stringify(journal[0]);
    for (const personal of ["ancien@example.org", "Ancien", "Demandeur", "DEM-VIEILLE", "Inscrit"])
      expect(written).not.toContain(personal);

    // The next day: claimed again, nothing left to delete, no journal row.
    const nextDay = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    expect(await runDailyPurge(database.db, nextDay)).toEqual({
      contactMessages: 0,
      eventRequests: 0,
      registrations: 0,
      emails: 0,
    });
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it("keeps everything of a kind whose period is blank, and counts the default 24 months", async () => {
    await setPrivacy({
      contactMessageMonths: null,
      eventRequestMonths: 24,
      registrationMonths: null,
    });
    await fill();
    expect(await purgeExpiredRecords(database.db, NOW)).toEqual({
      contactMessages: 0,
      eventRequests: 0,
      registrations: 0,
      emails: 0,
    });
    await database.db
      .update(eventRequests)
      .set({ decidedAt: ago(800) })
      .where(eq(eventRequests.reference, "DEM-VIEILLE-NON"));
    expect(await purgeExpiredRecords(database.db, NOW)).toEqual({
      contactMessages: 0,
      eventRequests: 1,
      registrations: 0,
      emails: 1,
    });
    expect((await remaining()).messages).toEqual(["Neuf", "Vieux"]);
  });
});

describe("the register of confidentiality incidents", () => {
  const BASE = "http://localhost/admin/renseignements-personnels/incidents";
  const { post, load } = routeAt(BASE, incidentsRoute);
  const incident = (changes: Record<string, string> = {}) => ({
    intent: "create",
    occurredOn: "2026-10-01",
    occurredUntil: "2026-10-03",
    discoveredOn: "2026-10-05",
    description: "Un ordinateur portable contenant la liste des donateurs a été volé.",
    informationConcerned: "Noms et courriels des donateurs.",
    peopleCount: "120",
    seriousRisk: "oui",
    riskAssessment: "Courriels exposés à l'hameçonnage ; pas de données bancaires.",
    commissionNotifiedOn: "2026-10-06",
    personsNotifiedOn: "",
    measures: "Mots de passe changés, chiffrement des disques.",
    ...changes,
  });

  it("adds, lists newest first, corrects — journaled without the text — and never deletes", async () => {
    const { me, cookie } = await signIn(database.db);
    expect(redirectToast(await post(cookie, incident()))).toMatchObject({
      title: "Incident inscrit au registre",
      location: "/admin/renseignements-personnels/incidents",
    });
    redirectToast(
      await post(
        cookie,
        incident({
          discoveredOn: "2026-11-02",
          occurredOn: "2026-11-01",
          occurredUntil: "",
          seriousRisk: "non",
          commissionNotifiedOn: "",
        }),
      ),
    );
    const rows = await database.db.select().from(privacyIncidents).orderBy(privacyIncidents.id);
    expect(rows[0]).toMatchObject({
      occurredOn: "2026-10-01",
      occurredUntil: "2026-10-03",
      discoveredOn: "2026-10-05",
      peopleCount: 120,
      seriousRisk: true,
      commissionNotifiedOn: "2026-10-06",
      personsNotifiedOn: null,
      createdBy: me.id,
    });
    expect(rows[1]).toMatchObject({ seriousRisk: false, occurredUntil: null });

    const page = await load(cookie);
    expect(page.list.rows.map((row) => row.discoveredOn)).toEqual(["2026-11-02", "2026-10-05"]);

    redirectToast(
      await post(
        cookie,
        incident({ intent: "update", id: String(rows[0]!.id), personsNotifiedOn: "2026-10-07" }),
      ),
    );
    const [corrected] = await database.db
      .select()
      .from(privacyIncidents)
      .where(eq(privacyIncidents.id, rows[0]!.id));
    expect(corrected!.personsNotifiedOn).toBe("2026-10-07");

    const deleted = refused(await post(cookie, { intent: "delete", id: String(rows[0]!.id) }), 405);
    expect(deleted).toMatchObject({ refused: { errors: { form: INCIDENT_KEPT } } });
    expect(await database.db.select().from(privacyIncidents)).toHaveLength(2);

    const journal = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(journal.map((row) => [row.action, row.entity])).toEqual([
      ["create", "privacy_incident"],
      ["create", "privacy_incident"],
      ["update", "privacy_incident"],
    ]);
    expect(journal[0]!.details).toEqual({
      discoveredOn: "2026-10-05",
      seriousRisk: true,
      peopleCount: 120,
    });
    expect(JSON.stringify(journal)).not.toContain("donateurs");
  });

  it("refuses incoherent dates, counts and choices in French, saving nothing", async () => {
    const { cookie } = await signIn(database.db);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ occurredUntil: "2026-09-30" }, { occurredUntil: UNTIL_BEFORE_START }],
      [{ discoveredOn: "2026-09-01" }, { discoveredOn: LEARNED_BEFORE_START }],
      [{ commissionNotifiedOn: "2026-10-04" }, { commissionNotifiedOn: NOTIFIED_BEFORE_LEARNED }],
      [
        { personsNotifiedOn: "2026-02-30" },
        { personsNotifiedOn: "Date invalide (format AAAA-MM-JJ)." },
      ],
      [{ peopleCount: "beaucoup" }, { peopleCount: PEOPLE_COUNT_INVALID }],
      [{ peopleCount: "-4" }, { peopleCount: PEOPLE_COUNT_INVALID }],
      [{ seriousRisk: "peut-être" }, { seriousRisk: RISK_CHOICE }],
      [{ description: "  " }, { description: "Ce champ est obligatoire." }],
      [{ measures: "" }, { measures: "Ce champ est obligatoire." }],
    ];
    for (const [changes, errors] of cases) {
      expect(refused(await post(cookie, incident(changes))), JSON.stringify(changes)).toMatchObject(
        {
          refused: { intent: "create", errors },
        },
      );
    }
    expect(await database.db.select().from(privacyIncidents)).toHaveLength(0);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("is the administrateur's only", async () => {
    for (const role of ["editeur", "tresorier"] as const) {
      const { cookie } = await signIn(database.db, role);
      for (const call of [() => load(cookie), () => post(cookie, incident())]) {
        expect(((await thrownBy(call)) as Response).status).toBe(403);
      }
    }
    expect(await database.db.select().from(privacyIncidents)).toHaveLength(0);
  });

  it("draws the tabs of « Renseignements personnels » and the register", async () => {
    const { cookie } = await signIn(database.db);
    await post(cookie, incident());
    const { status, html: page } = await renderPage(
      "/admin/renseignements-personnels/incidents",
      "/admin/renseignements-personnels/incidents",
      cookie,
    );
    expect(status).toBe(200);
    expect(page).toContain('aria-label="Onglets des renseignements personnels"');
    expect(page).toMatch(/href="\/admin\/renseignements-personnels"[^>]*>Recherche</);
    expect(page).toMatch(
      /<a aria-current="page"[^>]*href="\/admin\/renseignements-personnels\/incidents"[^>]*>Registre des incidents</,
    );
    expect(page).toContain("5 octobre 2026");
    expect(page).not.toContain(">Supprimer<");
  });
});

describe("the notice under every form, and the footer link", () => {
  /** Each page with a form: its route, and the purpose its own notice states. */
  const pagesWithForms: [route: string, purpose: PrivacyPurpose][] = [
    ["/", "contact"],
    ["/contact", "contact"],
    ["/demande-evenements", "eventRequest"],
    ["/don", "donation"],
    ["/infolettre", "newsletter"],
    ["/panier", "order"],
    ["/mon-espace", "donorSpace"],
  ];

  it.each(pagesWithForms)(
    "%s links its form to /confidentialite with its purpose",
    async (route, purpose) => {
      let cookie = "";
      if (route === "/panier") {
        // The checkout form shows only with something in the cart.
        const [product] = await database.db
          .insert(products)
          .values({ name: "Livre", priceCents: 1500, stock: 5, category: "livres" })
          .returning();
        cookie = `panier=${product!.id}:1`;
      }
      const { status, html: page } = await renderPage(route, route, cookie);
      expect(status).toBe(200);
      const notices = [...page.matchAll(/<p[^>]*data-privacy-notice[^>]*>([\s\S]*?)<\/p>/g)].map(
        (match) => match[1]!,
      );
      // The page's own form, beside the footer's newsletter form.
      const own = notices.find((notice) => notice.includes(html(PRIVACY_PURPOSES[purpose])));
      expect(own, purpose).toBeDefined();
      expect(own).toMatch(
        /<a [^>]*href="\/confidentialite"[^>]*>Voir notre politique de confidentialité<\/a>/,
      );
      expect(notices.some((notice) => notice.includes(html(PRIVACY_PURPOSES.newsletter)))).toBe(
        true,
      );
      // The footer's bottom line.
      expect(page).toMatch(
        /<a [^>]*href="\/confidentialite"[^>]*>Politique de confidentialité<\/a>/,
      );
    },
  );
});
