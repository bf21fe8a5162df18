/**
 * The back-office shop forms (spec back-office.md §3 Product / Order, §5): the product form
 * (name, price in dollars typed "12,50" or "12.50" and stored in cents, category, stock, status,
 * description) and the order status change, plus the readers of the list filters in the URL.
 * Isomorphic.
 */
import { z } from "zod";
import { parseAmountCents, typedAmount } from "~/lib/amount";
import { productCategories, type ProductCategory } from "./categories";
import { orderStatusKeys, orderStatusLabel, productStatusKeys, type OrderStatus } from "./statuses";
import { oneOf, optionalText, requiredText, wholeNumber } from "~/lib/forms/rules";

export const PRODUCT_NOT_FOUND = "Produit introuvable : il a peut-être été supprimé.";
export const ORDER_NOT_FOUND = "Commande introuvable.";
export const BAD_STATUS_FILTER = "Statut de filtre inconnu : tous les statuts sont affichés.";
export const PRICE_MESSAGE =
  "Prix invalide : indiquez un montant en dollars avec au plus deux décimales (ex. 12,50).";
export const MAX_PRICE_CENTS = 100_000 * 100;
export const STOCK_MESSAGE = "Le stock doit être un nombre entier entre 0 et 999 999.";

export const productCategoryKeys = Object.keys(productCategories) as ProductCategory[];

/** The price as the form shows it again: 1250 → "12,50". */
export function priceInput(cents: number): string {
  return typedAmount(cents);
}

/** The price's problem, or null: typed in dollars, stored in cents, within the shop's bounds. */
function priceProblem(cents: number | null): string | null {
  if (cents === null) return PRICE_MESSAGE;
  if (cents < 1) return "Le prix doit être supérieur à 0 $.";
  return cents > MAX_PRICE_CENTS ? "Le prix ne doit pas dépasser 100 000 $." : null;
}

export const productSchema = z.object({
  name: requiredText(200),
  // Typed as text ("12,50"): the page's field has no number bounds, only the server's messages.
  priceCents: z
    .string({ error: PRICE_MESSAGE })
    .trim()
    .min(1, PRICE_MESSAGE)
    .transform((raw, context) => {
      const cents = parseAmountCents(raw);
      const problem = priceProblem(cents);
      if (problem === null) return cents!;
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }),
  category: oneOf(productCategoryKeys, "Choisissez une catégorie de la liste."),
  stock: wholeNumber(0, 999_999, STOCK_MESSAGE),
  status: oneOf(productStatusKeys, "Choisissez un statut de la liste."),
  description: optionalText(5000),
});
export type ProductInput = z.infer<typeof productSchema>;
/** The form's field names: the price is typed in `priceCents` as dollars. */
export type ProductField = keyof ProductInput | "imageFile" | "imageUrl";

/** A transition statuses.ts does not allow (or no longer: another volunteer moved the order). */
export function statusChangeRefused(from: OrderStatus, to: OrderStatus): string {
  return `Cette commande est « ${orderStatusLabel(from)} » : elle ne peut pas passer à « ${orderStatusLabel(to)} ».`;
}

export const orderStatusSchema = z.object({
  status: oneOf(orderStatusKeys, "Choisissez un statut de commande de la liste."),
});

/** The name search of the products list (`?q=`), as long as the server reads it (lib/search.ts). */
export const productSearchSchema = z.object({ q: optionalText(200) });

/**
 * `?statut=` of a list: absent or empty → all (null); a known status → it; anything else → all,
 * with `valid: false` so the screen says the filter was ignored.
 */
function parseStatus<S extends string>(keys: readonly S[], raw: string | null) {
  if (!raw) return { status: null, valid: true };
  const status = keys.find((key) => key === raw) ?? null;
  return { status, valid: status !== null };
}

export function parseProductStatus(raw: string | null) {
  return parseStatus(productStatusKeys, raw);
}

export function parseOrderStatus(raw: string | null) {
  return parseStatus(orderStatusKeys, raw);
}
