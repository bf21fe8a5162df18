import { describe, expect, it } from "vitest";
import { pageHref } from "./pagination";

describe("pageHref", () => {
  it("changes only the page and keeps the filters", () => {
    expect(pageHref("", 2)).toBe("?page=2");
    expect(pageHref("?page=3", 2)).toBe("?page=2");
    expect(pageHref("?utilisateur=4&page=1&element=user", 2)).toBe(
      "?utilisateur=4&page=2&element=user",
    );
    expect(pageHref("?q=%C3%A9t%C3%A9", 1)).toBe("?q=%C3%A9t%C3%A9&page=1");
  });
});
