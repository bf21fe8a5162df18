// What server.js passes to every loader and action besides the request.
declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address as Express sees it (honours TRUST_PROXY). */
    clientIp?: string;
  }
}

export {};
