/**
 * Site settings, stored as one JSON value per key in the `settings` table. Each key has a zod
 * schema (authoritative on save) and defaults (used until the back-office saves the key).
 */
import { z } from "zod";
import { asrSchoolIds, prayerMethodIds } from "./prayer-methods";

/** Empty, or a web address (http or https only: it becomes a link of the public footer). */
export const optionalUrl = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, error: "Adresse web invalide (ex. : https://www.exemple.ca)" }),
]);

/** A coordinate typed in a form: an empty field is refused rather than read as 0. */
function coordinate(name: string, limit: number) {
  const range = `La ${name} doit être comprise entre -${limit} et ${limit}`;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: `La ${name} doit être un nombre` })
      .min(-limit, range)
      .max(limit, range),
  );
}

export const generalSettingsSchema = z.object({
  siteName: z.string().trim().min(3, "Le nom doit contenir au moins 3 caractères"),
  /** The abbreviated name of the title band. */
  shortName: z.string().trim().min(2, "Le nom abrégé doit contenir au moins 2 caractères"),
  tagline: z.string().trim(),
  siteDescription: z.string().trim(),
  contactEmail: z.email("Adresse courriel invalide"),
  contactPhone: z.string().trim(),
  address: z.string().trim(),
  facebook: optionalUrl,
  twitter: optionalUrl,
  instagram: optionalUrl,
  youtube: optionalUrl,
  /** Where the contact map is centred. */
  mapLatitude: coordinate("latitude", 90),
  mapLongitude: coordinate("longitude", 180),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  accountUpdates: z.boolean(),
  notificationEmail: z.union([z.literal(""), z.email("Adresse courriel invalide")]),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const donationSettingsSchema = z.object({
  /** The e-mail Interac transfers are sent to. */
  interacEmail: z.email("Adresse courriel invalide"),
  /** CRA charity registration number, printed on official receipts. */
  charityNumber: z.string().trim(),
  receiptPlace: z.string().trim(),
  receiptSigner: z.string().trim(),
  /** The month the fiscal year ends in, on its last day (12: the calendar year). */
  fiscalYearEndMonth: z.number().int().min(1).max(12),
});
export type DonationSettings = z.infer<typeof donationSettingsSchema>;

/** Contact block of the Sope Naby group page. */
export const groupSettingsSchema = z.object({
  managerName: z.string().trim(),
  phone: z.string().trim(),
  email: z.union([z.literal(""), z.email("Adresse courriel invalide")]),
  address: z.string().trim(),
});
export type GroupSettings = z.infer<typeof groupSettingsSchema>;

/** Texts of the home page that are not a list of records. */
export const homeSettingsSchema = z.object({
  /** Names the people behind the president, secretary general, treasurer, communication and IT roles. */
  bureauText: z.string().trim(),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

/**
 * The API keys of the back-office's API tab, each sealed (server/secret-box.server.ts, never in
 * clear here); "" when none is stored. Read and written only by api-keys.server.ts.
 */
export const apiSettingsSchema = z.object({
  newsletter: z.string(),
  maps: z.string(),
  payment: z.string(),
  /** Stripe's webhook signing secret (whsec_…), for card payments. */
  paymentWebhook: z.string(),
});
export type ApiSettings = z.infer<typeof apiSettingsSchema>;

/** Paramètres › Sécurité: two-step sign-in required for the administrateur and trésorier roles. */
export const securitySettingsSchema = z.object({
  requireTwoStep: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/**
 * Paramètres › Prière: how the prayer times of /horaires-priere are computed. The place is the
 * foundation's (the coordinates of Général).
 */
export const prayerSettingsSchema = z.object({
  method: z.enum(prayerMethodIds, { error: "Méthode de calcul inconnue" }),
  asrSchool: z.enum(asrSchoolIds, { error: "École inconnue pour Asr" }),
});
export type PrayerSettings = z.infer<typeof prayerSettingsSchema>;

/** The retention bounds, in months (decision 0033). */
export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 120;
const retentionMonths = z
  .number()
  .int()
  .min(RETENTION_MIN_MONTHS)
  .max(RETENTION_MAX_MONTHS)
  .nullable();

/**
 * Paramètres › Confidentialité (Law 25, decision 0033): the person in charge of the protection of
 * personal information, shown on /confidentialite, and how long contact messages, closed event
 * requests and registrations to past events are kept before the daily purge deletes them (null:
 * never automatically).
 */
export const privacySettingsSchema = z.object({
  officerName: z.string().trim(),
  officerTitle: z.string().trim(),
  officerEmail: z.email("Adresse courriel invalide"),
  officerPhone: z.string().trim(),
  contactMessageMonths: retentionMonths,
  eventRequestMonths: retentionMonths,
  /** Registrations to an event, counted from the event's day (issue 26). */
  registrationMonths: retentionMonths,
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The bounds of the pick-up delay, in days. */
export const PICKUP_MIN_DAYS = 1;
export const PICKUP_MAX_DAYS = 90;

/**
 * Paramètres › Boutique: how many days an order paid on pick-up waits at the foundation; past
 * that, unpaid and not collected, it is cancelled and its stock returned
 * (domain/shop/pickup-expiry.server.ts).
 */
export const shopSettingsSchema = z.object({
  pickupDays: z.number().int().min(PICKUP_MIN_DAYS).max(PICKUP_MAX_DAYS),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

const cents = z.number().int().min(0).max(100_000_00);

/**
 * Fonds › Zakat (decision 0046): the price of a gram of gold and of silver that the nisab is
 * computed from, the metal chosen, and the zakat al-fitr per person for a year; 0 is "not set".
 * The treasurer sets them (domain/funds/zakat.ts computes).
 */
export const zakatSettingsSchema = z.object({
  nisabMetal: z.enum(["gold", "silver"]),
  goldGramCents: cents,
  silverGramCents: cents,
  fitrPersonCents: cents,
  fitrYear: z.number().int().min(2000).max(2100),
});
export type ZakatSettings = z.infer<typeof zakatSettingsSchema>;

export const settingsSchemas = {
  general: generalSettingsSchema,
  notifications: notificationSettingsSchema,
  donation: donationSettingsSchema,
  group: groupSettingsSchema,
  home: homeSettingsSchema,
  api: apiSettingsSchema,
  security: securitySettingsSchema,
  prayer: prayerSettingsSchema,
  privacy: privacySettingsSchema,
  shop: shopSettingsSchema,
  zakat: zakatSettingsSchema,
} as const;
export type SettingsKey = keyof typeof settingsSchemas;
export type SettingsValue<K extends SettingsKey> = z.infer<(typeof settingsSchemas)[K]>;

export const defaultSettings: { [K in SettingsKey]: SettingsValue<K> } = {
  general: {
    siteName: "Fondation Dahira Tidjaniya de Chicoutimi",
    shortName: "FDTC",
    tagline: "Propager la lumière de la Tidjaniya",
    siteDescription:
      "Fondation culturelle et religieuse de Chicoutimi qui fait connaître la voie spirituelle Tidjaniya et accompagne l'intégration des communautés immigrantes du Saguenay.",
    contactEmail: "info@fondation-tidjaniya.ca",
    contactPhone: "418 555-0142",
    address: "1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8",
    facebook: "https://www.facebook.com/",
    twitter: "https://x.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
    mapLatitude: 48.4284,
    mapLongitude: -71.0685,
  },
  notifications: {
    emailNotifications: true,
    marketingEmails: false,
    accountUpdates: true,
    notificationEmail: "",
  },
  donation: {
    interacEmail: "dons@fondation-tidjaniya.ca",
    charityNumber: "",
    receiptPlace: "Chicoutimi (Québec)",
    receiptSigner: "",
    fiscalYearEndMonth: 12,
  },
  group: {
    managerName: "",
    phone: "",
    email: "",
    address: "",
  },
  home: { bureauText: "" },
  api: { newsletter: "", maps: "", payment: "", paymentWebhook: "" },
  security: { requireTwoStep: false },
  // ISNA's angles are the usual choice in North America; Asr of the majority, Maliki included.
  prayer: { method: "NorthAmerica", asrSchool: "shafi" },
  // Law 25 makes the person with the highest authority the one in charge until another is named.
  privacy: {
    officerName: "",
    officerTitle: "Président du conseil d'administration",
    officerEmail: "info@fondation-tidjaniya.ca",
    officerPhone: "",
    contactMessageMonths: 24,
    eventRequestMonths: 24,
    registrationMonths: 12,
  },
  shop: { pickupDays: 14 },
  // Not set until the treasurer enters them: no price is guessed (the calculator says so).
  zakat: {
    nisabMetal: "silver",
    goldGramCents: 0,
    silverGramCents: 0,
    fitrPersonCents: 0,
    fitrYear: new Date().getFullYear(),
  },
};
