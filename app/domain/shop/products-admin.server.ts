/**
 * /admin/boutique, products tab: the catalogue one page at a time (status filter, name search),
 * and its changes, each in one transaction with its audit_log row (record-store.server.ts); an
 * unknown id changes nothing and answers false. Deleting a product keeps the order history:
 * order_items copy the product's name and unit price and their product_id is set to null by the
 * foreign key.
 */
import { and, asc, eq, ilike } from "drizzle-orm";
import { products } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import {
  columnsWithout,
  NOT_ON_SCREEN,
  recordStore,
  type NotOnScreen,
} from "~/domain/admin/record-store.server";
import { searchWith } from "~/lib/forms/form-mode";
import { containsPattern, searchText } from "~/lib/search";
import { parseProductStatus, PRODUCT_NOT_FOUND, productSchema, type ProductInput } from "./schema";
import type { ProductStatus } from "./statuses";
import { adminPath } from "~/domain/admin/screens";

export const PRODUCTS_PAGE_SIZE = 20;
export const SHOP_PATH = adminPath("shop-orders");

const columns = columnsWithout(products, [...NOT_ON_SCREEN, "position"]);
export type ProductRow = Omit<typeof products.$inferSelect, NotOnScreen | "position">;
type ProductValues = ProductInput & { image: string };

export interface ProductQuery {
  status: ProductStatus | null;
  /** Part of the name, "" for all. */
  q: string;
}

const productStore = recordStore<ProductRow, ProductValues, ProductQuery>({
  table: products,
  entity: "product",
  columns,
  pageSize: PRODUCTS_PAGE_SIZE,
  orderBy: [asc(columns.name), asc(columns.id)],
  where: ({ status, q }) =>
    and(
      status ? eq(columns.status, status) : undefined,
      q ? ilike(columns.name, containsPattern(q)) : undefined,
    ),
  details: (values) => ({
    name: values.name,
    priceCents: values.priceCents,
    status: values.status,
  }),
});

/** `back` (the screen's address with the list's query) on the tab `tab`. */
export function onShopTab(back: string, tab: string): string {
  const query = back.includes("?") ? back.slice(back.indexOf("?")) : "";
  return `${SHOP_PATH}${searchWith(query, { onglet: tab })}`;
}

export const productScreen = defineCrudScreen<ProductRow, ProductInput, ProductQuery>({
  area: "shop-products",
  path: SHOP_PATH,
  schema: productSchema,
  notFound: PRODUCT_NOT_FOUND,
  intents: { create: "create-product", update: "update-product", delete: "delete-product" },
  toasts: { create: "Produit ajouté", update: "Produit mis à jour", delete: "Produit supprimé" },
  query: (params) => ({
    status: parseProductStatus(params.get("statut")).status,
    q: searchText(params.get("q")),
  }),
  list: productStore.list,
  find: productStore.find,
  create: (db, actorId, input, image) =>
    productStore.create(db, actorId, { ...input, image: image! }),
  update: (db, actorId, id, input, image) =>
    productStore.update(db, actorId, id, { ...input, image: image! }),
  remove: productStore.remove,
  image: { alt: (input) => input.name },
  // Back to the products tab, whatever the form was opened from.
  landing: ({ back }) => onShopTab(back, "produits"),
});
