/**
 * Absolute URLs for canonical links and Open Graph tags. Behind a proxy the request's own host
 * may be an internal one, so PUBLIC_URL wins when it is set.
 */
export function absoluteUrl(request: Request, path: string): string {
  const base = process.env.PUBLIC_URL?.trim() || new URL(request.url).origin;
  return new URL(path, base.endsWith("/") ? base : `${base}/`).href;
}
