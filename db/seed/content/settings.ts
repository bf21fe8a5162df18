/** Settings of the sample site; names match the board members and the Sope Naby group. */
import { defaultSettings, type SettingsKey, type SettingsValue } from "~/domain/settings/schema";

export const sampleSettings: { [K in SettingsKey]: SettingsValue<K> } = {
  general: defaultSettings.general,
  notifications: {
    ...defaultSettings.notifications,
    notificationEmail: "administration@fondation-tidjaniya.ca",
  },
  donation: {
    ...defaultSettings.donation,
    charityNumber: "81234 5678 RR0001",
    receiptSigner: "Abdoulaye Sarr, trésorier",
  },
  group: {
    managerName: "Pape Malick Faye",
    phone: "418 555-0157",
    email: "sopenaby@fondation-tidjaniya.ca",
    address: "1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8",
  },
  home: {
    bureauText:
      "Le bureau de la fondation est présidé par Mamadou Lamine Diop, entouré d'Ousmane Ndiaye au secrétariat général, d'Abdoulaye Sarr à la trésorerie, d'Aïssatou Fall à la communication et d'Ibrahima Seck à l'informatique.",
  },
  // No sample API key: the administrator types the real ones (stored encrypted).
  api: defaultSettings.api,
  security: defaultSettings.security,
  prayer: defaultSettings.prayer,
  // The president is in charge of personal information (Law 25's default), reached at a role address.
  privacy: {
    ...defaultSettings.privacy,
    officerName: "Mamadou Lamine Diop",
    officerEmail: "confidentialite@fondation-tidjaniya.ca",
    officerPhone: "418 555-0142",
  },
  shop: defaultSettings.shop,
  // Sample prices only: the treasurer enters the day's price of a gram before Ramadan.
  zakat: {
    ...defaultSettings.zakat,
    goldGramCents: 12_500,
    silverGramCents: 150,
    fitrPersonCents: 1_500,
  },
};
