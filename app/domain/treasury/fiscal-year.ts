/**
 * The foundation's fiscal year (decision 0047): twelve months ending on the last day of the month
 * set in Paramètres › Dons (December by default: the calendar year). A year is named by the
 * calendar year it ends in, as the T3010 names it ("return for the fiscal period ending …").
 * Days are Saguenay's calendar days, "YYYY-MM-DD". Isomorphic.
 */

export interface FiscalPeriod {
  /** The calendar year the period ends in. */
  year: number;
  /** Its first and last days. */
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The last day of `month` (1–12) of `year`. */
function lastDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The day after `day`. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The fiscal period ending in `year` on the last day of `endMonth`. */
export function fiscalPeriod(year: number, endMonth: number): FiscalPeriod {
  return { year, start: nextDay(lastDay(year - 1, endMonth)), end: lastDay(year, endMonth) };
}

/** The fiscal year (its end's year) that `day` falls in. */
export function fiscalYearOf(day: string, endMonth: number): number {
  const year = Number(day.slice(0, 4));
  return day <= lastDay(year, endMonth) ? year : year + 1;
}

/** `?exercice=2026` → 2026, or null for a missing or unlikely value. */
export function parseFiscalYear(raw: string | null): number | null {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= 2000 && year <= 2100 ? year : null;
}
