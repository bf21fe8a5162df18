/**
 * Amounts of the donation page (spec public-site.md §5, §9), in whole dollars unless named *Cents.
 * Isomorphic and without zod: /don's schema, its `?montant=` and the donor space's « Modifier le
 * montant » read a typed amount with the same rule.
 */
import { parseAmountCents } from "~/lib/amount";

export const PRESET_AMOUNTS = [20, 50, 100, 250, 500] as const;
export const DEFAULT_PRESET = 50;
export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = 100_000 * 100;

/** A preset radio's value ("50") → cents, or null when it is not one of the presets. */
export function presetCents(raw: string): number | null {
  const preset = PRESET_AMOUNTS.find((amount) => String(amount) === raw);
  return preset === undefined ? null : preset * 100;
}

export const AMOUNT_INVALID = "Montant invalide. Exemple : 25 ou 25,50.";
export const AMOUNT_BELOW_MINIMUM = "Le don minimum est de 1 $.";
export const AMOUNT_ABOVE_MAXIMUM = "Le don maximum en ligne est de 100 000 $.";

/** A typed amount ("25", "25,50") → cents between the site's bounds, or the French refusal. */
export function typedAmountCents(raw: string): { cents: number } | { error: string } {
  const cents = parseAmountCents(raw);
  if (cents === null) return { error: AMOUNT_INVALID };
  if (cents < MIN_AMOUNT_CENTS) return { error: AMOUNT_BELOW_MINIMUM };
  if (cents > MAX_AMOUNT_CENTS) return { error: AMOUNT_ABOVE_MAXIMUM };
  return { cents };
}
