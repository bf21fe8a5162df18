/**
 * The rows /transparence's tables share: a line's label and its amount, and the disbursements by
 * category under « Remis », each read « dont … » (of which) so the lines add up to their total.
 */
import type { ReactNode } from "react";
import type { CategoryCents } from "~/domain/funds/transparency.server";
import { formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

export const cellClasses = "px-4 py-2";
export const amountClasses = `${cellClasses} text-right tabular-nums whitespace-nowrap`;

/** A table's head: what its rows name, then its amount columns. */
export function MoneyHead({ name, amounts }: { name: string; amounts: readonly string[] }) {
  return (
    <thead className="bg-secondary/60">
      <tr>
        <th scope="col" className={`${cellClasses} text-left font-semibold`}>
          {name}
        </th>
        {amounts.map((amount) => (
          <th key={amount} scope="col" className={`${amountClasses} font-semibold`}>
            {amount}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function MoneyRow({
  label,
  cents,
  strong,
  indent,
}: {
  label: ReactNode;
  cents: number;
  strong?: boolean;
  /** A line detailing the one above it. */
  indent?: boolean;
}) {
  return (
    <tr className="border-t border-border">
      <th
        scope="row"
        className={cn(
          cellClasses,
          "text-left",
          strong ? "font-semibold" : "font-normal",
          indent && "pl-8 text-muted-foreground",
        )}
      >
        {label}
      </th>
      <td className={cn(amountClasses, strong && "font-semibold")}>{formatMoney(cents)}</td>
    </tr>
  );
}

export function CategoryRows({ lines }: { lines: readonly CategoryCents[] }) {
  return lines.map((line) => (
    <MoneyRow key={line.category} label={`dont ${line.label}`} cents={line.cents} indent />
  ));
}

/** "1 don confirmé", "12 dons confirmés". */
export function giftCount(count: number): string {
  return count > 1 ? `${count} dons confirmés` : `${count} don confirmé`;
}
