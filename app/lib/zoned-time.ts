/**
 * Wall-clock times of Saguenay (America/Toronto) ↔ instants, whatever the server's own zone is:
 * the back-office types "2026-12-05" at "18:30", the database stores the instant. Isomorphic.
 */
import { TIME_ZONE } from "./format";

/** A wall-clock reading: "2026", "03", "08", "02", "05", "09" (two digits but the year). */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** What the clocks of `zone` (Saguenay's by default) show at `instant`, to the second. */
export function wallClock(instant: Date | string | number, zone: string = TIME_ZONE): WallClock {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? "";
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Minutes to add to UTC to get the wall-clock time of `zone` at `instant`. */
function zoneOffsetMinutes(instant: number, zone: string): number {
  const clock = wallClock(instant, zone);
  const wall = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
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

/** The day ("YYYY-MM-DD") and time ("HH:MM") the clocks of Saguenay show at `instant`. */
export function zonedParts(instant: Date | string): { day: string; time: string } {
  const clock = wallClock(instant);
  return {
    day: `${clock.year}-${clock.month}-${clock.day}`,
    time: `${clock.hour}:${clock.minute}`,
  };
}

/** "18:30" → "18 h 30", "09:05" → "9 h 05" (as fr-CA writes times). */
export function frenchTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  return match ? `${Number(match[1])} h ${match[2]}` : time;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/** The instant as Saguenay's wall clock, "YYYY-MM-DDTHH:mm" (the value of a datetime-local). */
export function toLocalDateTime(instant: Date | string): string {
  const { day, time } = zonedParts(instant);
  return `${day}T${time}`;
}

/**
 * A datetime-local value "YYYY-MM-DDTHH:mm" (or a day alone, read as midnight) on Saguenay's
 * clock → the instant, or null when it is not a real date and time ("2026-02-30", "25:00").
 */
export function fromLocalDateTime(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = "00", mi = "00"] = match;
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  const real =
    check.getUTCFullYear() === Number(y) &&
    check.getUTCMonth() === Number(mo) - 1 &&
    check.getUTCDate() === Number(d) &&
    check.getUTCHours() === Number(h) &&
    check.getUTCMinutes() === Number(mi);
  return real ? zonedInstant(`${y}-${mo}-${d}`, `${h}:${mi}`) : null;
}

/**
 * The instant as ISO 8601 on Saguenay's clock with its offset: "2026-12-01T18:30:00-05:00"
 * (structured data: search engines show the local time the organizer gave).
 */
export function isoWithOffset(instant: Date | string, zone: string = TIME_ZONE): string {
  const time = new Date(instant).getTime();
  const clock = wallClock(time, zone);
  const offset = zoneOffsetMinutes(time, zone);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:${clock.second}${sign}${hours}:${minutes}`;
}
