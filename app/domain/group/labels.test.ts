import { describe, expect, it } from "vitest";
import { groupEventStatusLabel, memberCountLabel } from "./labels";

describe("memberCountLabel", () => {
  it("states the real number of active members", () => {
    expect(memberCountLabel(4)).toEqual({ value: "4", label: "membres actifs" });
    expect(memberCountLabel(1)).toEqual({ value: "1", label: "membre actif" });
  });

  it("claims no number when nobody is registered", () => {
    expect(memberCountLabel(0).value).not.toMatch(/\d/);
  });
});

describe("groupEventStatusLabel", () => {
  it("marks cancelled and completed meetings only", () => {
    expect(groupEventStatusLabel("cancelled")).toBe("Annulé");
    expect(groupEventStatusLabel("completed")).toBe("Terminé");
    expect(groupEventStatusLabel("upcoming")).toBeNull();
  });
});
