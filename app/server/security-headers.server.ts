/**
 * The security headers of the site's responses (docs/decisions/0019-content-security-policy.md).
 *
 * - Every HTML page carries an enforced Content-Security-Policy: scripts only from the site and
 *   from inline scripts that carry this render's nonce (React Router's hydration data and module
 *   imports), no plugins, no <base> elsewhere, framed only by the site itself.
 * - Styles keep 'unsafe-inline': the UI libraries (Radix, sonner) set style attributes, which no
 *   nonce can cover (the stylesheet itself is a file of the site). Styles cannot run code; scripts
 *   are what the policy is for.
 * - Every external origin a page may use is listed by name: the OpenStreetMap frame of the contact
 *   section (loaded only on request, decision 0005). Speech recordings may be audio or video files
 *   on any https host a volunteer links to, hence `media-src https:`.
 */
import { randomBytes } from "node:crypto";

/** The frame of the contact map (components/site/map-embed.tsx). */
export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org";

/**
 * Stripe's hosted pages a form may be redirected to (Checkout for a gift or an order, the customer
 * portal for a monthly gift's card): without them a browser without JavaScript refuses to follow
 * the 303 that ends the form's POST.
 */
export const PAYMENT_FORM_ORIGINS = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/** A Stripe-compatible server set by STRIPE_API_URL (tests, local runs) hosts its own pages. */
function paymentApiOrigin(): string[] {
  const url = process.env.STRIPE_API_URL?.trim();
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A fresh nonce for one render: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface CspOptions {
  nonce: string;
  /** Development server: Vite's client talks to it over a WebSocket. */
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, development }: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`],
    ["script-src-attr", "'none'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["media-src", "'self'", "https:"],
    ["connect-src", "'self'", ...(development ? ["ws:", "wss:"] : [])],
    ["frame-src", MAP_FRAME_ORIGIN],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...PAYMENT_FORM_ORIGINS, ...paymentApiOrigin()],
    ["frame-ancestors", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** One year: the site is meant to be reached over https only once it is. */
export const HSTS_VALUE = "max-age=31536000";

/** The back-office (donors' personal data, receipts, exports) and the login pages. */
const PRIVATE_AREAS = ["/admin", "/connexion", "/mon-espace"];

/**
 * Responses that must never be kept by a browser, a proxy or the page cache: an area's page, its
 * sub-pages ("/admin/dons") and its data requests ("/admin.data").
 */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_AREAS.some(
    (area) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}.`),
  );
}
