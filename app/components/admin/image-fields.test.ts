import { describe, expect, it } from "vitest";
import { isAcceptedImageUrl } from "./image-fields";

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
