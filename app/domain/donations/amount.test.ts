import { describe, expect, it } from "vitest";
import { parseAmountCents, presetCents } from "./amount";
import { REFERENCE_ALPHABET, referenceCode } from "./reference";

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

describe("presetCents", () => {
  it("knows only the presets", () => {
    expect(presetCents("50")).toBe(5000);
    expect(presetCents("500")).toBe(50000);
    expect(presetCents("30")).toBeNull();
    expect(presetCents("")).toBeNull();
  });
});

describe("referenceCode", () => {
  it("is the prefix and 6 characters of the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i++) {
      expect(referenceCode("DON")).toMatch(/^DON-[A-HJKMNP-TW-Z2-9]{6}$/);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOUV]/);
  });

  it("maps the random values onto the alphabet", () => {
    const code = referenceCode("DEM", (array) => array.fill(REFERENCE_ALPHABET.length + 1));
    expect(code).toBe(`DEM-${REFERENCE_ALPHABET[1].repeat(6)}`);
  });
});
