/**
 * What /confidentialite adds under the policy text, from Paramètres › Confidentialité (decision
 * 0033): the person in charge and the retention periods in force, in words. Isomorphic.
 */
import type { PrivacySettings } from "~/domain/settings/schema";

export const PRIVACY_POLICY_PATH = "/confidentialite";
export const PRIVACY_POLICY_TITLE = "Politique de confidentialité";

/** "24 mois", "1 mois". */
function months(count: number): string {
  return `${count} mois`;
}

/** One line per kind of record the daily purge deletes, as the public page words it. */
export function retentionLines(settings: PrivacySettings): { label: string; rule: string }[] {
  return [
    {
      label: "Messages envoyés par le formulaire de contact",
      rule:
        settings.contactMessageMonths === null
          ? "conservés jusqu'à leur suppression par la fondation"
          : `supprimés automatiquement ${months(settings.contactMessageMonths)} après leur réception`,
    },
    {
      label: "Demandes d'événement approuvées ou rejetées",
      rule:
        settings.eventRequestMonths === null
          ? "conservées jusqu'à leur suppression par la fondation"
          : `supprimées automatiquement ${months(settings.eventRequestMonths)} après la décision`,
    },
    {
      label: "Inscriptions aux événements",
      rule:
        settings.registrationMonths === null
          ? "conservées jusqu'à leur suppression par la fondation"
          : `supprimées automatiquement ${months(settings.registrationMonths)} après l'événement`,
    },
  ];
}

/** The person in charge as the page shows it (only what is filled). */
export interface PrivacyOfficer {
  name: string;
  title: string;
  email: string;
  phone: string;
}

export function privacyOfficer(settings: PrivacySettings): PrivacyOfficer {
  return {
    name: settings.officerName,
    title: settings.officerTitle,
    email: settings.officerEmail,
    phone: settings.officerPhone,
  };
}
