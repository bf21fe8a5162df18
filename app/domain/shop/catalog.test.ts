import { describe, expect, it } from "vitest";
import { constraintsOf } from "~/lib/forms/constraints";
import { validateForm } from "~/lib/forms/validate";
import { quantityLimits } from "./cart";
import { cartQuantitySchema, parseCartForm } from "./cart-form";
import { parseShopFilters } from "./catalog";

describe("filtres de la boutique", () => {
  it("lit la recherche et l'onglet", () => {
    expect(parseShopFilters(new URLSearchParams("q=%20Coran%20&categorie=livres"))).toEqual({
      q: "Coran",
      categorie: "livres",
    });
  });

  it("une catégorie inconnue vaut « Tous les produits »", () => {
    for (const value of ["inconnue", "", "LIVRES", "autres"]) {
      expect(parseShopFilters(new URLSearchParams({ categorie: value })).categorie).toBeNull();
    }
  });
});

describe("formulaires du panier", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it("ajoute un exemplaire quand aucune quantité n'est envoyée", () => {
    expect(parseCartForm(form({ intent: "add", produit: "3" }))).toEqual({
      ok: true,
      intent: "add",
      productId: 3,
      quantity: 1,
    });
  });

  it("refuse en français une action, un produit ou une quantité invalides", () => {
    expect(parseCartForm(form({ intent: "payer", produit: "3" }))).toEqual({
      ok: false,
      error: "Action inconnue.",
    });
    expect(parseCartForm(form({ intent: "add", produit: "abc" }))).toMatchObject({ ok: false });
    for (const quantite of ["0", "-1", "1.5", "100", "deux", ""]) {
      expect(parseCartForm(form({ intent: "update", produit: "3", quantite }))).toEqual({
        ok: false,
        error: "La quantité doit être un nombre entier entre 1 et 99.",
      });
    }
  });

  it("donne aux champs de quantité les limites de la règle, et le message du stock", () => {
    for (const stock of [1, 3, 24, 99, 150]) {
      expect(constraintsOf(cartQuantitySchema(stock)).quantite, String(stock)).toEqual(
        quantityLimits(stock),
      );
    }
    expect(validateForm(cartQuantitySchema(3), { quantite: "4" })).toEqual({
      ok: false,
      errors: { quantite: "Stock insuffisant : il ne reste que 3 exemplaire(s)." },
    });
    expect(validateForm(cartQuantitySchema(3), { quantite: "100" })).toEqual({
      ok: false,
      errors: { quantite: "La quantité doit être un nombre entier entre 1 et 99." },
    });
  });
});
