import { describe, expect, it } from "vitest";
import { memberSinceLabel } from "./labels";

describe("memberSinceLabel", () => {
  it("gives the nomination day in French", () => {
    expect(memberSinceLabel("2024-03-12")).toBe("Membre du bureau depuis le 12 mars 2024");
    expect(memberSinceLabel("2023-06-01")).toBe("Membre du bureau depuis le 1er juin 2023");
  });
});
