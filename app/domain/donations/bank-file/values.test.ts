import { describe, expect, it } from "vitest";
import { parseBankAmount, parseBankDate, type DateFormat, type DecimalMark } from "./values";

describe("parseBankDate", () => {
  it.each<[string, DateFormat, string | null]>([
    ["2026/11/03", "YYYY/MM/DD", "2026-11-03"],
    ["2026-11-03", "YYYY-MM-DD", "2026-11-03"],
    ["2026-11-03 00:00:00", "YYYY-MM-DD", "2026-11-03"],
    ["03/11/2026", "DD/MM/YYYY", "2026-11-03"],
    ["3.11.2026", "DD/MM/YYYY", "2026-11-03"],
    ["11/3/2026", "MM/DD/YYYY", "2026-11-03"],
    ["12/31/2026", "MM/DD/YYYY", "2026-12-31"],
    ["2024/02/29", "YYYY/MM/DD", "2024-02-29"],
    ["2026/02/29", "YYYY/MM/DD", null],
    ["31/11/2026", "DD/MM/YYYY", null],
    ["12/31/2026", "DD/MM/YYYY", null],
    ["2026/11/03", "DD/MM/YYYY", null],
    ["", "YYYY-MM-DD", null],
    ["hier", "YYYY-MM-DD", null],
  ])("%j as %s → %j", (raw, format, expected) => {
    expect(parseBankDate(raw, format)).toBe(expected);
  });
});

describe("parseBankAmount", () => {
  it.each<[string, DecimalMark, number | null]>([
    ["1 234,56", "comma", 123456],
    ["1\u00a0234,56", "comma", 123456],
    ["1\u202f234,56 $", "comma", 123456],
    ["1.234,56", "comma", 123456],
    ["50,5", "comma", 5050],
    ["1,234.56", "point", 123456],
    ["$50.00", "point", 5000],
    ["50", "point", 5000],
    ["-40.00", "point", -4000],
    ["(40.00)", "point", -4000],
    ["40.00-", "point", -4000],
    ["+12.30", "point", 1230],
    ["CAD 12.30", "point", 1230],
    ["1 234,56", "auto", 123456],
    ["1,234.56", "auto", 123456],
    ["1234.5", "auto", 123450],
    ["1,234", "auto", 123400],
    ["50", "auto", 5000],
    ["12,345", "comma", null],
    ["1.234,56", "point", null],
    ["1.2.3", "point", null],
    ["cinquante", "auto", null],
    ["", "auto", null],
    ["$", "point", null],
  ])("%j (%s) → %j", (raw, decimal, expected) => {
    expect(parseBankAmount(raw, decimal)).toBe(expected);
  });
});
