import { describe, expect, it } from "vitest";
import { readCookie } from "./cookie-header";

describe("readCookie", () => {
  it("reads the named cookie among others, trimmed", () => {
    expect(readCookie("a=1; __session=abc ; b=2", "__session")).toBe("abc");
    expect(readCookie("__flash=eyJ0=", "__flash")).toBe("eyJ0=");
  });

  it("tells an empty cookie from a missing one", () => {
    expect(readCookie("__flash=; a=1", "__flash")).toBe("");
    expect(readCookie("a=1", "__flash")).toBeNull();
    expect(readCookie(null, "__flash")).toBeNull();
    expect(readCookie("", "__flash")).toBeNull();
  });

  it("never matches a name that only contains the one asked for", () => {
    expect(readCookie("x__session=abc; __sessionx=def", "__session")).toBeNull();
  });
});
