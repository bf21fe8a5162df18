/** The categories of beneficiary a disbursement reaches, with their French labels. Isomorphic. */
import { DISBURSEMENT_CATEGORIES } from "#db/vocabularies";
import { labelsFor } from "~/lib/labels";

export const disbursementCategories = labelsFor(
  DISBURSEMENT_CATEGORIES,
  {
    pauvres: "Personnes pauvres (fuqara')",
    necessiteux: "Personnes dans le besoin (masakin)",
    endettes: "Personnes endettées (gharimin)",
    voyageurs: "Voyageurs en difficulté (ibn as-sabil)",
    coeurs: "Nouveaux musulmans et cœurs à rapprocher",
    education: "Éducation et enseignement",
    activites: "Activités de la fondation",
    batiment: "Bâtiment et équipement",
    administration: "Administration de la fondation",
    "donataire-reconnu": "Don à un autre organisme de bienfaisance (donataire reconnu)",
    autre: "Autre",
  },
  "Autre",
);
export type DisbursementCategory = (typeof DISBURSEMENT_CATEGORIES)[number];
