/** The fields of the /panier forms (intent, produit, quantite) and their French refusals. */
import { CART_MAX_QUANTITY } from "./cart";

export const CART_INTENTS = ["add", "update", "remove"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export type ParsedCartForm =
  | { ok: true; intent: CartIntent; productId: number; quantity: number }
  | { ok: false; error: string };

export const QUANTITY_MESSAGE = `La quantité doit être un nombre entier entre 1 et ${CART_MAX_QUANTITY}.`;

export function stockMessage(stock: number): string {
  return `Stock insuffisant : il ne reste que ${stock} exemplaire(s).`;
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
  const rawQuantity = field(form, "quantite") || (intent === "add" ? "1" : "");
  if (!/^\d{1,3}$/.test(rawQuantity)) return { ok: false, error: QUANTITY_MESSAGE };
  const quantity = Number(rawQuantity);
  if (quantity < 1 || quantity > CART_MAX_QUANTITY) return { ok: false, error: QUANTITY_MESSAGE };
  return { ok: true, intent, productId, quantity };
}
