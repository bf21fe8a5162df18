/**
 * Prayer times of the foundation's place, computed offline with the `adhan` package (no service
 * to call): the chosen method's sun angles, the Asr school, and adhan's recommended rule for high
 * latitudes (Chicoutimi, at 48.4° N, has short summer nights: beyond 48° Fajr is no earlier, and
 * Isha no later, than a seventh of the night from sunrise or sunset). Times are instants; the
 * pages show them on Saguenay's clock.
 */
import {
  CalculationMethod,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PrayerTimes,
  type CalculationParameters,
} from "adhan";
import type { PrayerSettings } from "~/domain/settings/schema";
import type { PrayerTimeKey } from "./times";

export interface Place {
  latitude: number;
  longitude: number;
}

/** One day: its date ("YYYY-MM-DD" in Saguenay) and its six times as ISO instants. */
export type PrayerDay = { day: string } & Record<PrayerTimeKey, string>;

export function calculationParameters(
  settings: PrayerSettings,
  place: Place,
): CalculationParameters {
  const params = CalculationMethod[settings.method]();
  params.madhab = settings.asrSchool === "hanafi" ? Madhab.Hanafi : Madhab.Shafi;
  params.highLatitudeRule = HighLatitudeRule.recommended(
    new Coordinates(place.latitude, place.longitude),
  );
  return params;
}

/** The high-latitude rule in force at `place`, in French, for the page's note. */
export function highLatitudeRuleLabel(place: Place): string {
  const rule = HighLatitudeRule.recommended(new Coordinates(place.latitude, place.longitude));
  return rule === HighLatitudeRule.SeventhOfTheNight ? "septième de la nuit" : "milieu de la nuit";
}

/** The times of calendar day `day` ("YYYY-MM-DD") at `place`. */
export function prayerDay(day: string, place: Place, settings: PrayerSettings): PrayerDay {
  const [year, month, date] = day.split("-").map(Number);
  // adhan reads the day from the Date's local fields, whatever the server's zone: build it so.
  const times = new PrayerTimes(
    new Coordinates(place.latitude, place.longitude),
    new Date(year, month - 1, date),
    calculationParameters(settings, place),
  );
  const iso = (instant: Date) => instant.toISOString();
  return {
    day,
    fajr: iso(times.fajr),
    sunrise: iso(times.sunrise),
    dhuhr: iso(times.dhuhr),
    asr: iso(times.asr),
    maghrib: iso(times.maghrib),
    isha: iso(times.isha),
  };
}

/** Every day of `month` ("YYYY-MM"). */
export function prayerMonth(month: string, place: Place, settings: PrayerSettings): PrayerDay[] {
  const [year, monthNumber] = month.split("-").map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) =>
    prayerDay(`${month}-${String(index + 1).padStart(2, "0")}`, place, settings),
  );
}
