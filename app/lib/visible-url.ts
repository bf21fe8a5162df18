/**
 * The address the visitor sees, from the request a loader or action receives.
 *
 * React Router passes its requests through unchanged (`future.v8_passThroughRequests`): a data
 * request (a navigation or a form sent with JavaScript) arrives as `/admin/dons.data?_routes=…`,
 * a form posted to an index route with `?index`. Whatever is built from the address — the
 * page to come back to after signing in, a canonical link, a redirect that keeps the filters —
 * must use the visitor's address, without those parts of React Router's own protocol.
 */
const INTERNAL_PARAMS = ["_routes", "index"];

export function visibleUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  for (const name of INTERNAL_PARAMS) url.searchParams.delete(name);
  return url;
}
