/**
 * The six times of a prayer day, in order, with their French names. Apart from the methods'
 * list (methods.ts) so that the public pages' JavaScript does not carry the settings' labels.
 */
export const PRAYER_TIMES = [
  { key: "fajr", label: "Fajr" },
  { key: "sunrise", label: "Lever du soleil" },
  { key: "dhuhr", label: "Dhouhr" },
  { key: "asr", label: "Asr" },
  { key: "maghrib", label: "Maghrib" },
  { key: "isha", label: "Icha" },
] as const;

export type PrayerTimeKey = (typeof PRAYER_TIMES)[number]["key"];
