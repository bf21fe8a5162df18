import { describe, expect, it } from "vitest";
import { galleryCategoryLabel, galleryTabs, parseGalleryTab } from "./categories";

describe("gallery filters", () => {
  it("keeps any category's code and falls back to every photo otherwise", () => {
    expect(parseGalleryTab("solidarite")).toBe("solidarite");
    expect(parseGalleryTab("visites")).toBe("visites"); // chosen in the back-office only
    expect(parseGalleryTab("n'importe quoi")).toBeNull();
    expect(parseGalleryTab("toString")).toBeNull();
    expect(parseGalleryTab(null)).toBeNull();
  });

  it("lists a tab per category with photos, the spec's five first, never an empty one", () => {
    const labels = (tabs: ReturnType<typeof galleryTabs>) => tabs.map((tab) => tab.label);
    expect(labels(galleryTabs(["visites", "fondation", "evenements", "visites"]))).toEqual([
      "Toutes les photos",
      "Événements",
      "Fondation",
      "Visites",
    ]);
    expect(labels(galleryTabs([]))).toEqual(["Toutes les photos"]);
    // The active category of an old link stays visible, even once its photos are gone.
    expect(galleryTabs([], "communaute").map((tab) => tab.value)).toEqual([null, "communaute"]);
  });

  it("labels categories in French", () => {
    expect(galleryCategoryLabel("evenements")).toBe("Événements");
    expect(galleryCategoryLabel("inconnue")).toBe("inconnue");
  });
});
