/**
 * The zakat calculators of /don (decision 0046): zakat al-mal from what the donor owns and owes
 * against the nisab the foundation's prices give, and zakat al-fitr per person. They compute in
 * the page (domain/funds/zakat.ts); "Donner ce montant" fills the form's amount and chooses the
 * fund. Their fields have no `name`: nothing the donor types here is sent. Without JavaScript the
 * panel still explains the rule and the threshold; the donor then types the amount.
 */
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  FITR_MAX_PEOPLE,
  fitrDue,
  NISAB_GRAMS,
  nisabCents,
  nisabMetalLabels,
  zakatDue,
  type ZakatRates,
} from "~/domain/funds/zakat";
import { parseAmountCents } from "~/lib/amount";
import { formatMoney } from "~/lib/format";

export interface ZakatFunds {
  /** The form values of the Zakat al-mal and Zakat al-fitr funds, when /don offers them. */
  mal: string | null;
  fitr: string | null;
}

/** What "Donner ce montant" asks of the form: this amount, to this fund. */
export type UseAmount = (cents: number, designation: string) => void;

const centsOf = (typed: string) => (typed.trim() === "" ? 0 : parseAmountCents(typed));

export function ZakatCalculator({
  rates,
  funds,
  onUse,
}: {
  rates: ZakatRates;
  funds: ZakatFunds;
  onUse: UseAmount;
}) {
  const fitrOffered = funds.fitr !== null && rates.fitrPersonCents > 0;
  if (funds.mal === null && !fitrOffered) return null;
  return (
    <details className="rounded-lg border border-border bg-muted/40 p-4 sm:p-5">
      <summary className="cursor-pointer text-base font-semibold text-primary">
        Calculer ma zakat
      </summary>
      <div className="mt-4 grid gap-6">
        {funds.mal !== null ? <ZakatAlMal rates={rates} fund={funds.mal} onUse={onUse} /> : null}
        {fitrOffered ? <ZakatAlFitr rates={rates} fund={funds.fitr!} onUse={onUse} /> : null}
        <p className="text-sm">
          <a href="/zakat" className="text-primary underline">
            En savoir plus sur la zakat et la zakat al-fitr
          </a>
        </p>
      </div>
    </details>
  );
}

function ZakatAlMal({ rates, fund, onUse }: { rates: ZakatRates; fund: string; onUse: UseAmount }) {
  const [assets, setAssets] = React.useState("");
  const [debts, setDebts] = React.useState("");
  const nisab = nisabCents(rates);
  const assetsCents = centsOf(assets);
  const debtsCents = centsOf(debts);
  const typed = assets.trim() !== "";
  const valid = assetsCents !== null && debtsCents !== null;
  const due = valid ? zakatDue(assetsCents, debtsCents, nisab) : null;
  const grams = NISAB_GRAMS[rates.nisabMetal];

  return (
    <section aria-labelledby="zakat-mal-titre" className="grid gap-3">
      <h3 id="zakat-mal-titre" className="font-semibold">
        Zakat al-mal
      </h3>
      <p className="text-sm text-muted-foreground">
        2,5&nbsp;% de vos biens détenus depuis une année lunaire, dettes exigibles déduites, si le
        total atteint le nisab.{" "}
        {nisab !== null
          ? `Nisab retenu par la fondation : ${formatMoney(nisab)} (la valeur de ${grams} g ${nisabMetalLabels[rates.nisabMetal]}).`
          : "La fondation n'a pas encore fixé le prix de l'or et de l'argent : le calcul ne vérifie pas le nisab."}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DollarField
          id="zakat-biens"
          label="Vos biens soumis à la zakat ($)"
          value={assets}
          onChange={setAssets}
          hint="Épargne, comptes, or et argent, placements, marchandises."
        />
        <DollarField
          id="zakat-dettes"
          label="Vos dettes exigibles ($)"
          value={debts}
          onChange={setDebts}
        />
      </div>
      <p role="status" className="text-sm font-medium">
        {!typed
          ? null
          : due === null
            ? "Montant invalide. Exemple : 25 ou 25,50."
            : due.belowNisab
              ? `Vos biens nets (${formatMoney(due.netCents)}) sont sous le nisab : aucune zakat n'est due.`
              : `Zakat due : ${formatMoney(due.dueCents)} sur ${formatMoney(due.netCents)} de biens nets.`}
      </p>
      {due && due.dueCents >= 100 ? (
        <div>
          <Button type="button" variant="outline" onClick={() => onUse(due.dueCents, fund)}>
            Donner ce montant à la Zakat al-mal
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** A sum in dollars the donor types (never sent), with its hint below when there is one. */
function DollarField({
  id,
  label,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (typed: string) => void;
  hint?: string;
}) {
  const hintId = `${id}-aide`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function ZakatAlFitr({
  rates,
  fund,
  onUse,
}: {
  rates: ZakatRates;
  fund: string;
  onUse: UseAmount;
}) {
  const [people, setPeople] = React.useState("1");
  const count = /^\d{1,2}$/.test(people) ? Number(people) : 0;
  const valid = count >= 1 && count <= FITR_MAX_PEOPLE;
  const total = valid ? fitrDue(rates, count) : 0;
  return (
    <section aria-labelledby="zakat-fitr-titre" className="grid gap-3">
      <h3 id="zakat-fitr-titre" className="font-semibold">
        Zakat al-fitr {rates.fitrYear}
      </h3>
      <p className="text-sm text-muted-foreground">
        {formatMoney(rates.fitrPersonCents)} par personne, pour vous et chaque personne à votre
        charge, à remettre avant la prière de l&apos;Aïd al-Fitr.
      </p>
      <div className="grid gap-2 sm:max-w-xs">
        <label htmlFor="zakat-fitr-personnes" className="text-sm font-medium">
          Combien de personnes (vous compris) ?
        </label>
        <Input
          id="zakat-fitr-personnes"
          type="number"
          min={1}
          max={FITR_MAX_PEOPLE}
          inputMode="numeric"
          value={people}
          onChange={(event) => setPeople(event.target.value)}
        />
      </div>
      <p role="status" className="text-sm font-medium">
        {valid
          ? `Zakat al-fitr : ${formatMoney(total)}.`
          : `Indiquez un nombre de personnes de 1 à ${FITR_MAX_PEOPLE}.`}
      </p>
      {valid ? (
        <div>
          <Button type="button" variant="outline" onClick={() => onUse(total, fund)}>
            Donner ce montant à la Zakat al-fitr
          </Button>
        </div>
      ) : null}
    </section>
  );
}
