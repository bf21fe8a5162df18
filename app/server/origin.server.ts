/**
 * Cross-site request check (login CSRF, forged back-office forms). SameSite=Lax already keeps the
 * session cookie off cross-site POSTs; this check refuses them outright, whatever the route.
 *
 * Called once, by server.js, for every request before the page cache and React Router: that is
 * the only place that runs before *every* action — document POSTs (forms without JavaScript),
 * `.data` POSTs (forms with JavaScript) and resource routes alike. (In React Router 7 without
 * middleware, entry.server's handleRequest runs after the action, so it cannot guard it.)
 */

export const FORBIDDEN_ORIGIN_MESSAGE = "Requête refusée : origine non autorisée.";

export interface OriginCheckInput {
  method: string;
  /** The Origin header, if any. */
  origin?: string | null;
  /** The Referer header, if any (used only when Origin is absent). */
  referer?: string | null;
  /** The request's own host (Host header, "name[:port]"). */
  host?: string | null;
  /** The site's public address (PUBLIC_URL); its host is accepted too (behind a proxy). */
  publicUrl?: string | null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    return parsed.host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when the request may go on: a safe method, or a sender (Origin, else Referer) on the
 * request's own host or PUBLIC_URL's. A request with neither header (curl, server-to-server) is
 * let through: browsers always send Origin with a cross-site POST. "Origin: null" (sandboxed
 * frames, opaque origins) is refused.
 */
export function isAllowedOrigin(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  const sender = input.origin?.trim() || input.referer?.trim();
  if (!sender) return true;
  const senderHost = hostOf(sender);
  if (!senderHost) return false;
  const allowed = new Set<string>();
  if (input.host) allowed.add(input.host.trim().toLowerCase());
  const publicHost = input.publicUrl?.trim() ? hostOf(input.publicUrl.trim()) : null;
  if (publicHost) allowed.add(publicHost);
  return allowed.has(senderHost);
}

/** The same check on a Fetch Request (its URL gives the host). */
export function isAllowedRequest(request: Request, publicUrl = process.env.PUBLIC_URL): boolean {
  return isAllowedOrigin({
    method: request.method,
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
    host: request.headers.get("host") ?? new URL(request.url).host,
    publicUrl,
  });
}
