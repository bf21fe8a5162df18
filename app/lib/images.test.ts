import { describe, expect, it } from "vitest";
import { imageSources, imageVariant, isAcceptedImageUrl, isStoredImage } from "./images";

describe("imageSources", () => {
  it("donne src et srcset pour une image téléversée", () => {
    expect(
      imageSources("/media/images/3f9a0c1b2d4e5f60", "(min-width: 768px) 50vw, 100vw"),
    ).toEqual({
      src: "/media/images/3f9a0c1b2d4e5f60/960.webp",
      srcSet:
        "/media/images/3f9a0c1b2d4e5f60/480.webp 480w, /media/images/3f9a0c1b2d4e5f60/960.webp 960w, /media/images/3f9a0c1b2d4e5f60/1600.webp 1600w",
      sizes: "(min-width: 768px) 50vw, 100vw",
    });
  });

  it("laisse telles quelles les autres adresses", () => {
    for (const src of [
      "/placeholder.svg",
      "https://example.org/photo.jpg",
      "/media/images/x/960.webp",
      "/media/images/",
    ]) {
      expect(imageSources(src, "50vw")).toEqual({ src });
      expect(isStoredImage(src)).toBe(false);
    }
  });

  it("donne l'adresse d'une taille précise", () => {
    expect(imageVariant("/media/images/abc", 480)).toBe("/media/images/abc/480.webp");
    expect(imageVariant("/placeholder.svg", 480)).toBe("/placeholder.svg");
  });
});

describe("typed image addresses", () => {
  it("accepts http(s) URLs and our own /media/ paths", () => {
    expect(isAcceptedImageUrl("https://exemple.org/photo.jpg")).toBe(true);
    expect(isAcceptedImageUrl("http://exemple.org/a.png")).toBe(true);
    expect(isAcceptedImageUrl("/media/images/abc123")).toBe(true);
  });

  it("refuses other schemes, relative paths and traversal", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://exemple.org/a.png",
      "photo.jpg",
      "/etc/passwd",
      "/media/../secret",
      "https://",
    ]) {
      expect(isAcceptedImageUrl(bad), bad).toBe(false);
    }
  });
});
