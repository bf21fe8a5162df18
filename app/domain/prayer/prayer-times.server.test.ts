/**
 * adhan's times for Chicoutimi against an independent computation written here from the standard
 * solar-position formulas (the Astronomical Almanac's low-precision sun: declination and equation
 * of time; the hour angle at which the sun reaches a given altitude; Asr's shadow factor), with the
 * same conventions: sunrise and sunset at −0.833° (refraction and the sun's half-diameter), the
 * method's Fajr/Isha angles, its Dhuhr offset, and above 48° of latitude Fajr no earlier and Isha
 * no later than a seventh of the night. They must agree within two minutes.
 */
import { describe, expect, it } from "vitest";
import type { PrayerSettings } from "~/domain/settings/schema";
import { prayerDay, prayerMonth, type PrayerDay } from "./prayer-times.server";

const CHICOUTIMI = { latitude: 48.428, longitude: -71.068 };

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const normalize = (value: number, range: number) => ((value % range) + range) % range;

/** Declination (degrees) and equation of time (hours) of the sun at Julian day `jd`. */
function sunPosition(jd: number): { declination: number; equationOfTime: number } {
  const d = jd - 2451545.0;
  const g = normalize(357.529 + 0.98560028 * d, 360);
  const q = normalize(280.459 + 0.98564736 * d, 360);
  const l = normalize(q + 1.915 * Math.sin(rad(g)) + 0.02 * Math.sin(rad(2 * g)), 360);
  const e = 23.439 - 0.00000036 * d;
  const rightAscension = normalize(
    deg(Math.atan2(Math.cos(rad(e)) * Math.sin(rad(l)), Math.cos(rad(l)))) / 15,
    24,
  );
  const declination = deg(Math.asin(Math.sin(rad(e)) * Math.sin(rad(l))));
  let equationOfTime = q / 15 - rightAscension;
  equationOfTime -= 24 * Math.round(equationOfTime / 24);
  return { declination, equationOfTime };
}

/** Julian day at 0 h UTC of a calendar day. */
function julianDay(year: number, month: number, day: number): number {
  if (month <= 2) {
    year -= 1;
    month += 12;
  }
  const a = Math.floor(year / 100);
  const b = 2 - a + Math.floor(a / 4);
  return Math.floor(365.25 * (year + 4716)) + Math.floor(30.6001 * (month + 1)) + day + b - 1524.5;
}

interface Method {
  fajrAngle: number;
  ishaAngle: number;
  /** Minutes after the sun's transit (the method's convention for Dhuhr). */
  dhuhrMinutes: number;
}

/** The UTC hour of each time of `day` at `place`, refined by computing the sun at that hour. */
function referenceTimes(
  day: string,
  place: typeof CHICOUTIMI,
  method: Method,
  shadowFactor: 1 | 2,
): Record<keyof Omit<PrayerDay, "day">, number> {
  const [year, month, date] = day.split("-").map(Number);
  const jd0 = julianDay(year, month, date);
  const φ = place.latitude;

  const transitAt = (hours: number) =>
    12 - place.longitude / 15 - sunPosition(jd0 + hours / 24).equationOfTime;

  /** Hour (UTC) when the sun is at `altitude` before (−1) or after (+1) transit; NaN if never. */
  function atAltitude(altitude: number | ((δ: number) => number), side: -1 | 1): number {
    let hours = 12 - place.longitude / 15 + side * 6;
    for (let i = 0; i < 3; i++) {
      const { declination: δ } = sunPosition(jd0 + hours / 24);
      const a = typeof altitude === "number" ? altitude : altitude(δ);
      const cosH =
        (Math.sin(rad(a)) - Math.sin(rad(φ)) * Math.sin(rad(δ))) /
        (Math.cos(rad(φ)) * Math.cos(rad(δ)));
      if (cosH < -1 || cosH > 1) return NaN;
      hours = transitAt(hours) + (side * deg(Math.acos(cosH))) / 15;
    }
    return hours;
  }

  const sunrise = atAltitude(-0.8333, -1);
  const sunset = atAltitude(-0.8333, 1);
  // Asr: the altitude at which an object's shadow is `shadowFactor` times its length plus its
  // shadow at noon (cot a = factor + tan|φ − δ|).
  const asr = atAltitude(
    (δ) => deg(Math.atan(1 / (shadowFactor + Math.tan(rad(Math.abs(φ - δ)))))),
    1,
  );
  // Tomorrow's sunrise, for the length of the night.
  const night = 24 + sunrise - sunset;
  let fajr = atAltitude(-method.fajrAngle, -1);
  let isha = atAltitude(-method.ishaAngle, 1);
  const seventh = night / 7;
  if (Number.isNaN(fajr) || fajr < sunrise - seventh) fajr = sunrise - seventh;
  if (Number.isNaN(isha) || isha > sunset + seventh) isha = sunset + seventh;
  return {
    fajr,
    sunrise,
    dhuhr: transitAt(12 - place.longitude / 15) + method.dhuhrMinutes / 60,
    asr,
    maghrib: sunset,
    isha,
  };
}

/** adhan's instant as the UTC hour of `day` (may be > 24 or < 0 across midnight UTC). */
function utcHours(iso: string, day: string): number {
  return (Date.parse(iso) - Date.parse(`${day}T00:00:00Z`)) / 3_600_000;
}

const CASES: { settings: PrayerSettings; method: Method; shadow: 1 | 2 }[] = [
  {
    settings: { method: "NorthAmerica", asrSchool: "shafi" },
    method: { fajrAngle: 15, ishaAngle: 15, dhuhrMinutes: 1 },
    shadow: 1,
  },
  {
    settings: { method: "MuslimWorldLeague", asrSchool: "hanafi" },
    method: { fajrAngle: 18, ishaAngle: 17, dhuhrMinutes: 1 },
    shadow: 2,
  },
  {
    settings: { method: "Egyptian", asrSchool: "shafi" },
    method: { fajrAngle: 19.5, ishaAngle: 17.5, dhuhrMinutes: 1 },
    shadow: 1,
  },
];

// Winter, spring equinox season, summer solstice (short night: the seventh-of-the-night rule
// decides Fajr and Isha) and autumn.
const DAYS = ["2026-01-15", "2026-04-15", "2026-06-21", "2026-10-15"];

describe("prayer times for Chicoutimi", () => {
  for (const { settings, method, shadow } of CASES) {
    for (const day of DAYS) {
      it(`${settings.method}, Asr ${settings.asrSchool}, ${day}: within two minutes of the solar formulas`, () => {
        const computed = prayerDay(day, CHICOUTIMI, settings);
        const reference = referenceTimes(day, CHICOUTIMI, method, shadow);
        for (const key of ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"] as const) {
          const differenceMinutes = Math.abs(utcHours(computed[key], day) - reference[key]) * 60;
          expect(differenceMinutes, `${key}: ${computed[key]}`).toBeLessThanOrEqual(2);
        }
      });
    }
  }

  it("puts the six times in order, on the right day of Saguenay's clock", () => {
    for (const day of DAYS) {
      const times = prayerDay(day, CHICOUTIMI, CASES[0].settings);
      const instants = [
        times.fajr,
        times.sunrise,
        times.dhuhr,
        times.asr,
        times.maghrib,
        times.isha,
      ];
      expect(instants.map(Date.parse)).toEqual([...instants.map(Date.parse)].sort((a, b) => a - b));
      const localDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
        new Date(times.dhuhr),
      );
      expect(localDay).toBe(day);
    }
  });

  it("gives Asr later with the Hanafi school than with the majority's", () => {
    const shafi = prayerDay("2026-10-15", CHICOUTIMI, {
      method: "NorthAmerica",
      asrSchool: "shafi",
    });
    const hanafi = prayerDay("2026-10-15", CHICOUTIMI, {
      method: "NorthAmerica",
      asrSchool: "hanafi",
    });
    expect(Date.parse(hanafi.asr) - Date.parse(shafi.asr)).toBeGreaterThan(30 * 60_000);
    expect(hanafi.fajr).toBe(shafi.fajr);
  });

  it("lists every day of a month, leap February included", () => {
    expect(prayerMonth("2028-02", CHICOUTIMI, CASES[0].settings).map((d) => d.day)).toHaveLength(
      29,
    );
    const december = prayerMonth("2026-12", CHICOUTIMI, CASES[0].settings);
    expect(december[0].day).toBe("2026-12-01");
    expect(december.at(-1)?.day).toBe("2026-12-31");
  });
});
