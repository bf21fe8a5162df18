/**
 * The settings screen (/admin/settings): its loader and action called as React Router would, with a
 * real session cookie; what it saves is what the public frame (header, footer) shows.
 */
import { describe, expect, it } from "vitest";
import { auditLog, settings } from "#db/schema";
import { PICKUP_DAYS_INVALID } from "~/domain/settings/forms";
import { defaultSettings } from "~/domain/settings/schema";
import { getSettings } from "~/domain/settings/settings.server";
import { action, loader } from "~/routes/admin/settings/route";
import { loader as donateLoader } from "~/routes/public/donate";
import { loader as publicLayoutLoader } from "~/routes/public/layout";
import { setupTestDatabase } from "../helpers/db";
import { redirectToast, refused, routeAt } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupTestDatabase();
const URL_BASE = "http://localhost/admin/settings";

const { post, load } = routeAt(URL_BASE, { action, loader });

function redirected(result: unknown, description: string, location: string) {
  const { location: to, ...toast } = redirectToast(result);
  expect(to).toBe(location);
  expect(toast).toMatchObject({ title: "Paramètres mis à jour", description });
}

/** The general settings as the form sends them (every value a string). */
function generalForm(changes: Record<string, string> = {}): Record<string, string> {
  const fields = Object.fromEntries(
    Object.entries(defaultSettings.general).map(([key, value]) => [key, String(value)]),
  );
  return { intent: "general", ...fields, ...changes };
}

describe("/admin/settings", () => {
  it("shows the defaults and the tab of ?onglet=", async () => {
    const { cookie } = await signIn(database.db);
    const general = await load(cookie);
    expect(general.tab).toBe("general");
    expect(general.general).toEqual(defaultSettings.general);
    expect(general.notifications).toEqual(defaultSettings.notifications);
    expect((await load(cookie, "?onglet=notifications")).tab).toBe("notifications");
    expect((await load(cookie, "?onglet=inconnu")).tab).toBe("general");
  });

  it("saves the general settings, which the public header and footer then show", async () => {
    const { me, cookie } = await signIn(database.db);
    redirected(
      await post(
        cookie,
        generalForm({
          siteName: "Fondation de test",
          contactPhone: "418 555-9999",
          facebook: "",
          mapLatitude: "48.5",
        }),
      ),
      "Les paramètres généraux ont été mis à jour avec succès.",
      "/admin/settings?onglet=general",
    );

    const frame = await publicLayoutLoader();
    expect(frame.general).toMatchObject({
      siteName: "Fondation de test",
      contactPhone: "418 555-9999",
      facebook: "",
      mapLatitude: 48.5,
      shortName: defaultSettings.general.shortName,
    });

    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: me.id,
      action: "settings.update",
      entity: "settings",
      entityId: "general",
    });
    expect(rows[0].details).toEqual({
      fields: ["siteName", "contactPhone", "facebook", "mapLatitude"],
    });
    // The journal names the changed fields, never their values.
    expect(JSON.stringify(rows[0].details)).not.toContain("555-9999");
  });

  it("refuses an invalid e-mail, web address or coordinate in French and saves nothing", async () => {
    const { cookie } = await signIn(database.db);
    const body = refused(
      await post(
        cookie,
        generalForm({
          contactEmail: "pas-un-courriel",
          twitter: "javascript:alert(1)",
          youtube: "pas une adresse",
          mapLongitude: "",
          siteName: "Fondation modifiée",
        }),
      ),
    );
    expect((body.refused as { intent: string }).intent).toBe("general");
    expect(body.refused).toMatchObject({
      errors: {
        contactEmail: "Adresse courriel invalide",
        twitter: "Adresse web invalide (ex. : https://www.exemple.ca)",
        youtube: "Adresse web invalide (ex. : https://www.exemple.ca)",
        mapLongitude: "La longitude doit être un nombre",
      },
      // The typed values come back, to be shown again.
      values: { contactEmail: "pas-un-courriel", siteName: "Fondation modifiée" },
    });
    const short = refused(await post(cookie, generalForm({ siteName: "ab", mapLatitude: "91" })));
    expect(short.refused).toMatchObject({
      errors: {
        siteName: "Le nom doit contenir au moins 3 caractères",
        mapLatitude: "La latitude doit être comprise entre -90 et 90",
      },
    });
    expect(await database.db.select().from(settings)).toHaveLength(0);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    expect((await publicLayoutLoader()).general).toEqual(defaultSettings.general);
  });

  it("saves the notification settings (an unchecked box is off) and journals it", async () => {
    const { me, cookie } = await signIn(database.db);
    redirected(
      await post(cookie, {
        intent: "notifications",
        marketingEmails: "on",
        accountUpdates: "on",
        notificationEmail: "alertes@example.org",
      }),
      "Les paramètres de notification ont été mis à jour avec succès.",
      "/admin/settings?onglet=notifications",
    );
    const { notifications } = await getSettings(database.db, ["notifications"]);
    expect(notifications).toEqual({
      emailNotifications: false,
      marketingEmails: true,
      accountUpdates: true,
      notificationEmail: "alertes@example.org",
    });
    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: me.id,
      action: "settings.update",
      entity: "settings",
      entityId: "notifications",
      details: { fields: ["emailNotifications", "marketingEmails", "notificationEmail"] },
    });

    const bad = refused(
      await post(cookie, { intent: "notifications", notificationEmail: "pas-un-courriel" }),
    );
    expect(bad.refused).toMatchObject({
      errors: { notificationEmail: "Adresse courriel invalide" },
    });
    expect((await getSettings(database.db, ["notifications"])).notifications).toEqual(
      notifications,
    );
  });

  it("refuses an unknown intent", async () => {
    const { cookie } = await signIn(database.db);
    expect(refused(await post(cookie, { intent: "securite" }))).toMatchObject({
      refused: { errors: { form: "Action inconnue." } },
    });
  });
});

describe("/admin/settings, Dons tab", () => {
  const donationForm = (changes: Record<string, string> = {}) => ({
    intent: "dons",
    ...defaultSettings.donation,
    fiscalYearEndMonth: String(defaultSettings.donation.fiscalYearEndMonth),
    ...changes,
  });

  it("saves the Interac e-mail and the receipt settings (journaled), which /don then shows", async () => {
    const { me, cookie } = await signIn(database.db);
    expect((await load(cookie, "?onglet=dons")).donation).toEqual(defaultSettings.donation);
    redirected(
      await post(
        cookie,
        donationForm({
          interacEmail: "dons@fondation.example",
          charityNumber: "10000 0000 RR0001",
          receiptSigner: "Awa Diop, trésorière",
        }),
      ),
      "Les paramètres des dons ont été mis à jour avec succès.",
      "/admin/settings?onglet=dons",
    );
    const { donation } = await getSettings(database.db, ["donation"]);
    expect(donation).toMatchObject({
      interacEmail: "dons@fondation.example",
      charityNumber: "10000 0000 RR0001",
      receiptSigner: "Awa Diop, trésorière",
    });
    const page = await donateLoader({
      request: new Request("http://localhost/don"),
      params: {},
      context: createLoadContext(),
    } as never);
    expect(page.interacEmail).toBe("dons@fondation.example");
    const entries = await database.db.select().from(auditLog);
    expect(entries.at(-1)).toMatchObject({
      userId: me.id,
      action: "settings.update",
      entityId: "donation",
      details: { fields: ["interacEmail", "charityNumber", "receiptSigner"] },
    });
  });

  it("refuses an invalid Interac e-mail with the French message, keeping the typed values", async () => {
    const { cookie } = await signIn(database.db);
    const body = refused(await post(cookie, donationForm({ interacEmail: "pas-un-courriel" }))) as {
      refused: { errors: Record<string, string>; values: Record<string, string> };
    };
    expect(body.refused.errors.interacEmail).toBe("Adresse courriel invalide");
    expect(body.refused.values.interacEmail).toBe("pas-un-courriel");
    const { donation } = await getSettings(database.db, ["donation"]);
    expect(donation).toEqual(defaultSettings.donation);
  });
});

describe("/admin/settings, Boutique tab", () => {
  it("saves the pick-up delay (14 days by default) and refuses one outside 1–90 in French", async () => {
    const { cookie } = await signIn(database.db);
    const tab = await load(cookie, "?onglet=boutique");
    expect(tab.tab).toBe("boutique");
    expect(tab.shop).toEqual({ pickupDays: 14 });
    for (const typed of ["0", "91", "7,5", "", "quatorze"]) {
      const answer = refused(await post(cookie, { intent: "boutique", pickupDays: typed }));
      expect(answer).toMatchObject({
        refused: {
          intent: "boutique",
          errors: { pickupDays: PICKUP_DAYS_INVALID },
          values: { pickupDays: typed },
        },
      });
    }
    expect((await getSettings(database.db, ["shop"])).shop.pickupDays).toBe(14);
    redirected(
      await post(cookie, { intent: "boutique", pickupDays: "21" }),
      "Les paramètres de la boutique ont été mis à jour avec succès.",
      "/admin/settings?onglet=boutique",
    );
    expect((await getSettings(database.db, ["shop"])).shop.pickupDays).toBe(21);
  });
});
