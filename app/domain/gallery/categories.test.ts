import { describe, expect, it } from "vitest";
import { galleryCategoryLabel, parseGalleryTab } from "./categories";

describe("gallery filters", () => {
  it("keeps a known tab and falls back to every photo otherwise", () => {
    expect(parseGalleryTab("solidarite")).toBe("solidarite");
    expect(parseGalleryTab("visites")).toBeNull(); // a category without its own tab
    expect(parseGalleryTab("n'importe quoi")).toBeNull();
    expect(parseGalleryTab(null)).toBeNull();
  });

  it("labels categories in French", () => {
    expect(galleryCategoryLabel("evenements")).toBe("Événements");
    expect(galleryCategoryLabel("inconnue")).toBe("inconnue");
  });
});
