/** The month of /horaires-priere?mois=YYYY-MM, and its neighbours. Isomorphic, pure. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `value` when it is a month "YYYY-MM" between 1900 and 2200, else null (then: this month). */
export function parseMonth(value: string | null | undefined): string | null {
  const match = MONTH.exec(value?.trim() ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1900 && year <= 2200 ? `${match[1]}-${match[2]}` : null;
}

/** The month `offset` months after `month` ("2026-12", 1 → "2027-01"). */
export function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

const monthName = new Intl.DateTimeFormat("fr-CA", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-12" → "décembre 2026". */
export function monthLabel(month: string): string {
  return monthName.format(new Date(`${month}-15T12:00:00Z`));
}
