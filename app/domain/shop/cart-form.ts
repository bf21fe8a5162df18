/**
 * The fields of the /panier forms (intent, produit, quantite), their French refusals, and the
 * quantity rule the browser runs too (loaded with the form, see cart-line-row.tsx). Isomorphic.
 */
import { z } from "zod";
import { CART_MAX_QUANTITY, quantityLimits } from "./cart";

export const CART_INTENTS = ["add", "update", "remove"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export type ParsedCartForm =
  | { ok: true; intent: CartIntent; productId: number; quantity: number }
  | { ok: false; error: string };

export const QUANTITY_MESSAGE = `La quantité doit être un nombre entier entre 1 et ${CART_MAX_QUANTITY}.`;

export function stockMessage(stock: number): string {
  return `Stock insuffisant : il ne reste que ${stock} exemplaire(s).`;
}

/**
 * A typed quantity: a whole number from 1 to CART_MAX_QUANTITY and, for a product with less
 * `stock` left, to its stock (with the stock's message).
 */
export function quantityRule(stock = CART_MAX_QUANTITY) {
  const { min, max } = quantityLimits(stock);
  const within = z.number().min(min, QUANTITY_MESSAGE).max(CART_MAX_QUANTITY, QUANTITY_MESSAGE);
  return z
    .string({ error: QUANTITY_MESSAGE })
    .trim()
    .min(1, QUANTITY_MESSAGE)
    .refine((typed) => /^\d{1,3}$/.test(typed), QUANTITY_MESSAGE)
    .transform(Number)
    .pipe(max < CART_MAX_QUANTITY ? within.max(max, stockMessage(max)) : within);
}

/** The quantity form of a product with `stock` left (the product page, a cart line). */
export function cartQuantitySchema(stock: number) {
  return z.object({ quantite: quantityRule(stock) });
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function parseCartForm(form: FormData): ParsedCartForm {
  const intent = CART_INTENTS.find((value) => value === field(form, "intent"));
  if (!intent) return { ok: false, error: "Action inconnue." };
  const rawId = field(form, "produit");
  if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > 2_147_483_647) {
    return { ok: false, error: "Produit introuvable." };
  }
  const productId = Number(rawId);
  if (intent === "remove") return { ok: true, intent, productId, quantity: 0 };
  // "Ajouter au panier" on a product card sends no quantity: one item.
  const quantity = quantityRule().safeParse(
    field(form, "quantite") || (intent === "add" ? "1" : ""),
  );
  if (!quantity.success) return { ok: false, error: QUANTITY_MESSAGE };
  return { ok: true, intent, productId, quantity: quantity.data };
}
