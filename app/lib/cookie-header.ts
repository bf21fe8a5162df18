/**
 * Reading one cookie of a request's Cookie header ("a=1; __session=xyz"). Isomorphic and pure:
 * the session, the two-step challenge, the toast, the failed-form id and the cart all read theirs
 * here, each checking the value's own shape.
 */

/** The value of the first cookie named `name` ("" when it is set empty), or null without one. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index >= 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
