import { describe, expect, it } from "vitest";
import { isSlug, slugify, SLUG_MAX_LENGTH, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("makes a readable address from a French title", () => {
    expect(slugify("Fête de l'Aïd 2026")).toBe("fete-de-l-aid-2026");
    expect(slugify("  Œuvres & cœur — Éducation ! ")).toBe("oeuvres-coeur-education");
  });

  it("gives an empty slug for symbols only, and never ends with a hyphen when cut", () => {
    expect(slugify("!!!")).toBe("");
    const long = slugify(`${"a".repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith("-")).toBe(false);
  });
});

describe("isSlug", () => {
  it("accepts only lowercase words joined by single hyphens", () => {
    expect(isSlug("fete-de-l-aid")).toBe(true);
    expect(isSlug("Fete")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("-a")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("numbers the slug until it is free", async () => {
    const used = new Set(["fete", "fete-2"]);
    expect(await uniqueSlug("fete", async (s) => used.has(s))).toBe("fete-3");
    expect(await uniqueSlug("neuf", async (s) => used.has(s))).toBe("neuf");
    expect(await uniqueSlug("", async () => false, "article")).toBe("article");
  });
});
