/**
 * Fonds › Soldes: each fund's confirmed gifts, disbursements and balance (funds.server.ts
 * `fundBalances`), the general fund and the projects included. A restricted fund below zero was
 * spent with a reason the journal keeps; it shows in red.
 */
import { FigurePanel } from "~/components/admin/dashboard/figures";
import type { FundBalance } from "~/domain/funds/funds.server";
import { formatMoney } from "~/lib/format";

const KINDS: Record<FundBalance["kind"], string> = {
  general: "Fonds général",
  fund: "Fonds",
  project: "Projet",
};

export function BalancesTab({ balances }: { balances: readonly FundBalance[] }) {
  return (
    <FigurePanel
      id="soldes-des-fonds"
      title="Soldes des fonds"
      caption="Dons confirmés reçus, sommes remises et solde de chaque fonds et projet"
      headers={[
        "Fonds ou projet",
        "Type",
        "Affectation",
        { label: "Reçu", nowrap: true },
        { label: "Remis", nowrap: true },
        { label: "Solde", nowrap: true },
      ]}
      empty="Aucun fonds."
      rows={balances.map((row) => ({
        key: `${row.kind}-${row.id ?? 0}`,
        name: row.name,
        cells: [
          KINDS[row.kind],
          row.restricted ? "Affecté" : "Libre",
          formatMoney(row.receivedCents),
          formatMoney(row.disbursedCents),
          <span
            key="solde"
            className={row.balanceCents < 0 ? "font-semibold text-destructive" : ""}
          >
            {formatMoney(row.balanceCents)}
          </span>,
        ],
      }))}
    />
  );
}
