/**
 * The tabs of « Renseignements personnels » (Law 25, administrateur): the search of a person's
 * data (find, export, erase: decision 0034) and the register of privacy incidents.
 */
export const PRIVACY_PATH = "/admin/renseignements-personnels";

export const privacyTabs = [
  { id: "recherche", label: "Recherche", href: PRIVACY_PATH },
  { id: "incidents", label: "Registre des incidents", href: `${PRIVACY_PATH}/incidents` },
] as const;

export type PrivacyTab = (typeof privacyTabs)[number]["id"];
