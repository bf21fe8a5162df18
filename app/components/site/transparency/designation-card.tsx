/**
 * One fund, project or the general fund on /transparence: whether its money is restricted, what
 * it received in the year (confirmed gifts), what it paid out and to which categories of
 * beneficiaries, and the way to give to it.
 */
import { ArrowLink } from "~/components/site/shared/arrow-link";
import type { TransparencyRow } from "~/domain/funds/transparency.server";
import { CategoryRows, MoneyHead, MoneyRow, giftCount } from "./money-rows";

export function DesignationCard({ row, year }: { row: TransparencyRow; year: number }) {
  // A named region: a reader's landmarks list the funds by name.
  const titleId = `transparence-${row.kind}-${row.id ?? 0}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h3 id={titleId} className="text-xl font-semibold text-primary">
          {row.name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {row.restricted
            ? "Affecté : ces dons ne servent qu'à cette fin."
            : "Non affecté : ces dons servent l'ensemble des œuvres de la fondation."}
        </p>
      </header>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            {row.name} : reçu et remis en {year}
          </caption>
          <MoneyHead name="Poste" amounts={["Montant"]} />
          <tbody>
            <MoneyRow
              label={
                <>
                  Reçu (dons confirmés)
                  <span className="block text-xs text-muted-foreground">
                    {giftCount(row.giftCount)}
                  </span>
                </>
              }
              cents={row.receivedCents}
              strong
            />
            <MoneyRow label="Remis" cents={row.disbursedCents} strong />
            <CategoryRows lines={row.byCategory} />
          </tbody>
        </table>
      </div>
      {row.donateHref ? (
        <ArrowLink
          to={row.donateHref}
          variant="outline"
          size="sm"
          context={row.name}
          className="self-start"
        >
          Faire un don
        </ArrowLink>
      ) : null}
    </section>
  );
}
