/**
 * Dates of the sample content, relative to the moment the seed runs, so that a new database
 * always has upcoming events, recent articles and future requests, whatever the day.
 */
import { TIME_ZONE, todayInSaguenay } from "~/lib/format";

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

/** Minutes to add to UTC to get the wall-clock time of `zone` at `instant`. */
function zoneOffsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((wall - instant) / 60000);
}

/** The instant when the clocks of `zone` show `day` at `time` (handles daylight saving time). */
export function zonedInstant(day: string, time: string, zone: string = TIME_ZONE): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  let instant = asUtc - zoneOffsetMinutes(asUtc, zone) * 60000;
  // Near a DST change the first guess uses the wrong offset; one correction is enough.
  instant = asUtc - zoneOffsetMinutes(instant, zone) * 60000;
  return new Date(instant);
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
