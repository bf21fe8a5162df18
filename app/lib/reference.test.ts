import { describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET, referenceCode } from "./reference";

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
