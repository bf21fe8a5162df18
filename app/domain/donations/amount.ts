/** Amounts of the donation page (spec public-site.md §5, §9), in whole dollars unless named *Cents. */
export const PRESET_AMOUNTS = [20, 50, 100, 250, 500] as const;
export const DEFAULT_PRESET = 50;
export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = 100_000 * 100;

/** A preset radio's value ("50") → cents, or null when it is not one of the presets. */
export function presetCents(raw: string): number | null {
  const preset = PRESET_AMOUNTS.find((amount) => String(amount) === raw);
  return preset === undefined ? null : preset * 100;
}
