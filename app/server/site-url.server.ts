/**
 * Absolute URLs for canonical links and Open Graph tags. Behind a proxy the request's own host
 * may be an internal one, so PUBLIC_URL wins when it is set.
 */
import { visibleUrl } from "~/lib/visible-url";

/** The site's public base address for this request: PUBLIC_URL when set, else its origin. */
export function siteBase(request: Request): string {
  return process.env.PUBLIC_URL?.trim() || new URL(request.url).origin;
}

/** `path` as an absolute address on the site whose public base address is `base`. */
export function urlOn(base: string, path: string): string {
  return new URL(path, base.endsWith("/") ? base : `${base}/`).href;
}

export function absoluteUrl(request: Request, path: string): string {
  return urlOn(siteBase(request), path);
}

/**
 * Where a page is, as values the domain takes instead of the request: the site's public base
 * address and the path the visitor sees (without React Router's data-request suffix).
 */
export interface PageAddress {
  base: string;
  pathname: string;
}

export function pageAddress(request: Request): PageAddress {
  return { base: siteBase(request), pathname: visibleUrl(request).pathname };
}
