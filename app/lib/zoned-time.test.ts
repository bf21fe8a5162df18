import { describe, expect, it } from "vitest";
import {
  frenchTime,
  fromLocalDateTime,
  toLocalDateTime,
  zonedInstant,
  zonedParts,
} from "./zoned-time";

describe("Saguenay wall-clock times", () => {
  it("turns a day and time into the instant, in winter and in summer", () => {
    expect(zonedInstant("2026-12-05", "18:30").toISOString()).toBe("2026-12-05T23:30:00.000Z");
    expect(zonedInstant("2026-07-01", "18:30").toISOString()).toBe("2026-07-01T22:30:00.000Z");
  });

  it("reads an instant back as the day and time shown in Saguenay", () => {
    expect(zonedParts(new Date("2026-12-06T02:15:00Z"))).toEqual({
      day: "2026-12-05",
      time: "21:15",
    });
    expect(zonedParts("2026-07-01T22:30:00.000Z")).toEqual({ day: "2026-07-01", time: "18:30" });
  });

  it("writes times the fr-CA way", () => {
    expect(frenchTime("18:30")).toBe("18 h 30");
    expect(frenchTime("09:05")).toBe("9 h 05");
  });
});

describe("Saguenay wall-clock date-times", () => {
  it("reads summer and winter times with their own offset", () => {
    expect(fromLocalDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T13:30:00.000Z");
    expect(fromLocalDateTime("2026-01-15T09:30")?.toISOString()).toBe("2026-01-15T14:30:00.000Z");
    expect(fromLocalDateTime("2026-01-15")?.toISOString()).toBe("2026-01-15T05:00:00.000Z");
  });

  it("handles the days clocks change", () => {
    // 8 March 2026: 02:00 → 03:00; 1 November 2026: 02:00 → 01:00.
    expect(fromLocalDateTime("2026-03-08T01:30")?.toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(fromLocalDateTime("2026-03-08T03:30")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(fromLocalDateTime("2026-11-01T03:00")?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-01-01T25:00", "demain", "2026-1-1"]) {
      expect(fromLocalDateTime(value), value).toBeNull();
    }
  });

  it("writes an instant back as the datetime-local value", () => {
    expect(toLocalDateTime(new Date("2026-07-01T13:30:00Z"))).toBe("2026-07-01T09:30");
    expect(toLocalDateTime(new Date("2026-01-15T05:00:00Z"))).toBe("2026-01-15T00:00");
    const value = "2026-10-04T18:45";
    expect(toLocalDateTime(fromLocalDateTime(value)!)).toBe(value);
  });
});
