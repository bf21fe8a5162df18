/**
 * The tabs of « Renseignements personnels » (/admin/renseignements-personnels, area `privacy`,
 * decision 0033): the search of what is held about one address, and the register of
 * confidentiality incidents. Isomorphic.
 */
import { adminPath } from "~/domain/admin/screens";

export const PRIVACY_PATH = adminPath("privacy");
export const INCIDENTS_PATH = `${PRIVACY_PATH}/incidents`;

export const privacyTabs = [
  { id: "recherche", label: "Recherche", href: PRIVACY_PATH },
  { id: "incidents", label: "Registre des incidents", href: INCIDENTS_PATH },
] as const;
export type PrivacyTab = (typeof privacyTabs)[number]["id"];
