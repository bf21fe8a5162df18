/**
 * What an administrator may type in the Général, Dons and Notifications tabs of Paramètres: one
 * schema per tab, built from the site's field rules (lib/forms/rules.ts), which the server parses
 * with, the browser checks with and the page's HTML constraints are read from. Each parses the
 * posted text into the stored shape of its settings key (schema.ts, which also reads values
 * saved before these limits). Isomorphic.
 */
import { z } from "zod";
import {
  checkbox,
  oneOf,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredText,
  tooLong,
  wholeNumber,
} from "~/lib/forms/rules";
import { asrSchoolIds, prayerMethodIds } from "./prayer-methods";
import {
  optionalUrl,
  PICKUP_MAX_DAYS,
  PICKUP_MIN_DAYS,
  RETENTION_MAX_MONTHS,
  RETENTION_MIN_MONTHS,
} from "./schema";

/** The tabs of Paramètres, as `?onglet=` names them. */
export const settingsTabs = [
  "general",
  "notifications",
  "dons",
  "priere",
  "securite",
  "api",
  "confidentialite",
  "boutique",
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tab of `?onglet=` (Général when missing or unknown). */
export function settingsTab(value: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab === value) ?? "general";
}

/** These tabs' wording of a bad address (no final period), kept as their tests fix it. */
const EMAIL = "Adresse courriel invalide";
const URL_MAX_LENGTH = 500;

/** Empty (or left out), or an http(s) address: it becomes a link of the public footer. */
const webAddress = optionalText(URL_MAX_LENGTH).pipe(optionalUrl);

/** A coordinate of the contact map: an empty field is refused rather than read as 0. */
function coordinate(name: string, limit: number) {
  const notANumber = `La ${name} doit être un nombre`;
  const range = `La ${name} doit être comprise entre -${limit} et ${limit}`;
  return z
    .string({ error: notANumber })
    .trim()
    .min(1, notANumber)
    .pipe(z.coerce.number<string>({ error: notANumber }).min(-limit, range).max(limit, range));
}

/** Blank is stored as "" in these settings, not null. */
const blankAsEmpty = (value: string | null) => value ?? "";

export const generalForm = z.object({
  siteName: requiredText(200, tooLong(200), {
    min: 3,
    message: "Le nom doit contenir au moins 3 caractères",
  }),
  shortName: requiredText(50, tooLong(50), {
    min: 2,
    message: "Le nom abrégé doit contenir au moins 2 caractères",
  }),
  tagline: optionalText(300),
  siteDescription: optionalText(2000),
  contactEmail: requiredEmail(EMAIL),
  contactPhone: optionalPhone().transform(blankAsEmpty),
  address: optionalText(300),
  facebook: webAddress,
  twitter: webAddress,
  instagram: webAddress,
  youtube: webAddress,
  mapLatitude: coordinate("latitude", 90),
  mapLongitude: coordinate("longitude", 180),
});
export type GeneralField = keyof z.input<typeof generalForm>;

export const donationForm = z.object({
  interacEmail: requiredEmail(EMAIL),
  charityNumber: optionalText(50),
  receiptPlace: optionalText(200),
  receiptSigner: optionalText(200),
  fiscalYearEndMonth: wholeNumber(1, 12, "Choisissez le mois de fin de l'exercice."),
});
export type DonationField = keyof z.input<typeof donationForm>;

export const notificationsForm = z.object({
  emailNotifications: checkbox(),
  marketingEmails: checkbox(),
  accountUpdates: checkbox(),
  notificationEmail: optionalEmail(EMAIL).transform(blankAsEmpty),
});
export type NotificationField = keyof z.input<typeof notificationsForm>;

/** Paramètres › Prière: how /horaires-priere computes the times (the place is Général's). */
export const prayerForm = z.object({
  method: oneOf(prayerMethodIds, "Choisissez une méthode de calcul de la liste."),
  asrSchool: oneOf(asrSchoolIds, "Choisissez une école pour l'heure d'Asr."),
});
export type PrayerField = keyof z.input<typeof prayerForm>;

export const RETENTION_INVALID = `La durée de conservation doit être un nombre entier de mois entre ${RETENTION_MIN_MONTHS} et ${RETENTION_MAX_MONTHS}, ou vide pour ne jamais supprimer automatiquement.`;

/** A retention period in months, 1 to 120; blank is null (never deleted automatically). */
function retentionMonths() {
  return (
    z
      .string({ error: RETENTION_INVALID })
      .trim()
      .max(3, RETENTION_INVALID)
      .optional()
      .transform((typed) => typed || null)
      // Checked as a whole number, not as a pattern: the page's field is a number input.
      .refine((typed) => typed === null || /^\d{1,3}$/.test(typed), RETENTION_INVALID)
      .transform((typed) => (typed === null ? null : Number(typed)))
      .pipe(
        z
          .number()
          .min(RETENTION_MIN_MONTHS, RETENTION_INVALID)
          .max(RETENTION_MAX_MONTHS, RETENTION_INVALID)
          .nullable(),
      )
  );
}

/**
 * Paramètres › Confidentialité (decision 0033): the person in charge of personal information
 * (shown on /confidentialite) and the retention periods of the daily purge.
 */
export const privacyForm = z.object({
  officerName: optionalText(200),
  officerTitle: requiredText(200),
  officerEmail: requiredEmail(EMAIL),
  officerPhone: optionalPhone().transform(blankAsEmpty),
  contactMessageMonths: retentionMonths(),
  eventRequestMonths: retentionMonths(),
  registrationMonths: retentionMonths(),
});
export type PrivacyField = keyof z.input<typeof privacyForm>;

export const PICKUP_DAYS_INVALID = `Le délai de retrait doit être un nombre entier de jours entre ${PICKUP_MIN_DAYS} et ${PICKUP_MAX_DAYS}.`;

/** Paramètres › Boutique: the pick-up delay of orders paid on the spot. */
export const shopForm = z.object({
  pickupDays: wholeNumber(PICKUP_MIN_DAYS, PICKUP_MAX_DAYS, PICKUP_DAYS_INVALID),
});
export type ShopField = keyof z.input<typeof shopForm>;
