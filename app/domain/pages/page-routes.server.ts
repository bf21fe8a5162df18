/**
 * Which public addresses a page of the back-office may take (decision 0009): not one the route
 * table already serves. An explicit route always wins over a page row, so a page created there
 * would never show. The rows whose address IS a fixed page ("/projets", "/contact"…) hold that
 * page's editable intro: they keep their address and cannot be deleted.
 * tests/integration/admin-pages.test.ts walks app/routes.ts to check these lists stay complete.
 */
import { FIXED_PUBLIC_PAGES } from "~/domain/site/sitemap.server";

/** Served by a route of app/routes.ts (or by the server), beside the fixed public pages. */
const OTHER_EXACT = [
  "/panier",
  "/connexion",
  "/deconnexion",
  "/login",
  "/cart",
  "/sitemap.xml",
  "/robots.txt",
  "/admin",
  "/media",
  "/mon-espace",
  // Card payments (issue 13): Stripe's webhook and the pages it sends visitors back to.
  "/webhooks/stripe",
  "/don/merci",
  "/don/annule",
  "/panier/merci",
  // The newsletter (issue 15): sign-up, confirmation and unsubscribe pages.
  "/infolettre",
  // The site search (decision 0030).
  "/recherche",
  // The emblem as a PNG (podcast cover, organization logo; issue 15).
  "/logo.png",
];

/** Everything below these is served by a route with a parameter (or is the back-office). */
const RESERVED_PREFIXES = [
  "/admin/",
  "/connexion/",
  "/media/",
  "/projets/",
  "/boutique/",
  "/blog/",
  "/evenements/",
  "/sope-naby/",
  "/discours/",
  "/mon-espace/",
  "/infolettre/",
  // An attendee's registration links (cancel, and the waiting list's offers).
  "/inscription/",
];

const fixedPages = new Set<string>(FIXED_PUBLIC_PAGES);
const exact = new Set<string>([...FIXED_PUBLIC_PAGES, ...OTHER_EXACT]);

/** True when the site already serves `route` otherwise: a new page cannot take it. */
export function isReservedRoute(route: string): boolean {
  return exact.has(route) || RESERVED_PREFIXES.some((prefix) => route.startsWith(prefix));
}

/** True for the row holding a fixed public page's intro ("/projets"): address kept, never deleted. */
export function isFixedPageRoute(route: string): boolean {
  return fixedPages.has(route);
}

/**
 * True for a fixed page that shows an intro text from the pages table (all but the home page):
 * a new page may be created at exactly that address to give the page its intro, once.
 */
export function isIntroRoute(route: string): boolean {
  return route !== "/" && fixedPages.has(route);
}
