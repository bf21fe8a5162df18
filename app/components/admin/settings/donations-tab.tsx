/**
 * Paramètres › Dons: the e-mail Interac transfers are sent to (shown on /don and in the donors'
 * instructions) and what official receipts print (CRA registration number, place of issue,
 * authorized signer). Without a registration number no receipt is issued.
 */
import { selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { settingsField } from "./settings-field";
import { donationForm, type DonationField } from "~/domain/settings/forms";

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

// Each field's name checked against this tab's form.
const field = settingsField<DonationField>;

const FIELDS: FieldSpec<DonationField>[] = [
  field(
    "interacEmail",
    "Courriel des virements Interac",
    "Affiché sur la page Don et dans les instructions envoyées aux donateurs.",
    "email",
  ),
  field(
    "charityNumber",
    "Numéro d'enregistrement d'organisme de bienfaisance",
    "Attribué par l'Agence du revenu du Canada, p. ex. 12345 6789 RR0001. Sans lui, aucun reçu officiel n'est émis.",
  ),
  field("receiptPlace", "Lieu d'émission des reçus", "P. ex. Chicoutimi (Québec)."),
  field(
    "receiptSigner",
    "Signataire autorisé",
    "Nom et fonction de la personne autorisée à signer les reçus.",
  ),
  selectField(
    "fiscalYearEndMonth",
    "Fin de l'exercice financier",
    "parametres-fiscalYearEndMonth",
    {
      options: MONTHS.map((month, index) => ({
        value: String(index + 1),
        label: `Le dernier jour de ${month}`,
      })),
      initial: "12",
      hint: "L'exercice déclaré à l'Agence du revenu du Canada (T3010) et à Revenu Québec (TP-985.22) : le bilan de l'exercice des Dons le suit.",
    },
  ),
];

/** The Dons tab's form, for SettingsForm. */
export const donationsTab = { tab: "dons", schema: donationForm, groups: [{ fields: FIELDS }] };
