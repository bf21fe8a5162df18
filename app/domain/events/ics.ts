/**
 * An iCalendar file (RFC 5545) of one event, for "Ajouter à mon agenda": calendar applications
 * (Google, Outlook, Apple) import it. Pure, so its format rules are unit-tested.
 */

export interface IcsEvent {
  /** Globally unique and stable across downloads, e.g. "event-6@example.org". */
  uid: string;
  /** When the file is produced (DTSTAMP). */
  stamp: Date;
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
}

/** Length given to an event without an end, so calendars show a block rather than a point. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const PRODID = "-//Fondation Dahira Tidjaniya de Chicoutimi//Evenements//FR";
const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** 2026-11-21T18:30:00.000Z → "20261121T183000Z" (UTC form, §3.3.5). */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Escapes a TEXT value (§3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
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

export function eventToIcs(event: IcsEvent): string {
  const end = event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
