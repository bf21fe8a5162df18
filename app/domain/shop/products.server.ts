/** Public product queries (spec public-site.md §2.7): hidden products never leave the database. */
import { and, asc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import { products } from "#db/schema";
import { containsPattern } from "~/lib/search";
import type { Db } from "~/server/db.server";
import { isAvailable, productCategoryLabel, type PublicProduct, type ShopFilters } from "./catalog";

const publicColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  category: products.category,
  image: products.image,
  stock: products.stock,
  status: products.status,
};

type Row = { [K in keyof typeof publicColumns]: (typeof products.$inferSelect)[K] };

function toPublic({ status, ...row }: Row): PublicProduct {
  return {
    ...row,
    categoryLabel: productCategoryLabel(row.category),
    available: isAvailable({ status, stock: row.stock }),
  };
}

/** The shop's grid: search (name or description, any case) AND tab, in display order. */
export async function listPublicProducts(db: Db, filters: ShopFilters): Promise<PublicProduct[]> {
  const conditions: SQL[] = [ne(products.status, "hidden")];
  if (filters.categorie) conditions.push(eq(products.category, filters.categorie));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  const rows = await db
    .select(publicColumns)
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.position), asc(products.id));
  return rows.map(toPublic);
}

/** One public product, or null when it does not exist or is hidden. */
export async function getPublicProduct(db: Db, id: number): Promise<PublicProduct | null> {
  const [row] = await db
    .select(publicColumns)
    .from(products)
    .where(and(eq(products.id, id), ne(products.status, "hidden")))
    .limit(1);
  return row ? toPublic(row) : null;
}
