/**
 * Fonds › Zakat: the prices the nisab of /don's calculator is computed from, and the zakat
 * al-fitr per person for the year (decision 0046). Nothing is fetched from outside: the treasurer
 * enters the day's price of a gram, 0 while it is not set (the page then says the nisab is not
 * checked).
 */
import { selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { settingsField } from "~/components/admin/settings/settings-field";
import { NISAB_GRAMS, nisabCents, type ZakatRates } from "~/domain/funds/zakat";
import { zakatForm, type ZakatField } from "~/domain/funds/schema";
import { typedAmount } from "~/lib/amount";
import { formatMoney } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";

const field = settingsField<ZakatField>;
const dollars = (cents: unknown) => typedAmount(Number(cents));

const FIELDS: FieldSpec<ZakatField>[] = [
  selectField("nisabMetal", "Nisab calculé sur", "parametres-nisabMetal", {
    options: [
      { value: "silver", label: `L'argent (${NISAB_GRAMS.silver} g) : le seuil le plus bas` },
      { value: "gold", label: `L'or (${NISAB_GRAMS.gold} g)` },
    ],
    initial: "silver",
  }),
  {
    ...field("goldGramCents", "Prix d'un gramme d'or ($)", "0 tant qu'il n'est pas fixé."),
    format: dollars,
  },
  {
    ...field("silverGramCents", "Prix d'un gramme d'argent ($)", "0 tant qu'il n'est pas fixé."),
    format: dollars,
  },
  {
    ...field(
      "fitrPersonCents",
      "Zakat al-fitr par personne ($)",
      "0 : la page de don ne propose pas la zakat al-fitr.",
    ),
    format: dollars,
  },
  { ...field("fitrYear", "Année de la zakat al-fitr", "L'année du ramadan concerné.", "number") },
];

export function ZakatTab({ rates, refused }: { rates: ZakatRates; refused?: FormRefusal }) {
  const nisab = nisabCents(rates);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {nisab === null
          ? "Le nisab n'est pas fixé : le calculateur de la page de don ne le vérifie pas."
          : `Nisab affiché sur la page de don : ${formatMoney(nisab)}.`}
      </p>
      <SettingsForm
        tab="zakat"
        schema={zakatForm}
        groups={[{ fields: FIELDS }]}
        saved={rates}
        refused={refused as FormRefusal<ZakatField> | undefined}
      />
    </div>
  );
}
