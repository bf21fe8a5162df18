import { describe, expect, it } from "vitest";
import {
  CART_MAX_LINES,
  cartCookieValue,
  cartLinkLabel,
  countItems,
  parseCart,
  serializeCart,
  withQuantity,
} from "./cart";

describe("panier dans un cookie", () => {
  it("lit et réécrit « 12:2,5:1 » à l'identique", () => {
    const lines = parseCart("12:2,5:1");
    expect(lines).toEqual([
      { productId: 12, quantity: 2 },
      { productId: 5, quantity: 1 },
    ]);
    expect(serializeCart(lines)).toBe("12:2,5:1");
  });

  it("ignore ce qui est illisible sans jamais lever d'erreur", () => {
    for (const garbage of [
      "",
      null,
      undefined,
      "%E0%A4%A",
      "abc",
      "1:0",
      "0:3",
      "-4:2",
      ":,:,",
      "99999999999:1",
      "3:2:1",
      "x".repeat(5000),
    ]) {
      expect(parseCart(garbage)).toEqual([]);
    }
    expect(parseCart("7:1,n'importe quoi,8:x,9:2")).toEqual([
      { productId: 7, quantity: 1 },
      { productId: 9, quantity: 2 },
    ]);
  });

  it("borne les quantités à 99 et fusionne les doublons", () => {
    expect(parseCart("4:500")).toEqual([{ productId: 4, quantity: 99 }]);
    expect(parseCart("4:60,4:50,4:1")).toEqual([{ productId: 4, quantity: 99 }]);
    expect(parseCart("4:2,4:3")).toEqual([{ productId: 4, quantity: 5 }]);
  });

  it("garde au plus 30 lignes", () => {
    const raw = Array.from({ length: 45 }, (_, i) => `${i + 1}:1`).join(",");
    const lines = parseCart(raw);
    expect(lines).toHaveLength(CART_MAX_LINES);
    expect(lines.at(-1)).toEqual({ productId: 30, quantity: 1 });
  });

  it("accepte une valeur encodée (%3A, %2C)", () => {
    expect(parseCart("12%3A2%2C5%3A1")).toEqual(parseCart("12:2,5:1"));
  });

  it("trouve le cookie panier parmi les autres", () => {
    expect(cartCookieValue("__session=abc; panier=3:1,4:2; autre=x")).toBe("3:1,4:2");
    expect(cartCookieValue("__session=abc")).toBeNull();
    expect(cartCookieValue(null)).toBeNull();
    expect(cartCookieValue("monpanier=1:1")).toBeNull();
  });

  it("change, ajoute et retire une ligne", () => {
    const lines = parseCart("1:1,2:2");
    expect(serializeCart(withQuantity(lines, 2, 5))).toBe("1:1,2:5");
    expect(serializeCart(withQuantity(lines, 3, 1))).toBe("1:1,2:2,3:1");
    expect(serializeCart(withQuantity(lines, 1, 0))).toBe("2:2");
    expect(serializeCart(withQuantity(lines, 1, 150))).toBe("1:99,2:2");
    expect(countItems(lines)).toBe(3);
  });

  it("nomme le lien du panier avec son nombre d'articles", () => {
    expect(cartLinkLabel(0)).toBe("Panier");
    expect(cartLinkLabel(1)).toBe("Panier, 1 article");
    expect(cartLinkLabel(2)).toBe("Panier, 2 articles");
  });
});
