import { describe, expect, it } from "vitest";
import { asStored, labelsFor, labelsOf } from "./labels";

describe("labelsOf", () => {
  const colours = labelsOf({ red: "Rouge", blue: "Bleu" }, "Inconnu");

  it("lists the values in the map's order and labels them", () => {
    expect(colours.values).toEqual(["red", "blue"]);
    expect(colours.label("blue")).toBe("Bleu");
    expect(colours.is("red")).toBe(true);
  });

  it("falls back for a value it does not know, inherited keys included", () => {
    expect(colours.label("green")).toBe("Inconnu");
    expect(colours.label("toString")).toBe("Inconnu");
    expect(colours.is(null)).toBe(false);
    expect(labelsOf({ a: "A" }, asStored).label("b")).toBe("b");
  });
});

describe("labelsFor", () => {
  const sizes = labelsFor(["small", "large"] as const, { large: "Grand", small: "Petit" }, "?");

  it("keeps the tuple's order and labels each value", () => {
    expect(sizes.values).toEqual(["small", "large"]);
    expect(sizes.label("small")).toBe("Petit");
    expect(sizes.is("large")).toBe(true);
    expect(sizes.label("medium")).toBe("?");
  });

  it("refuses, at compile time, labels that miss or add a value", () => {
    // @ts-expect-error "large" has no label
    labelsFor(["small", "large"] as const, { small: "Petit" }, "?");
    // @ts-expect-error "medium" is not a value
    labelsFor(["small"] as const, { small: "Petit", medium: "Moyen" }, "?");
  });
});
