/**
 * /admin/boutique, products tab: the catalogue one page at a time (status filter, name search),
 * and its changes, each in one transaction with its audit_log row; an unknown id changes nothing
 * and answers false. Deleting a product keeps the order history: order_items copy the product's
 * name and unit price and their product_id is set to null by the foreign key.
 */
import { and, asc, count, eq, ilike } from "drizzle-orm";
import { products } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { containsPattern } from "~/lib/search";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import type { ProductInput } from "./schema";
import type { ProductStatus } from "./statuses";

export const PRODUCTS_PAGE_SIZE = 20;

export type ProductRow = Omit<typeof products.$inferSelect, "createdAt" | "updatedAt" | "position">;
export type ProductValues = ProductInput & { image: string };

const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  category: products.category,
  stock: products.stock,
  status: products.status,
  image: products.image,
};

/** One page of products by name, of one status and matching the name search when given. */
export async function listProducts(
  db: Db,
  { page: requested, status, q }: { page: number; status: ProductStatus | null; q: string },
) {
  const where = and(
    status ? eq(products.status, status) : undefined,
    q ? ilike(products.name, containsPattern(q)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requested, total, PRODUCTS_PAGE_SIZE);
  const rows: ProductRow[] = await db
    .select(columns)
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getProduct(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db.select(columns).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

export async function createProduct(db: Db, actorId: number, input: ProductValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(input).returning({ id: products.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "product",
      entityId: row.id,
      details: { name: input.name, priceCents: input.priceCents, status: input.status },
    });
    return row.id;
  });
}

export async function updateProduct(
  db: Db,
  actorId: number,
  id: number,
  input: ProductValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "product",
      entityId: id,
      details: { name: input.name, priceCents: input.priceCents, status: input.status },
    });
    return true;
  });
}

export async function deleteProduct(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ name: products.name });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "product",
      entityId: id,
      details: { name: row.name },
    });
    return true;
  });
}
