import { describe, expect, it } from "vitest";
import { parseAmountCents } from "./amount";

describe("parseAmountCents", () => {
  it.each([
    ["25", 2500],
    ["25,50", 2550],
    ["25.50", 2550],
    ["25,5", 2550],
    [" 1 000 ", 100000],
    ["1\u00a0000,00 $", 100000],
  ])("reads %j as %i cents", (raw, cents) => {
    expect(parseAmountCents(raw)).toBe(cents);
  });

  it.each(["", "abc", "25,505", "-5", "25.", "1e3", "12,34,56"])("refuses %j", (raw) => {
    expect(parseAmountCents(raw)).toBeNull();
  });
});
