/**
 * The zakat the donor computes on /don (decision 0046), from the prices the treasurer enters in
 * the Fonds screen's Zakat tab; nothing is fetched from outside. Isomorphic: the page's
 * calculator and the tests use the same functions.
 *
 * - Zakat al-mal: 2.5 % of the wealth held for a lunar year (assets minus debts), due only when
 *   that wealth reaches the nisab, the value of 85 g of gold or of 595 g of silver (the
 *   foundation chooses the metal: silver gives the lower threshold).
 * - Zakat al-fitr: the amount per person the foundation sets for the year, for each person the
 *   donor pays for.
 */

export const ZAKAT_RATE_PER_MILLE = 25;
export const NISAB_GRAMS = { gold: 85, silver: 595 } as const;
export type NisabMetal = keyof typeof NISAB_GRAMS;
export const NISAB_METALS = ["gold", "silver"] as const satisfies readonly NisabMetal[];
/** "85 g d'or", "595 g d'argent". */
export const nisabMetalLabels: Record<NisabMetal, string> = { gold: "d'or", silver: "d'argent" };

/** The prices and amounts the treasurer sets (all in cents; 0: not set). */
export interface ZakatRates {
  nisabMetal: NisabMetal;
  goldGramCents: number;
  silverGramCents: number;
  /** Zakat al-fitr per person, for `fitrYear`. */
  fitrPersonCents: number;
  fitrYear: number;
}

/** The nisab in cents, or null while the price of its metal is not set. */
export function nisabCents(rates: ZakatRates): number | null {
  const price = rates.nisabMetal === "gold" ? rates.goldGramCents : rates.silverGramCents;
  return price > 0 ? NISAB_GRAMS[rates.nisabMetal] * price : null;
}

export interface ZakatDue {
  /** Assets minus debts, never below zero. */
  netCents: number;
  /** The zakat due: 2.5 % of the net, rounded to the cent; 0 below the nisab. */
  dueCents: number;
  /** The net wealth is under the nisab (only when the nisab is known). */
  belowNisab: boolean;
}

/** The zakat al-mal on `assetsCents` less `debtsCents`, against `nisab` (null: not known). */
export function zakatDue(assetsCents: number, debtsCents: number, nisab: number | null): ZakatDue {
  const netCents = Math.max(0, assetsCents - debtsCents);
  const belowNisab = nisab !== null && netCents < nisab;
  const dueCents = belowNisab ? 0 : Math.round((netCents * ZAKAT_RATE_PER_MILLE) / 1000);
  return { netCents, dueCents, belowNisab };
}

/** The most people one zakat al-fitr gift pays for (a household, not a list). */
export const FITR_MAX_PEOPLE = 50;

/** Zakat al-fitr for `people` persons. */
export function fitrDue(rates: ZakatRates, people: number): number {
  return rates.fitrPersonCents * people;
}

/** The slugs of the two zakat funds (seeded by migration 0019): the calculators fill them. */
export const ZAKAT_AL_MAL = "zakat-al-mal";
export const ZAKAT_AL_FITR = "zakat-al-fitr";
