import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { TIME_ZONE } from "~/lib/format";
import { wallClock } from "~/lib/zoned-time";
import {
  calendarToIcs,
  escapeText,
  eventToIcs,
  foldLine,
  icsLocal,
  revisionOf,
  type IcsEvent,
} from "./ics";

const base: IcsEvent = {
  uid: "event-6@fondation.example",
  // 18 h 30 in Saguenay (EST, UTC−5) is 23 h 30 UTC.
  start: new Date("2026-12-01T23:30:00Z"),
  end: new Date("2026-12-02T01:30:00Z"),
  summary: "Conférence : la science et la foi",
  location: "Centre de la fondation, 1234, rue Racine Est; Chicoutimi",
  description: "Entrée libre.\nSuivie d'un thé.",
  url: "https://fondation.example/evenements/conference",
  cancelled: false,
  created: new Date("2026-11-01T12:00:00Z"),
  lastModified: new Date("2026-11-21T12:00:00Z"),
  sequence: 3,
};

/** The unfolded value of property `name` (RFC 5545 §3.1: CRLF + one space is removed). */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n /g, "");
  const line = unfolded
    .split("\r\n")
    .find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

/** The file read back by ical.js (Mozilla's parser, used by Thunderbird). */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

describe("eventToIcs", () => {
  it("writes one published VEVENT with CRLF line ends", () => {
    const ics = eventToIcs(base);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(property(ics, "METHOD")).toBe("PUBLISH");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(property(ics, "UID")).toBe("event-6@fondation.example");
    expect(property(ics, "URL")).toBe(base.url);
  });

  it("gives times on Saguenay's clock with the zone described, which a parser reads back", () => {
    const ics = eventToIcs(base);
    expect(ics).toContain(`DTSTART;TZID=${TIME_ZONE}:20261201T183000`);
    expect(ics).toContain(`DTEND;TZID=${TIME_ZONE}:20261201T203000`);
    const event = parse(ics).getFirstSubcomponent("vevent")!;
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe("2026-12-01T23:30:00.000Z");
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(end.toJSDate().toISOString()).toBe("2026-12-02T01:30:00.000Z");
  });

  it("dates the entry by its last change and numbers its revisions", () => {
    const ics = eventToIcs(base);
    expect(property(ics, "DTSTAMP")).toBe("20261121T120000Z");
    expect(property(ics, "LAST-MODIFIED")).toBe("20261121T120000Z");
    expect(property(ics, "CREATED")).toBe("20261101T120000Z");
    expect(property(ics, "SEQUENCE")).toBe("3");
  });

  it("ends an event without an end two hours after its start", () => {
    expect(property(eventToIcs({ ...base, end: null }), "DTEND")).toBe("20261201T203000");
  });

  it("escapes commas, semicolons, backslashes and line breaks in text, drops control characters", () => {
    const ics = eventToIcs(base);
    expect(property(ics, "LOCATION")).toBe(
      "Centre de la fondation\\, 1234\\, rue Racine Est\\; Chicoutimi",
    );
    expect(property(ics, "DESCRIPTION")).toBe("Entrée libre.\\nSuivie d'un thé.");
    expect(escapeText("a\\b\r\nc")).toBe("a\\\\b\\nc");
    expect(escapeText("a\u0007b\u001Bc")).toBe("abc");
    const event = parse(eventToIcs(base)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("location")).toBe(base.location);
    expect(event.getFirstPropertyValue("description")).toBe(base.description);
  });

  it("marks a cancelled event CANCELLED and a scheduled one CONFIRMED", () => {
    expect(property(eventToIcs(base), "STATUS")).toBe("CONFIRMED");
    expect(property(eventToIcs({ ...base, cancelled: true }), "STATUS")).toBe("CANCELLED");
  });
});

describe("calendarToIcs", () => {
  it("holds every event in one calendar with its name and refresh interval", () => {
    const second = { ...base, uid: "event-7@fondation.example", summary: "Gamou" };
    const ics = calendarToIcs([base, second], { name: "Événements — FDTC", refreshHours: 1 });
    const calendar = parse(ics);
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("uid"))).toEqual([
      "event-6@fondation.example",
      "event-7@fondation.example",
    ]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Événements — FDTC");
    expect(property(ics, "REFRESH-INTERVAL")).toBe("PT1H");
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it("is still a valid calendar without any event", () => {
    const calendar = parse(calendarToIcs([]));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  });

  it("places events on the right hour across daylight saving time changes, as the system's zone data does", () => {
    // Every day at 10 h 15 UTC and 23 h 45 UTC of 2026 and 2027, DST changes included.
    const starts: Date[] = [];
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      starts.push(new Date(day + 10.25 * 3_600_000), new Date(day + 23.75 * 3_600_000));
    }
    const events = starts.map((start, index) => ({ ...base, uid: `e${index}`, start, end: null }));
    const parsed = parse(calendarToIcs(events)).getAllSubcomponents("vevent");
    expect(parsed).toHaveLength(starts.length);
    parsed.forEach((event, index) => {
      const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
      expect(start.toJSDate().getTime(), starts[index].toISOString()).toBe(starts[index].getTime());
    });
  });

  it("writes the local time the clocks of Saguenay show", () => {
    const summer = new Date("2026-07-01T16:00:00Z");
    const clock = wallClock(summer);
    expect(icsLocal(summer)).toBe(`${clock.year}${clock.month}${clock.day}T120000`);
  });
});

describe("revisionOf", () => {
  it("is 0 for a record never changed and grows with each later change", () => {
    const created = new Date("2026-11-01T12:00:00Z");
    expect(revisionOf(created, created)).toBe(0);
    const first = revisionOf(created, new Date("2026-11-01T12:05:00Z"));
    const second = revisionOf(created, new Date("2026-11-02T08:00:00Z"));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
  });
});

describe("foldLine", () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it("leaves a line of 75 octets whole", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });

  it("folds long lines at 75 octets, continuation lines starting with a space", () => {
    const folded = foldLine(`DESCRIPTION:${"a".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"a".repeat(200)}`);
  });

  it("never cuts inside a multi-byte character", () => {
    const text = `SUMMARY:${"é".repeat(60)}${"🌙".repeat(10)}`;
    const lines = foldLine(text).split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
      // Each line is valid UTF-8 on its own: decoding its bytes gives it back.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(line))).toBe(
        line,
      );
    }
    expect(lines.join("\r\n").replace(/\r\n /g, "")).toBe(text);
  });
});
