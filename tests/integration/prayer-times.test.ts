/**
 * Prayer times (issue 15, item 5): /horaires-priere and the home page's block, computed for the
 * foundation's coordinates with the method and Asr school saved in Paramètres › Prière.
 */
import { describe, expect, it } from "vitest";
import { auditLog } from "#db/schema";
import { prayerDay } from "~/domain/prayer/prayer-times.server";
import { defaultSettings } from "~/domain/settings/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { todayInSaguenay } from "~/lib/format";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings/route";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as prayerLoader } from "~/routes/public/prayer-times";
import { createLoadContext } from "~/server/load-context";
import { setupSeededDatabase, signIn } from "../helpers/fixtures";
import { redirectToast, refused, routeAt } from "../helpers/routes";

const database = setupSeededDatabase();
const settingsScreen = routeAt("http://localhost/admin/settings", {
  action: settingsAction,
  loader: settingsLoader,
});

const page = (query = "") =>
  prayerLoader({
    request: new Request(`http://localhost/horaires-priere${query}`),
    params: {},
    context: createLoadContext(),
  } as never);

const CHICOUTIMI = {
  latitude: defaultSettings.general.mapLatitude,
  longitude: defaultSettings.general.mapLongitude,
};

describe("/horaires-priere", () => {
  it("shows today's times and this month's table for the foundation's place, by ISNA", async () => {
    const data = await page();
    const today = todayInSaguenay();
    expect(data.todayDate).toBe(today);
    expect(data.today).toEqual(prayerDay(today, CHICOUTIMI, defaultSettings.prayer));
    expect(data.month.key).toBe(today.slice(0, 7));
    expect(data.month.days.find((day) => day.day === today)).toEqual(data.today);
    expect(data.method.label).toBe("Amérique du Nord (ISNA)");
    expect(data.highLatitudeRule).toBe("septième de la nuit");
    expect(data.title).toBe("Horaires de prière");
    expect(data.seo.url).toBe("http://localhost/horaires-priere");
  });

  it("shows the month of ?mois=, and this month for anything else", async () => {
    const february = await page("?mois=2028-02");
    expect(february.month.days.map((day) => day.day)).toHaveLength(29);
    expect(february.month.days[0].day).toBe("2028-02-01");
    const thisMonth = todayInSaguenay().slice(0, 7);
    for (const bad of ["?mois=2026-13", "?mois=abc", "?mois=0099-01", "?mois="]) {
      expect((await page(bad)).month.key, bad).toBe(thisMonth);
    }
  });

  it("follows the coordinates of Paramètres › Général", async () => {
    const before = await page("?mois=2027-03");
    const { general } = await getSettings(database.db, ["general"]);
    // One degree further west: the sun crosses the meridian four minutes later.
    await saveSettings(database.db, "general", {
      ...general,
      mapLongitude: general.mapLongitude - 1,
    });
    const after = await page("?mois=2027-03");
    const shift = Date.parse(after.month.days[0].dhuhr) - Date.parse(before.month.days[0].dhuhr);
    expect(Math.round(shift / 60_000)).toBe(4);
  });
});

describe("Paramètres › Prière", () => {
  it("saves the method and the Asr school, journaled, and the page and the home block follow", async () => {
    const { me, cookie } = await signIn(database.db);
    const tab = await settingsScreen.load(cookie, "?onglet=priere");
    expect(tab.tab).toBe("priere");
    expect(tab.prayer).toEqual(defaultSettings.prayer);
    const before = await page("?mois=2026-10");

    const { location, ...toast } = redirectToast(
      await settingsScreen.post(
        cookie,
        { intent: "priere", method: "MuslimWorldLeague", asrSchool: "hanafi" },
        "?onglet=priere",
      ),
    );
    expect(location).toBe("/admin/settings?onglet=priere");
    expect(toast).toMatchObject({
      title: "Paramètres mis à jour",
      description: "Les paramètres des horaires de prière ont été mis à jour avec succès.",
    });
    expect((await getSettings(database.db, ["prayer"])).prayer).toEqual({
      method: "MuslimWorldLeague",
      asrSchool: "hanafi",
    });
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({ userId: me.id, action: "settings.update", entityId: "prayer" });
    expect(entry.details).toEqual({ fields: ["method", "asrSchool"] });

    const after = await page("?mois=2026-10");
    expect(after.method.label).toBe("Ligue islamique mondiale");
    expect(after.asrSchool).toMatch(/^Hanafite/);
    const day = (data: typeof before) => data.month.days[14];
    // 18° instead of 15°: an earlier Fajr; a double shadow: a later Asr; Dhuhr does not move.
    expect(Date.parse(day(after).fajr)).toBeLessThan(Date.parse(day(before).fajr) - 10 * 60_000);
    expect(Date.parse(day(after).asr)).toBeGreaterThan(Date.parse(day(before).asr) + 30 * 60_000);
    expect(day(after).dhuhr).toBe(day(before).dhuhr);

    const home = await homeLoader({
      request: new Request("http://localhost/"),
      params: {},
      context: createLoadContext(),
    } as never);
    expect(home.prayers).toEqual((await page()).today);
  });

  it("refuses an unknown method or school in French and changes nothing", async () => {
    const { cookie } = await signIn(database.db);
    const answer = refused(
      await settingsScreen.post(
        cookie,
        { intent: "priere", method: "Inventee", asrSchool: "jafari" },
        "?onglet=priere",
      ),
    );
    expect(answer.refused).toMatchObject({
      intent: "priere",
      errors: {
        method: "Choisissez une méthode de calcul de la liste.",
        asrSchool: "Choisissez une école pour l'heure d'Asr.",
      },
    });
    expect((await getSettings(database.db, ["prayer"])).prayer).toEqual(defaultSettings.prayer);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });
});
