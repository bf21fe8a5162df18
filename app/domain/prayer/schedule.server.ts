/**
 * What /horaires-priere and the home page's block show: today's times and a month's table for the
 * foundation's place (Paramètres › Général, the coordinates) by the method and Asr school of
 * Paramètres › Prière.
 */
import type { GeneralSettings, PrayerSettings } from "~/domain/settings/schema";
import { getSettings } from "~/domain/settings/settings.server";
import { todayInSaguenay } from "~/lib/format";
import type { Db } from "~/server/db.server";
import { asrSchoolOf, prayerMethodOf } from "~/domain/settings/prayer-methods";
import {
  highLatitudeRuleLabel,
  prayerDay,
  prayerMonth,
  type Place,
  type PrayerDay,
} from "./prayer-times.server";

export interface PrayerSchedule {
  today: PrayerDay;
  month: { key: string; days: PrayerDay[] };
  place: Place;
  method: { label: string; fajr: string; isha: string };
  asrSchool: string;
  highLatitudeRule: string;
}

async function placeAndSettings(db: Db) {
  const { general, prayer } = await getSettings(db, ["general", "prayer"]);
  const place = { latitude: general.mapLatitude, longitude: general.mapLongitude };
  return { place, prayer };
}

/**
 * Today's six times only (the home page's block), from settings its loader has already read: no
 * query of its own.
 */
export function todaysPrayers(
  settings: { general: GeneralSettings; prayer: PrayerSettings },
  now: Date = new Date(),
): PrayerDay {
  const { general, prayer } = settings;
  const place = { latitude: general.mapLatitude, longitude: general.mapLongitude };
  return prayerDay(todayInSaguenay(now), place, prayer);
}

/** Today's times, `month`'s table ("YYYY-MM") and how they were computed. */
export async function prayerSchedule(
  db: Db,
  month: string,
  now: Date = new Date(),
): Promise<PrayerSchedule> {
  const { place, prayer } = await placeAndSettings(db);
  const method = prayerMethodOf(prayer.method);
  return {
    today: prayerDay(todayInSaguenay(now), place, prayer),
    month: { key: month, days: prayerMonth(month, place, prayer) },
    place,
    method: { label: method.label, fajr: method.fajr, isha: method.isha },
    asrSchool: asrSchoolOf(prayer.asrSchool).label,
    highLatitudeRule: highLatitudeRuleLabel(place),
  };
}
