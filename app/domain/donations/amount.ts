/** Amounts of the donation page (spec public-site.md §5, §9), in whole dollars unless named *Cents. */
export const PRESET_AMOUNTS = [20, 50, 100, 250, 500] as const;
export const DEFAULT_PRESET = 50;
export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = 100_000 * 100;

/**
 * A typed amount in dollars ("25", "25,50", "25.50", "1 000", "25 $") → cents, or null when it is
 * not a positive amount with at most two decimals. Bounds are checked by the schema.
 */
export function parseAmountCents(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, "").replace(/\$$/, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A preset radio's value ("50") → cents, or null when it is not one of the presets. */
export function presetCents(raw: string): number | null {
  const preset = PRESET_AMOUNTS.find((amount) => String(amount) === raw);
  return preset === undefined ? null : preset * 100;
}
