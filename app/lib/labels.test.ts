import { describe, expect, it } from "vitest";
import { asStored, labelsOf } from "./labels";

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
