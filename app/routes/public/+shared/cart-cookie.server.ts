/**
 * The visitor's cart as the `panier` cookie carries it (its format: domain/shop/cart.ts): read
 * from the request, written back as a Set-Cookie. The pages that need the cart (/panier, the
 * header's count) read it here and hand the shop's rules (domain/shop/cart.server.ts) its lines.
 */
import {
  CART_COOKIE,
  CART_MAX_AGE_SECONDS,
  cartCookieValue,
  parseCart,
  serializeCart,
  type CartLine,
} from "~/domain/shop/cart";
import { cookieAttributes } from "~/server/cookies.server";

export function readCart(request: Request): CartLine[] {
  return parseCart(cartCookieValue(request.headers.get("cookie")));
}

/** The Set-Cookie value that stores `lines` (an empty cart deletes the cookie). */
export function cartCookie(lines: CartLine[]): string {
  const value = serializeCart(lines);
  const maxAge = value ? CART_MAX_AGE_SECONDS : 0;
  return `${CART_COOKIE}=${value}; ${cookieAttributes(maxAge)}`;
}
