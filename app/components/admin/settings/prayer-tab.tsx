/**
 * Paramètres › Prière: the calculation method and the Asr school of the prayer times
 * (/horaires-priere and the home page's block). The place is the foundation's, the coordinates of
 * the Général tab.
 */
import { selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { ASR_SCHOOLS, PRAYER_METHODS } from "~/domain/settings/prayer-methods";
import { prayerForm, type PrayerField } from "~/domain/settings/forms";

const FIELDS: FieldSpec<PrayerField>[] = [
  selectField("method", "Méthode de calcul", "parametres-method", {
    options: PRAYER_METHODS.map((method) => ({
      value: method.id,
      label: `${method.label} — Fajr ${method.fajr}, Icha ${method.isha}`,
    })),
    initial: "NorthAmerica",
    hint: "Angles du soleil sous l'horizon pour Fajr et Icha. L'ISNA est l'usage courant en Amérique du Nord.",
  }),
  selectField("asrSchool", "École pour l'heure d'Asr", "parametres-asrSchool", {
    options: ASR_SCHOOLS.map((school) => ({ value: school.id, label: school.label })),
    initial: "shafi",
    hint: "Les horaires sont calculés pour les coordonnées de la fondation (onglet Général).",
  }),
];

/** The Prière tab's form, for SettingsForm. */
export const prayerTab = { tab: "priere", schema: prayerForm, groups: [{ fields: FIELDS }] };
