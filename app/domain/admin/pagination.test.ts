import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageWindow, parsePage } from "./pagination";

describe("back-office pagination", () => {
  it("parses ?page=", () => {
    expect(parsePage(null)).toEqual({ page: 1, valid: true });
    expect(parsePage("3")).toEqual({ page: 3, valid: true });
    expect(parsePage("0")).toEqual({ page: 0, valid: true });
    for (const bad of ["", "abc", "-1", "1.5", "2e3", "1234567890", " 2"]) {
      expect(parsePage(bad), bad).toEqual({ page: 1, valid: false });
    }
  });

  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(60, 50)).toBe(2);
  });

  it("clamps a page within 1…pageCount", () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(5, 0)).toBe(1);
  });

  it("gives the page to show and its offset", () => {
    expect(pageWindow(2, 60, 50)).toEqual({ page: 2, pageCount: 2, limit: 50, offset: 50 });
    expect(pageWindow(9, 60, 50)).toMatchObject({ page: 2, offset: 50 });
    expect(pageWindow(1, 0, 50)).toMatchObject({ page: 1, pageCount: 1, offset: 0 });
  });
});
