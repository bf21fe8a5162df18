/**
 * CSV files made for Excel as used in Quebec: UTF-8 with a BOM (so the accents survive), ";"
 * between cells (the decimal comma takes ","), CRLF line ends, amounts as "1234,56", calendar
 * days as AAAA-MM-JJ in the foundation's time zone. Every export of the back-office uses these.
 * Isomorphic and pure.
 */
import { todayInSaguenay } from "./format";

export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

/**
 * A cell starting with one of these is run as a formula by spreadsheets (CSV injection: a donor
 * named "=HYPERLINK(…)"); a leading apostrophe makes it plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula guard, then quotes around any cell holding a quote, separator or line end. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map(csvLine).join("");
}

/** 123456 cents → "1234,56" (no thousands separator: Excel reads it as a number). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The local days of each UTC day already worked out. America/Toronto is 4 or 5 whole hours
 * behind UTC and changes offset at 2 a.m. local, after midnight: within one UTC day, the instants
 * before 04:00 UTC (summer) or 05:00 UTC (winter) are on the previous local day, the others on
 * that day. So each UTC day needs two formatted dates, not every instant: an export of 100,000
 * gifts formats a few thousand dates instead of 200,000 (Intl's format is the slow part of a
 * line). Bounded, so a long-running server does not grow it forever.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const localDays = new Map<number, { before: string; after: string; midnightHour: number }>();
const MAX_DAYS = 20_000;

function localDaysOf(utcDay: number) {
  let days = localDays.get(utcDay);
  if (!days) {
    if (localDays.size >= MAX_DAYS) localDays.clear();
    const start = utcDay * DAY_MS;
    const after = todayInSaguenay(new Date(start + 12 * HOUR_MS));
    // At 04:00 UTC it is already midnight in summer (UTC−4), still 23:00 the day before in winter.
    const midnightHour = todayInSaguenay(new Date(start + 4 * HOUR_MS)) === after ? 4 : 5;
    days = { before: todayInSaguenay(new Date(start)), after, midnightHour };
    localDays.set(utcDay, days);
  }
  return days;
}

/** An instant → its calendar day in the foundation's time zone, "AAAA-MM-JJ". */
export function csvDay(value: Date | null): string {
  if (!value) return "";
  const time = value.getTime();
  const utcDay = Math.floor(time / DAY_MS);
  const days = localDaysOf(utcDay);
  return time - utcDay * DAY_MS < days.midnightHour * HOUR_MS ? days.before : days.after;
}

/** One CSV line (with its CRLF) of the given cells. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + "\r\n";
}
