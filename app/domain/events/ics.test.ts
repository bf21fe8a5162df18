import { describe, expect, it } from "vitest";
import { escapeText, eventToIcs, foldLine, type IcsEvent } from "./ics";

const base: IcsEvent = {
  uid: "event-6@fondation.example",
  stamp: new Date("2026-11-21T12:00:00Z"),
  // 18 h 30 in Saguenay (EST, UTC−5) is 23 h 30 UTC.
  start: new Date("2026-12-01T23:30:00Z"),
  end: new Date("2026-12-02T01:30:00Z"),
  summary: "Conférence : la science et la foi",
  location: "Centre de la fondation, 1234, rue Racine Est; Chicoutimi",
  description: "Entrée libre.\nSuivie d'un thé.",
  url: "https://fondation.example/evenements/conference",
  cancelled: false,
};

/** The unfolded value of property `name` (RFC 5545 §3.1: CRLF + one space is removed). */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n /g, "");
  return unfolded
    .split("\r\n")
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
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

  it("gives times in UTC", () => {
    const ics = eventToIcs(base);
    expect(property(ics, "DTSTART")).toBe("20261201T233000Z");
    expect(property(ics, "DTEND")).toBe("20261202T013000Z");
    expect(property(ics, "DTSTAMP")).toBe("20261121T120000Z");
  });

  it("ends an event without an end two hours after its start", () => {
    expect(property(eventToIcs({ ...base, end: null }), "DTEND")).toBe("20261202T013000Z");
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    const ics = eventToIcs(base);
    expect(property(ics, "LOCATION")).toBe(
      "Centre de la fondation\\, 1234\\, rue Racine Est\\; Chicoutimi",
    );
    expect(property(ics, "DESCRIPTION")).toBe("Entrée libre.\\nSuivie d'un thé.");
    expect(escapeText("a\\b\r\nc")).toBe("a\\\\b\\nc");
  });

  it("marks a cancelled event CANCELLED and a scheduled one CONFIRMED", () => {
    expect(property(eventToIcs(base), "STATUS")).toBe("CONFIRMED");
    expect(property(eventToIcs({ ...base, cancelled: true }), "STATUS")).toBe("CANCELLED");
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
