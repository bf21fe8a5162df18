/**
 * fr-CA formatting shared by server and browser. Every date is shown in Saguenay's time zone
 * (America/Toronto), whatever the server's own zone is.
 */
export const TIME_ZONE = "America/Toronto";

const money = new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD" });
const wholeMoney = new Intl.NumberFormat("fr-CA", {
  style: "currency",
  currency: "CAD",
  maximumFractionDigits: 0,
});
const LONG_DAY = { day: "numeric", month: "long", year: "numeric" } as const;
const HOUR_MINUTE = { hour: "2-digit", minute: "2-digit" } as const;
/** A French date format read in `timeZone`: Saguenay's, unless a calendar day (UTC) is shown. */
const dates = (options: Intl.DateTimeFormatOptions, timeZone = TIME_ZONE) =>
  new Intl.DateTimeFormat("fr-CA", { ...options, timeZone });
const longDate = dates(LONG_DAY);
const time = dates(HOUR_MINUTE);
const timeWithSeconds = dates({ ...HOUR_MINUTE, second: "2-digit" });
const dayOnly = dates(LONG_DAY, "UTC");

/** 123456 cents → "1 234,56 $" */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** For goals and campaign totals: 30000000 cents → "300 000 $" */
export function formatMoneyWhole(cents: number): string {
  return wholeMoney.format(Math.round(cents / 100));
}

/**
 * A calendar day ("2024-09-20", stored as `date`) or an instant, in French long form:
 * "20 septembre 2024". Calendar days are not shifted by time zones.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return dayOnly.format(new Date(`${value}T00:00:00Z`));
  }
  return longDate.format(new Date(value));
}

/** "18 h 30" */
export function formatTime(value: string | Date): string {
  return time.format(new Date(value));
}

/** "20 septembre 2024 à 18 h 30" */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(new Date(value))} à ${formatTime(value)}`;
}

/**
 * "20 septembre 2024 à 18 h 30 min 05 s": where two moments of the same minute must be told
 * apart (two versions saved in one minute).
 */
export function formatDateTimeWithSeconds(value: string | Date): string {
  return `${formatDate(new Date(value))} à ${timeWithSeconds.format(new Date(value))}`;
}

/** Whole percent of a goal reached, not capped (a campaign may pass its goal). */
export function percentOf(collectedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.round((collectedCents / goalCents) * 100);
}

/** Width of a progress bar: the percent, capped at 100 (spec back-office §5). */
export function progressWidth(collectedCents: number, goalCents: number): number {
  return Math.min(100, percentOf(collectedCents, goalCents));
}

/** en-CA writes days as "YYYY-MM-DD". Made once: a formatter costs far more than a format. */
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/** Today's calendar day in Saguenay, "YYYY-MM-DD". */
export function todayInSaguenay(now: Date = new Date()): string {
  return isoDay.format(now);
}

/**
 * How long to wait before trying again (a refused sign-in, code or password), in whole minutes
 * rounded up, at least one: "1 minute", "15 minutes".
 */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes > 1 ? "s" : ""}`;
}
