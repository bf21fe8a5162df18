/**
 * Pure rules of the public shop (spec public-site.md §2.7, §4): which category tabs exist, how the
 * list's URL parameters are read, and whether a product can be bought.
 */
import { searchText } from "~/lib/search";
import { productCategories, productCategoryLabel, type ProductCategory } from "./categories";

/** The spec's tabs after "Tous les produits", in its order. */
export const SHOP_TABS = [
  "livres",
  "accessoires",
  "bien-etre",
  "vetements",
] as const satisfies readonly ProductCategory[];
export type ShopTab = (typeof SHOP_TABS)[number];

export const SHOP_TAB_OPTIONS: { value: ShopTab | null; label: string }[] = [
  { value: null, label: "Tous les produits" },
  ...SHOP_TABS.map((code) => ({ value: code, label: productCategories[code] })),
];

export interface ShopFilters {
  /** Trimmed search text ("" = no search). */
  q: string;
  /** Active tab; null = all products (also for an unknown value). */
  categorie: ShopTab | null;
}

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const q = searchText(params.get("q"));
  const raw = params.get("categorie");
  const categorie = SHOP_TABS.find((tab) => tab === raw) ?? null;
  return { q, categorie };
}

/** Whether a visitor can put the product in the cart (status and stock). */
export function isAvailable(product: { status: string; stock: number }): boolean {
  return product.status === "active" && product.stock > 0;
}

export function stockLabel(product: { available: boolean; stock: number }): string {
  if (!product.available) return "Rupture de stock";
  return product.stock > 1 ? `En stock (${product.stock} disponibles)` : "En stock (1 disponible)";
}

export { productCategoryLabel };

/** What a public page shows of a product (dates excluded: none is shown). */
export interface PublicProduct {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  category: string;
  categoryLabel: string;
  image: string;
  stock: number;
  available: boolean;
}
