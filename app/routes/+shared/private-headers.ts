/**
 * No page of the donor space, nor any page an e-mailed link opens, is kept by a browser, a proxy
 * or the page cache.
 */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };
