/**
 * The back-office shop forms (spec back-office.md §3 Product / Order, §5): the product form
 * (name, price in dollars typed "12,50" or "12.50" and stored in cents, category, stock, status,
 * description) and the order status change, plus the readers of the list filters in the URL.
 * Isomorphic.
 */
import { z } from "zod";
import { parseAmountCents } from "~/domain/donations/amount";
import { productCategories, type ProductCategory } from "./categories";
import {
  orderStatusKeys,
  orderStatusLabel,
  productStatusKeys,
  type OrderStatus,
  type ProductStatus,
} from "./statuses";
import { REQUIRED } from "~/lib/forms/rules";

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
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

export const productSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(200, "Ce champ ne doit pas dépasser 200 caractères."),
  priceCents: z
    .string({ error: PRICE_MESSAGE })
    .transform((raw) => parseAmountCents(raw.trim()))
    .pipe(
      z
        .number({ error: PRICE_MESSAGE })
        .int()
        .min(1, "Le prix doit être supérieur à 0 $.")
        .max(MAX_PRICE_CENTS, "Le prix ne doit pas dépasser 100 000 $."),
    ),
  category: z.enum(productCategoryKeys as [ProductCategory, ...ProductCategory[]], {
    error: "Choisissez une catégorie de la liste.",
  }),
  stock: z
    .string({ error: STOCK_MESSAGE })
    .trim()
    .regex(/^\d{1,6}$/, STOCK_MESSAGE)
    .transform(Number),
  status: z.enum(productStatusKeys as [ProductStatus, ...ProductStatus[]], {
    error: "Choisissez un statut de la liste.",
  }),
  description: z
    .string()
    .trim()
    .max(5000, "Ce champ ne doit pas dépasser 5000 caractères.")
    .optional()
    .transform((value) => value ?? ""),
});
export type ProductInput = z.infer<typeof productSchema>;
/** The form's field names: the price is typed in `priceCents` as dollars. */
export type ProductField = keyof ProductInput | "imageFile" | "imageUrl";

/** A transition statuses.ts does not allow (or no longer: another volunteer moved the order). */
export function statusChangeRefused(from: OrderStatus, to: OrderStatus): string {
  return `Cette commande est « ${orderStatusLabel(from)} » : elle ne peut pas passer à « ${orderStatusLabel(to)} ».`;
}

export const orderStatusSchema = z.object({
  status: z.enum(orderStatusKeys as [OrderStatus, ...OrderStatus[]], {
    error: "Choisissez un statut de commande de la liste.",
  }),
});

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
