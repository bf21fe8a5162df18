import { describe, expect, it } from "vitest";
import { blogCategoryHref, parseBlogCategory, readTimeLabel } from "./labels";

describe("blog labels", () => {
  it("says the read time in French", () => {
    expect(readTimeLabel(5)).toBe("5 min de lecture");
    expect(readTimeLabel(0)).toBe("1 min de lecture");
  });

  it("links a category to the filtered list", () => {
    expect(blogCategoryHref("Prières")).toBe("/blog?category=Pri%C3%A8res");
    expect(blogCategoryHref(null)).toBe("/blog");
  });

  it("keeps only a category that has public articles", () => {
    expect(parseBlogCategory("Histoire", ["Histoire", "Vertus"])).toBe("Histoire");
    expect(parseBlogCategory("histoire", ["Histoire"])).toBeNull();
    expect(parseBlogCategory(null, ["Histoire"])).toBeNull();
  });
});
