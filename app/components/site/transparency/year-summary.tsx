/**
 * The year on /transparence at a glance: each designation's received and paid-out amounts with
 * the year's total row, then the year's disbursements by category of beneficiary, all funds
 * together.
 */
import type { TransparencyRow, YearTotals } from "~/domain/funds/transparency.server";
import { formatMoney } from "~/lib/format";
import { CategoryRows, MoneyHead, MoneyRow, amountClasses, cellClasses } from "./money-rows";

export function YearSummary({
  rows,
  totals,
  year,
}: {
  rows: readonly TransparencyRow[];
  totals: YearTotals;
  year: number;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="overflow-x-auto rounded-lg border border-border bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="px-4 py-3 text-left font-semibold text-primary">
            Reçu et remis en {year}, par fonds et par projet
          </caption>
          <MoneyHead name="Fonds ou projet" amounts={["Reçu (dons confirmés)", "Remis"]} />
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}-${row.id}`} className="border-t border-border">
                <th scope="row" className={`${cellClasses} text-left font-normal`}>
                  {row.name}
                </th>
                <td className={amountClasses}>{formatMoney(row.receivedCents)}</td>
                <td className={amountClasses}>{formatMoney(row.disbursedCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-primary/40 font-semibold">
              <th scope="row" className={`${cellClasses} text-left`}>
                Total {year}
              </th>
              <td className={amountClasses}>{formatMoney(totals.receivedCents)}</td>
              <td className={amountClasses}>{formatMoney(totals.disbursedCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="overflow-x-auto rounded-lg border border-border bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="px-4 py-3 text-left font-semibold text-primary">
            Remis en {year}, par catégorie de bénéficiaires
          </caption>
          <MoneyHead name="Catégorie" amounts={["Montant"]} />
          <tbody>
            <MoneyRow label="Total remis" cents={totals.disbursedCents} strong />
            <CategoryRows lines={totals.byCategory} />
          </tbody>
        </table>
      </div>
    </div>
  );
}
