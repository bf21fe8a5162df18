/**
 * Dates of the sample content, relative to the moment the seed runs, so that a new database
 * always has upcoming events, recent articles and future requests, whatever the day.
 */
import { todayInSaguenay } from "~/lib/format";
import { zonedInstant } from "~/lib/zoned-time";

export interface SeedClock {
  now: Date;
  /** Today in Saguenay, "YYYY-MM-DD". */
  today: string;
  year: number;
  /** The calendar day `offset` days from today (negative: in the past), "YYYY-MM-DD". */
  day(offset: number): string;
  /** The instant of `time` ("18:30") in Saguenay, `offset` days from today. */
  at(offset: number, time: string): Date;
  /** The instant `days` days (may be fractional) before now. */
  ago(days: number): Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-03-01" + 3 → "2026-03-04", computed on UTC midnights so no time zone can shift it. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

export function seedClock(now: Date = new Date()): SeedClock {
  const today = todayInSaguenay(now);
  return {
    now,
    today,
    year: Number(today.slice(0, 4)),
    day: (offset) => addDays(today, offset),
    at: (offset, time) => zonedInstant(addDays(today, offset), time),
    ago: (days) => new Date(now.getTime() - days * DAY_MS),
  };
}
