/**
 * Paramètres › Confidentialité (Law 25, decision 0033): the person in charge of the protection
 * of personal information, shown under the policy of /confidentialite, and how long contact
 * messages and closed event requests are kept before the daily purge deletes them.
 */
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { settingsField } from "./settings-field";
import { privacyForm, type PrivacyField } from "~/domain/settings/forms";

// Each field's name checked against this tab's form.
const field = settingsField<PrivacyField>;

const OFFICER: FieldSpec<PrivacyField>[] = [
  field(
    "officerName",
    "Nom",
    "Par défaut, la personne ayant la plus haute autorité (la présidence) exerce cette fonction.",
  ),
  field("officerTitle", "Titre ou fonction", "P. ex. Président du conseil d'administration."),
  field(
    "officerEmail",
    "Courriel",
    "Adresse à laquelle écrire pour exercer ses droits ; affichée sur la page Politique de confidentialité.",
    "email",
  ),
  field("officerPhone", "Téléphone", "Facultatif.", "tel"),
];

const RETENTION_HINT =
  "En mois, de 1 à 120. Laissez vide pour ne jamais supprimer automatiquement. La suppression a lieu chaque jour.";

const RETENTION: FieldSpec<PrivacyField>[] = [
  {
    ...field(
      "contactMessageMonths",
      "Messages de contact : supprimés après (mois)",
      `Compté depuis la réception du message. ${RETENTION_HINT}`,
      "number",
    ),
    step: "1",
  },
  {
    ...field(
      "eventRequestMonths",
      "Demandes d'événement traitées : supprimées après (mois)",
      `Demandes approuvées ou rejetées, comptées depuis la décision. Les demandes en attente ne sont jamais supprimées. ${RETENTION_HINT}`,
      "number",
    ),
    step: "1",
  },
  {
    ...field(
      "registrationMonths",
      "Inscriptions aux événements : supprimées après (mois)",
      `Comptées depuis le jour de l'événement. ${RETENTION_HINT}`,
      "number",
    ),
    step: "1",
  },
];

/** The Confidentialité tab's form, for SettingsForm. */
export const privacyTab = {
  tab: "confidentialite",
  schema: privacyForm,
  groups: [
    { legend: "Responsable de la protection des renseignements personnels", fields: OFFICER },
    { legend: "Durées de conservation", fields: RETENTION },
  ],
};
