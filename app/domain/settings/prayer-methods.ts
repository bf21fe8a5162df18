/**
 * The ways of computing prayer times the foundation may choose in Paramètres › Prière: the
 * calculation methods of the `adhan` package (each a pair of sun angles below the horizon for Fajr
 * and Isha, or a fixed interval after Maghrib for Isha) and the two schools of Asr. Isomorphic:
 * the settings form lists them, the server computes with them. A vocabulary of the settings (they
 * store the choice), so that the prayer area reads the settings and not the other way round.
 */

export const PRAYER_METHODS = [
  { id: "NorthAmerica", label: "Amérique du Nord (ISNA)", fajr: "15°", isha: "15°" },
  { id: "MuslimWorldLeague", label: "Ligue islamique mondiale", fajr: "18°", isha: "17°" },
  { id: "UmmAlQura", label: "Umm al-Qura (La Mecque)", fajr: "18,5°", isha: "90 min" },
  { id: "Egyptian", label: "Égypte (Autorité générale d'arpentage)", fajr: "19,5°", isha: "17,5°" },
  {
    id: "Karachi",
    label: "Karachi (Université des sciences islamiques)",
    fajr: "18°",
    isha: "18°",
  },
  {
    id: "MoonsightingCommittee",
    label: "Comité d'observation du croissant (Moonsighting Committee)",
    fajr: "18°",
    isha: "18°",
  },
  { id: "Dubai", label: "Dubaï", fajr: "18,2°", isha: "18,2°" },
  { id: "Kuwait", label: "Koweït", fajr: "18°", isha: "17,5°" },
  { id: "Qatar", label: "Qatar", fajr: "18°", isha: "90 min" },
  { id: "Singapore", label: "Singapour", fajr: "20°", isha: "18°" },
  { id: "Tehran", label: "Téhéran (Institut de géophysique)", fajr: "17,7°", isha: "14°" },
  { id: "Turkey", label: "Turquie (Diyanet)", fajr: "18°", isha: "17°" },
] as const;

export type PrayerMethod = (typeof PRAYER_METHODS)[number]["id"];
export const prayerMethodIds = PRAYER_METHODS.map((method) => method.id) as [
  PrayerMethod,
  ...PrayerMethod[],
];

/** Shafi'i: Asr when an object's shadow equals its length (plus its noon shadow); Hanafi: twice. */
export const ASR_SCHOOLS = [
  { id: "shafi", label: "Majoritaire (malékite, chaféite, hanbalite) : ombre égale à l'objet" },
  { id: "hanafi", label: "Hanafite : ombre double de l'objet" },
] as const;

export type AsrSchool = (typeof ASR_SCHOOLS)[number]["id"];
export const asrSchoolIds = ASR_SCHOOLS.map((school) => school.id) as [AsrSchool, ...AsrSchool[]];

export function prayerMethodOf(id: string) {
  return PRAYER_METHODS.find((method) => method.id === id) ?? PRAYER_METHODS[0];
}

export function asrSchoolOf(id: string) {
  return ASR_SCHOOLS.find((school) => school.id === id) ?? ASR_SCHOOLS[0];
}
