/**
 * The visitor's cart, kept in the `panier` cookie as "productId:quantity" pairs ("12:2,5:1"), so
 * it works without JavaScript, survives a reload and is read by the server for the header count.
 * Parsing never throws: a hand-edited or truncated cookie just loses its unreadable parts.
 */

export const CART_COOKIE = "panier";
export const CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Bounds that keep the cookie small (30 lines × "2147483647:99," < 4 KB). */
export const CART_MAX_LINES = 30;
export const CART_MAX_QUANTITY = 99;

/**
 * What a visitor may type as the quantity of a product with `stock` left: 1 to the stock, at most
 * CART_MAX_QUANTITY. The cart forms' rule (cart-form.ts) is built from it, and their quantity
 * fields spread it as their HTML constraints, so the page needs no schema to know them.
 */
export function quantityLimits(stock: number) {
  return { required: true, min: 1, max: Math.min(stock, CART_MAX_QUANTITY) };
}

export interface CartLine {
  productId: number;
  quantity: number;
}

const MAX_ID = 2_147_483_647;

/** The lines of a cookie value; duplicates are merged, out-of-range quantities clamped to 1..99. */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not URI-encoded (our own format never is): read it as it is.
  }
  const lines: CartLine[] = [];
  for (const part of value.split(",").slice(0, 200)) {
    const match = /^\s*(\d{1,10}):(\d{1,6})\s*$/.exec(part);
    if (!match) continue;
    const productId = Number(match[1]);
    const quantity = Math.min(Number(match[2]), CART_MAX_QUANTITY);
    if (productId < 1 || productId > MAX_ID || quantity < 1) continue;
    const existing = lines.find((line) => line.productId === productId);
    if (existing) {
      existing.quantity = Math.min(existing.quantity + quantity, CART_MAX_QUANTITY);
    } else if (lines.length < CART_MAX_LINES) {
      lines.push({ productId, quantity });
    }
  }
  return lines;
}

export function serializeCart(lines: CartLine[]): string {
  return lines
    .slice(0, CART_MAX_LINES)
    .map((line) => `${line.productId}:${line.quantity}`)
    .join(",");
}

/** The `panier` value of a Cookie request header (null when absent). */
export function cartCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index >= 0 && part.slice(0, index).trim() === CART_COOKIE) {
      return part.slice(index + 1).trim();
    }
  }
  return null;
}

export function quantityInCart(lines: CartLine[], productId: number): number {
  return lines.find((line) => line.productId === productId)?.quantity ?? 0;
}

/** `lines` with `productId` at `quantity` (a new line goes last); 0 removes it. */
export function withQuantity(lines: CartLine[], productId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.productId !== productId);
  const clamped = Math.min(quantity, CART_MAX_QUANTITY);
  if (lines.some((line) => line.productId === productId)) {
    return lines.map((line) =>
      line.productId === productId ? { productId, quantity: clamped } : line,
    );
  }
  return [...lines, { productId, quantity: clamped }];
}

/** Number of items (sum of quantities), as shown on the header's cart badge. */
export function countItems(lines: { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** "Panier, 2 articles": the accessible name of the header's cart link ("Panier" when empty). */
export function cartLinkLabel(count: number): string {
  if (count <= 0) return "Panier";
  return `Panier, ${count} ${count > 1 ? "articles" : "article"}`;
}
