/** No page of the donor space is kept by a browser, a proxy or the page cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };
