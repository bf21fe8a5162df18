import { describe, expect, it } from "vitest";
import { categoryLabel, parseCategory } from "./categories";

describe("parseCategory", () => {
  it("accepts the four categories, whatever the case", () => {
    expect(parseCategory("education")).toBe("education");
    expect(parseCategory("Culture")).toBe("culture");
  });

  it("falls back to every category (null) for a missing or unknown value", () => {
    expect(parseCategory(null)).toBeNull();
    expect(parseCategory("")).toBeNull();
    expect(parseCategory("spirituel")).toBeNull();
    expect(parseCategory("éducation'--")).toBeNull();
  });
});

describe("categoryLabel", () => {
  it("gives the French label of a category and capitalises a free tag", () => {
    expect(categoryLabel("education")).toBe("Éducation");
    expect(categoryLabel("spirituel")).toBe("Spirituel");
  });
});
