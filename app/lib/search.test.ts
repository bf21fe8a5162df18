import { describe, expect, it } from "vitest";
import { containsPattern, searchText } from "./search";

describe("recherche libre", () => {
  it("prend les jokers de LIKE et le caractère d'échappement à la lettre", () => {
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });

  it("nettoie et borne le texte cherché", () => {
    expect(searchText("  gamou  ")).toBe("gamou");
    expect(searchText(null)).toBe("");
    expect(searchText("a".repeat(500))).toHaveLength(200);
  });
});
