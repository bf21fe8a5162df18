import { describe, expect, it } from "vitest";
import { presetCents } from "./amount";

describe("presetCents", () => {
  it("knows only the presets", () => {
    expect(presetCents("50")).toBe(5000);
    expect(presetCents("500")).toBe(50000);
    expect(presetCents("30")).toBeNull();
    expect(presetCents("")).toBeNull();
  });
});
