/**
 * Amounts people type (a gift, a project's goal, a shop price). A typed amount in dollars ("25", "25,50", "25.50", "1 000", "25 $") → cents, or null when it is
 * not a positive amount with at most two decimals. Bounds are checked by the schema.
 */
export function parseAmountCents(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, "").replace(/\$$/, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a person types them back: 12345 → "123,45" (a form's amount field, filled). */
export const typedAmount = (cents: number): string => (cents / 100).toFixed(2).replace(".", ",");
