/**
 * Zod compiles its object schemas with `new Function` when the page allows eval, and probes for
 * that as soon as an object schema is built, i.e. while a route module loads. The site's policy
 * forbids eval (app/server/security-headers.server.ts), so even the probe is a reported
 * violation. Zod reads its configuration from this global, shared by every copy of Zod, and with
 * `jitless` it neither probes nor compiles: the forms' schemas run interpreted in the browser.
 *
 * Imported first by app/root.tsx, whose module graph the browser evaluates before any route's.
 * Setting the global directly (rather than `z.config()`) keeps Zod itself out of public pages.
 */
const scope = globalThis as typeof globalThis & {
  __zod_globalConfig?: { jitless?: boolean };
};
if (typeof document !== "undefined") {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

export {};
