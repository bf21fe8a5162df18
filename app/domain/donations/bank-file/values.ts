/**
 * A bank file's dates and amounts, as written by the banks and by Excel in Quebec: "2026/11/03",
 * "11/3/2026", "03-11-2026"; "1 234,56", "1,234.56", "$50.00", "50,00 $", "-40.00", "(40.00)".
 */

/** Calendar-day formats a treasurer may choose on screen ("/", "-" or "." between parts). */
export const DATE_FORMATS = ["YYYY-MM-DD", "YYYY/MM/DD", "DD/MM/YYYY", "MM/DD/YYYY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** "point": 1,234.56 — "comma": 1 234,56 — "auto": the last "," or "." before 1–2 digits. */
export type DecimalMark = "point" | "comma" | "auto";

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A day written in `format` → "YYYY-MM-DD", or null when it is not a real day in that format.
 * Day and month may have one digit; a time after the day ("2026-11-03 00:00:00") is ignored.
 */
export function parseBankDate(raw: string, format: DateFormat): string | null {
  const text = raw.trim().replace(/[ T]\d{1,2}:\d{2}(?::\d{2})?$/, "");
  const yearFirst = format.startsWith("YYYY");
  const match = yearFirst
    ? /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text)
    : /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (!match) return null;
  const [first, second, third] = match.slice(1).map(Number);
  if (yearFirst) return isoDay(first, second, third);
  return format === "DD/MM/YYYY" ? isoDay(third, second, first) : isoDay(third, first, second);
}

/**
 * An amount cell → signed cents, null when the cell is empty or not an amount. A leading or
 * trailing "-" or parentheses make it negative; "$", "CAD" and spaces (incl. no-break) are dropped.
 */
export function parseBankAmount(raw: string, decimal: DecimalMark): number | null {
  let text = raw
    .trim()
    .replace(/CAD|\$CA|CA\$|C\$|\$/gi, "")
    .replace(/[\s\u00a0\u202f']/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/^[-−]/.test(text)) {
    negative = true;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  } else if (/-$/.test(text)) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;

  let mark: "." | "," | null;
  if (decimal === "point") mark = ".";
  else if (decimal === "comma") mark = ",";
  else {
    const last = /[.,](\d{1,2})$/.exec(text);
    mark = last ? (text[last.index] as "." | ",") : null;
  }
  const grouping = mark === "." ? "," : mark === "," ? "." : /[.,]/g;
  const [whole, fraction = ""] = (mark ? text.split(mark) : [text]).map((part) =>
    part.replaceAll(grouping, ""),
  );
  if (mark && text.split(mark).length > 2) return null;
  if (!/^\d+$/.test(whole || "0") || !/^\d{0,2}$/.test(fraction)) return null;
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
