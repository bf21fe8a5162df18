/**
 * What server.js hands to every loader and action besides the request, as React Router's
 * middleware-era context (`future.v8_middleware`): a typed value per key instead of one loose
 * object.
 */
import { createContext, RouterContextProvider } from "react-router";

/** The visitor's address as Express sees it (honours TRUST_PROXY); undefined when unknown. */
export const clientIpContext = createContext<string | undefined>(undefined);

/** The context of one request (server.js; tests build theirs the same way). */
export function createLoadContext(clientIp?: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  return context;
}
