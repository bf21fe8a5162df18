/**
 * The cart on the server, given its lines (the routes read them from the `panier` cookie,
 * routes/public/+shared/cart-cookie.server.ts): resolved against the database in one query, and
 * changed by the /panier form intents.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { products } from "#db/schema";
import type { Db } from "~/server/db.server";
import { CART_MAX_LINES, countItems, quantityInCart, withQuantity, type CartLine } from "./cart";
import { isAvailable, productCategoryLabel } from "./catalog";
import { parseCartForm, stockMessage } from "./cart-form";

export interface ResolvedCartLine {
  productId: number;
  name: string;
  image: string;
  category: string;
  categoryLabel: string;
  priceCents: number;
  quantity: number;
  stock: number;
  lineTotalCents: number;
  /** True when the stored quantity was more than the stock left. */
  adjusted: boolean;
}

export interface ResolvedCart {
  lines: ResolvedCartLine[];
  count: number;
  totalCents: number;
  /** Lines dropped because their product is gone, hidden or out of stock. */
  unavailable: number;
}

/** The cart's lines with their products, in cart order: one query whatever the number of lines. */
export async function resolveCart(db: Db, lines: CartLine[]): Promise<ResolvedCart> {
  if (lines.length === 0) return { lines: [], count: 0, totalCents: 0, unavailable: 0 };
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      image: products.image,
      category: products.category,
      priceCents: products.priceCents,
      stock: products.stock,
      status: products.status,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
        ne(products.status, "hidden"),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const resolved: ResolvedCartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product || !isAvailable(product)) continue;
    const quantity = Math.min(line.quantity, product.stock);
    resolved.push({
      productId: product.id,
      name: product.name,
      image: product.image,
      category: product.category,
      categoryLabel: productCategoryLabel(product.category),
      priceCents: product.priceCents,
      quantity,
      stock: product.stock,
      lineTotalCents: quantity * product.priceCents,
      adjusted: quantity < line.quantity,
    });
  }
  return {
    lines: resolved,
    count: countItems(resolved),
    totalCents: resolved.reduce((sum, line) => sum + line.lineTotalCents, 0),
    unavailable: lines.length - resolved.length,
  };
}

/** Items in the visitor's cart (header badge): no query for a visitor without a cart. */
export async function cartItemCount(db: Db, lines: CartLine[]): Promise<number> {
  return lines.length ? (await resolveCart(db, lines)).count : 0;
}

export type CartActionResult =
  | {
      ok: true;
      intent: "add" | "update" | "remove";
      productName: string;
      lines: CartLine[];
    }
  | { ok: false; error: string };

/**
 * Applies one /panier intent (add, update, remove) to `lines`. A refusal changes nothing and says
 * why in French; success returns the new lines for the cookie.
 */
export async function applyCartAction(
  db: Db,
  lines: CartLine[],
  form: FormData,
): Promise<CartActionResult> {
  const parsed = parseCartForm(form);
  if (!parsed.ok) return parsed;
  const { intent, productId } = parsed;
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      status: products.status,
    })
    .from(products)
    .where(and(eq(products.id, productId), ne(products.status, "hidden")))
    .limit(1);

  if (intent === "remove") {
    if (quantityInCart(lines, productId) === 0) {
      return { ok: false, error: "Ce produit n'est pas dans votre panier." };
    }
    return {
      ok: true,
      intent,
      productName: product?.name ?? "Le produit",
      lines: withQuantity(lines, productId, 0),
    };
  }

  if (!product) return { ok: false, error: "Ce produit n'existe pas ou n'est plus en vente." };
  if (!isAvailable(product)) return { ok: false, error: "Ce produit est en rupture de stock." };

  if (intent === "add") {
    const inCart = Math.min(quantityInCart(lines, productId), product.stock);
    if (inCart === 0 && lines.length >= CART_MAX_LINES) {
      return {
        ok: false,
        error: `Votre panier est plein : ${CART_MAX_LINES} produits différents au maximum.`,
      };
    }
    const wanted = inCart + parsed.quantity;
    if (wanted > product.stock) return { ok: false, error: stockMessage(product.stock) };
    return {
      ok: true,
      intent,
      productName: product.name,
      lines: withQuantity(lines, productId, wanted),
    };
  }

  if (quantityInCart(lines, productId) === 0) {
    return { ok: false, error: "Ce produit n'est pas dans votre panier." };
  }
  if (parsed.quantity > product.stock) return { ok: false, error: stockMessage(product.stock) };
  return {
    ok: true,
    intent,
    productName: product.name,
    lines: withQuantity(lines, productId, parsed.quantity),
  };
}
