/** Shapes shared by the settings screen's route and its tab forms. */
import type {
  DonationSettings,
  GeneralSettings,
  NotificationSettings,
} from "~/domain/settings/schema";
import type { FieldErrors } from "~/lib/forms/validate";

export type GeneralField = keyof GeneralSettings;
export type NotificationField = keyof NotificationSettings;
export type GeneralValues = Record<GeneralField, string>;
export type DonationField = keyof DonationSettings;
export type DonationValues = Record<DonationField, string>;
export type NotificationValues = Omit<NotificationSettings, "notificationEmail"> & {
  notificationEmail: string;
};

export const GENERAL_ORDER: GeneralField[] = [
  "siteName",
  "shortName",
  "tagline",
  "siteDescription",
  "contactEmail",
  "contactPhone",
  "address",
  "facebook",
  "twitter",
  "instagram",
  "youtube",
  "mapLatitude",
  "mapLongitude",
];
export const DONATION_ORDER: DonationField[] = [
  "interacEmail",
  "charityNumber",
  "receiptPlace",
  "receiptSigner",
];
export const NOTIFICATION_ORDER: NotificationField[] = [
  "emailNotifications",
  "marketingEmails",
  "accountUpdates",
  "notificationEmail",
];

export type Errors<F extends string> = FieldErrors<F>;

/** A session of the signed-in user, as the Sécurité tab lists it. */
export type SessionItem = {
  id: string;
  device: string;
  ip: string | null;
  lastSeenAt: string;
  current: boolean;
};
