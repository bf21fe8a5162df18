import { describe, expect, it } from "vitest";
import { isAllowedOrigin, isAllowedRequest } from "./origin.server";

const host = "fondation.example:3000";

describe("cross-site request check", () => {
  it("lets a POST from the site itself through", () => {
    expect(isAllowedOrigin({ method: "POST", origin: "http://fondation.example:3000", host })).toBe(
      true,
    );
    expect(
      isAllowedOrigin({ method: "POST", origin: "https://FONDATION.example:3000", host }),
    ).toBe(true);
  });

  it("refuses a POST from another host (or another port, or an opaque origin)", () => {
    expect(isAllowedOrigin({ method: "POST", origin: "https://evil.example", host })).toBe(false);
    expect(isAllowedOrigin({ method: "POST", origin: "http://fondation.example:4000", host })).toBe(
      false,
    );
    expect(isAllowedOrigin({ method: "POST", origin: "null", host })).toBe(false);
    for (const method of ["PUT", "PATCH", "DELETE", "post"]) {
      expect(isAllowedOrigin({ method, origin: "https://evil.example", host }), method).toBe(false);
    }
  });

  it("uses the Referer when Origin is missing", () => {
    expect(
      isAllowedOrigin({ method: "POST", referer: "http://fondation.example:3000/connexion", host }),
    ).toBe(true);
    expect(isAllowedOrigin({ method: "POST", referer: "https://evil.example/page", host })).toBe(
      false,
    );
    // Origin wins over Referer.
    expect(
      isAllowedOrigin({
        method: "POST",
        origin: "https://evil.example",
        referer: "http://fondation.example:3000/",
        host,
      }),
    ).toBe(false);
  });

  it("lets a request with neither header through (not a browser form)", () => {
    expect(isAllowedOrigin({ method: "POST", host })).toBe(true);
  });

  it("accepts PUBLIC_URL's host behind a proxy", () => {
    const input = { method: "POST", origin: "https://fondation.ca", host: "127.0.0.1:3000" };
    expect(isAllowedOrigin(input)).toBe(false);
    expect(isAllowedOrigin({ ...input, publicUrl: "https://fondation.ca/" })).toBe(true);
  });

  it("never checks GET or HEAD", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isAllowedOrigin({ method, origin: "https://evil.example", host })).toBe(true);
    }
  });

  it("works on a Fetch Request", () => {
    const post = (origin: string) =>
      new Request("http://localhost:5173/connexion", { method: "POST", headers: { origin } });
    expect(isAllowedRequest(post("http://localhost:5173"), "")).toBe(true);
    expect(isAllowedRequest(post("https://evil.example"), "")).toBe(false);
  });
});
