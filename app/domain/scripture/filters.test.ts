import { describe, expect, it } from "vitest";
import { kindOfTab, parseScriptureFilters } from "./filters";

const url = (query: string) => new URL(`http://localhost/coran-hadith${query}`);

describe("parseScriptureFilters", () => {
  it("reads the tab and the trimmed search", () => {
    expect(parseScriptureFilters(url("?onglet=hadith&q=%20sourire%20"))).toEqual({
      tab: "hadith",
      q: "sourire",
    });
  });

  it("falls back to the Quran tab for a missing or unknown tab", () => {
    expect(parseScriptureFilters(url("")).tab).toBe("coran");
    expect(parseScriptureFilters(url("?onglet=inconnu")).tab).toBe("coran");
    expect(kindOfTab(parseScriptureFilters(url("?onglet=HADITH")).tab)).toBe("verse");
  });

  it("caps an overlong search", () => {
    expect(parseScriptureFilters(url(`?q=${"a".repeat(500)}`)).q).toHaveLength(200);
  });
});
