/**
 * iCalendar files (RFC 5545, RFC 7986) of the foundation's events: one event for "Ajouter à mon
 * agenda" (/evenements/{slug}/agenda.ics) and the calendar people subscribe to
 * (/evenements/calendrier.ics). Calendar applications (Google, Outlook, Apple, Thunderbird) import
 * or poll them. Pure, so its format rules are unit-tested.
 *
 * Times are Saguenay's wall clock with TZID=America/Toronto and the zone described in a VTIMEZONE,
 * so an event stays at 18 h 30 on the foundation's clock in every viewer's calendar. Each event
 * keeps one UID for its whole life and a SEQUENCE that grows with each change, so a subscribed
 * calendar updates (or marks cancelled) the same entry instead of adding another.
 */
import { TIME_ZONE } from "~/lib/format";
import { wallClock } from "~/lib/zoned-time";

export interface IcsEvent {
  /** Globally unique and stable for the event's life, e.g. "event-6@example.org". */
  uid: string;
  start: Date;
  /** null: the event lasts `DEFAULT_DURATION_MS`. */
  end: Date | null;
  summary: string;
  location: string;
  /** Plain text. */
  description: string;
  /** Absolute URL of the event's page. */
  url: string;
  cancelled: boolean;
  /** When the event was entered (CREATED). */
  created: Date;
  /** Its last change (LAST-MODIFIED, and DTSTAMP: the file is the same until the event changes). */
  lastModified: Date;
  /** Revision number (SEQUENCE): 0 at first, higher after each change. */
  sequence: number;
}

export interface IcsCalendar {
  /** Shown as the subscribed calendar's name (NAME, X-WR-CALNAME). */
  name?: string;
  description?: string;
  /** How often a subscribed application should fetch the file again (REFRESH-INTERVAL). */
  refreshHours?: number;
}

/** Length given to an event without an end, so calendars show a block rather than a point. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const PRODID = "-//Fondation Dahira Tidjaniya de Chicoutimi//Evenements//FR";
const CRLF = "\r\n";
const MAX_OCTETS = 75;

/**
 * America/Toronto as it has been since 2007 (Energy Policy Act, followed by Ontario and Québec):
 * EDT from the second Sunday of March, EST from the first Sunday of November, both at 2 h. Every
 * event a feed holds is later than that; the unit test checks it against the system's zone data.
 */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** 2026-11-21T18:30:00.000Z → "20261121T183000Z" (UTC form, §3.3.5). */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The wall clock of Saguenay at `date`: "20261121T133000" (local form, used with TZID). */
export function icsLocal(date: Date): string {
  const c = wallClock(date);
  return `${c.year}${c.month}${c.day}T${c.hour}${c.minute}${c.second}`;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Escapes a TEXT value (§3.3.11): backslash, semicolon, comma and line breaks. Control
 * characters, which a content line may not hold (§3.1), are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROL_CHARACTERS, "");
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (§3.1): the rest goes on lines that start with one space.
 * It cuts between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts in their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent): string[] {
  const end = event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.lastModified)}`,
    `CREATED:${icsUtc(event.created)}`,
    `LAST-MODIFIED:${icsUtc(event.lastModified)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTART;TZID=${TIME_ZONE}:${icsLocal(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${icsLocal(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** One VCALENDAR holding `events` (possibly none: an empty calendar is still valid). */
export function calendarToIcs(events: IcsEvent[], calendar: IcsCalendar = {}): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN"];
  lines.push("METHOD:PUBLISH");
  if (calendar.name) {
    lines.push(`NAME:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`);
  }
  if (calendar.description) {
    const text = escapeText(calendar.description);
    lines.push(`DESCRIPTION:${text}`, `X-WR-CALDESC:${text}`);
  }
  if (calendar.refreshHours) {
    const every = `PT${calendar.refreshHours}H`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${every}`, `X-PUBLISHED-TTL:${every}`);
  }
  lines.push(`X-WR-TIMEZONE:${TIME_ZONE}`, ...VTIMEZONE);
  for (const event of events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file of one event ("Ajouter à mon agenda"). */
export function eventToIcs(event: IcsEvent): string {
  return calendarToIcs([event]);
}

/**
 * The revision number of a record from its dates: the seconds between its creation and its last
 * change. It only grows as the record is saved again, with no counter to keep in the database.
 */
export function revisionOf(created: Date, lastModified: Date): number {
  return Math.max(0, Math.floor((lastModified.getTime() - created.getTime()) / 1000));
}
