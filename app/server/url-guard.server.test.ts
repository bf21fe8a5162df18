import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./url-guard.server";

describe("hasControlCharacters", () => {
  it("repère un NUL ou un autre caractère de contrôle, encodé ou non", () => {
    for (const url of ["/blog?q=%00", "/blog?q=a%1Fb", "/boutique?q=%7f", "/x\u0000", "/?q=%0B"])
      expect(hasControlCharacters(url), url).toBe(true);
  });

  it("laisse passer les adresses ordinaires, accents et retours à la ligne compris", () => {
    for (const url of ["/", "/blog?q=%C3%A9v%C3%A8nement", "/don?montant=50&a=%0A%0D%09", "/%20"])
      expect(hasControlCharacters(url), url).toBe(false);
  });
});
