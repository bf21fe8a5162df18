import { describe, expect, it } from "vitest";
import { readShopTab, shopTabsFor } from "./admin-tabs";
import { parseOrderStatus, parseProductStatus, priceInput } from "./schema";
import { shortDescription } from "./statuses";

describe("boutique (back-office)", () => {
  it("cuts table descriptions at 50 characters with an ellipsis", () => {
    const long = "Tapis de prière en velours, motifs brodés à la main, 70 x 110 cm.";
    const short = shortDescription(long);
    expect(Array.from(short)).toHaveLength(50);
    expect(short.endsWith("…")).toBe(true);
    expect(shortDescription("Court\n  texte")).toBe("Court texte");
  });

  it("shows a price in cents back as the form's dollars", () => {
    expect(priceInput(1250)).toBe("12,50");
    expect(priceInput(5)).toBe("0,05");
    expect(priceInput(120000)).toBe("1200,00");
  });

  it("opens the first tab the role may use and refuses the others", () => {
    expect(readShopTab(null, "administrateur")).toBe("produits");
    expect(readShopTab(null, "tresorier")).toBe("commandes");
    expect(readShopTab("bidon", "tresorier")).toBe("commandes");
    expect(readShopTab("produits", "tresorier")).toBe("forbidden");
    expect(readShopTab("statistiques", "tresorier")).toBe("statistiques");
    expect(readShopTab(null, "editeur")).toBeNull();
    expect(shopTabsFor("editeur")).toEqual([]);
  });

  it("reads the status filters, flagging an unknown value", () => {
    expect(parseProductStatus(null)).toEqual({ status: null, valid: true });
    expect(parseProductStatus("")).toEqual({ status: null, valid: true });
    expect(parseProductStatus("hidden")).toEqual({ status: "hidden", valid: true });
    expect(parseOrderStatus("perdue")).toEqual({ status: null, valid: false });
  });
});
