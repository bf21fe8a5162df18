import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyWhole,
  formatWait,
  percentOf,
  progressWidth,
  todayInSaguenay,
} from "./format";

// fr-CA uses a narrow no-break space as thousands separator and a no-break space before "$".
const normalize = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

describe("fr-CA formatting", () => {
  it("formats cents as Canadian dollars", () => {
    expect(normalize(formatMoney(123456))).toBe("1 234,56 $");
    expect(normalize(formatMoney(2500))).toBe("25,00 $");
    expect(normalize(formatMoneyWhole(30000000))).toBe("300 000 $");
  });

  it("writes dates in French long form in Saguenay's time zone", () => {
    expect(formatDate("2024-09-20")).toBe("20 septembre 2024");
    // 02:30 UTC on the 21st is still the evening of the 20th in Chicoutimi.
    expect(normalize(formatDateTime(new Date("2024-09-21T02:30:00Z")))).toBe(
      "20 septembre 2024 à 22 h 30",
    );
    expect(todayInSaguenay(new Date("2024-01-01T03:00:00Z"))).toBe("2023-12-31");
  });

  it("computes percents uncapped for text and capped for bars", () => {
    expect(percentOf(402500, 300000)).toBe(134);
    expect(progressWidth(402500, 300000)).toBe(100);
    expect(percentOf(100, 0)).toBe(0);
  });

  it("says a wait in whole minutes, rounded up, at least one", () => {
    expect(formatWait(0)).toBe("1 minute");
    expect(formatWait(60_000)).toBe("1 minute");
    expect(formatWait(60_001)).toBe("2 minutes");
    expect(formatWait(15 * 60_000)).toBe("15 minutes");
  });
});
