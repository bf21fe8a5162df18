/**
 * What server.js hands to every loader and action besides the request, as React Router's
 * middleware-era context (`future.v8_middleware`): a typed value per key instead of one loose
 * object.
 */
import { randomBytes } from "node:crypto";
import { createContext, RouterContextProvider } from "react-router";
import { readCookie } from "~/lib/cookie-header";
import { clearCookie, setCookie } from "~/server/cookies.server";

/** The visitor's address as Express sees it (honours TRUST_PROXY); undefined when unknown. */
export const clientIpContext = createContext<string | undefined>(undefined);

/**
 * The request's id: sent back as X-Request-Id, written on the log lines of its errors and shown
 * on its error page, so that the code a visitor quotes leads to the line (server.js makes it).
 */
export const requestIdContext = createContext<string>();

/** Twelve hex digits: short enough to read out over the phone, unique enough to find a line. */
export function newRequestId(): string {
  return randomBytes(6).toString("hex");
}

const REQUEST_ID = /^[0-9a-f]{12}$/;

/** The context of one request (server.js; tests build theirs the same way). */
export function createLoadContext(
  clientIp?: string,
  requestId: string = newRequestId(),
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  context.set(requestIdContext, requestId);
  return context;
}

/** The id of the request `context` belongs to; undefined for a context made elsewhere. */
export function requestIdOf(
  context: Readonly<RouterContextProvider> | undefined,
): string | undefined {
  try {
    return context?.get(requestIdContext);
  } catch {
    // A context without the key (React Router's own, before server.js hands ours) throws.
    return undefined;
  }
}

/*
 * A form sent with JavaScript that fails is one request (the action), and the error page that
 * follows shows the data of the next one (the browser cannot read the first answer's headers,
 * and the error itself reaches it as "Unexpected Server Error"). The failed request's id is left
 * in a short cookie that the next request's root loader reads and clears, so the page shows the
 * id the log holds. httpOnly like every cookie of the site: only the server reads it.
 */
export const FAILED_REQUEST_COOKIE = "__requete_echouee";
const FAILED_REQUEST_MAX_AGE_S = 30;

/** The Set-Cookie value that leaves `requestId` for the next request. */
export function failedRequestCookie(requestId: string): string {
  return setCookie(FAILED_REQUEST_COOKIE, requestId, FAILED_REQUEST_MAX_AGE_S);
}

/** The Set-Cookie value that removes it. */
export function clearFailedRequestCookie(): string {
  return clearCookie(FAILED_REQUEST_COOKIE);
}

/** The id a failed form left in the request's cookies, if any. */
export function failedRequestIdOf(request: Request): string | undefined {
  const value = readCookie(request.headers.get("cookie"), FAILED_REQUEST_COOKIE);
  return value !== null && REQUEST_ID.test(value) ? value : undefined;
}
