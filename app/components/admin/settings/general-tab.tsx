/** Paramètres › Général: the site's name, contact details, social links and map. */
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import type { FieldGroup } from "~/components/admin/settings/settings-form";
import { generalForm, type GeneralField } from "~/domain/settings/forms";

const text = (
  name: GeneralField,
  label: string,
  more: Partial<FieldSpec<GeneralField>> = {},
): FieldSpec<GeneralField> => ({ name, label, id: `parametres-${name}`, ...more });

/** Two to a line on a wide screen. */
const web = (name: GeneralField, label: string, row: string) =>
  text(name, label, { kind: "url", row });

const coordinate = (name: GeneralField, label: string) =>
  text(name, label, { kind: "number", step: "any", row: "carte" });

const GROUPS: FieldGroup<GeneralField>[] = [
  {
    fields: [
      text("siteName", "Nom du site", { row: "nom" }),
      text("shortName", "Nom abrégé", { row: "nom" }),
      text("tagline", "Slogan"),
      text("siteDescription", "Description du site", { kind: "textarea", rows: 4 }),
      text("contactEmail", "Courriel de contact", {
        kind: "email",
        autoComplete: "off",
        row: "contact",
      }),
      text("contactPhone", "Téléphone de contact", {
        kind: "tel",
        autoComplete: "off",
        row: "contact",
      }),
      text("address", "Adresse", { autoComplete: "off" }),
    ],
  },
  {
    legend: "Réseaux sociaux",
    fields: [
      web("facebook", "Facebook", "reseaux-1"),
      web("twitter", "Twitter", "reseaux-1"),
      web("instagram", "Instagram", "reseaux-2"),
      web("youtube", "YouTube", "reseaux-2"),
    ],
  },
  {
    legend: "Carte de la page Contact",
    fields: [coordinate("mapLatitude", "Latitude"), coordinate("mapLongitude", "Longitude")],
  },
];

/** The Général tab's form, for SettingsForm. */
export const generalTab = { tab: "general", schema: generalForm, groups: GROUPS };
