/** Secure cookies when the public address is https, or when COOKIE_SECURE=1 (TLS at a proxy). */
function secureCookies(): boolean {
  return (
    process.env.COOKIE_SECURE === "1" ||
    (process.env.PUBLIC_URL ?? "").trim().toLowerCase().startsWith("https:")
  );
}

/**
 * The attributes of every cookie the site sets (session, flash toast, cart): whole site, not
 * readable by scripts, not sent by cross-site POSTs, Secure over https.
 */
export function cookieAttributes(maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secureCookies() ? "; Secure" : ""}`;
}

/** The Set-Cookie value that gives cookie `name` the `value` for `maxAgeSeconds`. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; ${cookieAttributes(maxAgeSeconds)}`;
}

/** The Set-Cookie value that removes cookie `name`. */
export function clearCookie(name: string): string {
  return setCookie(name, "", 0);
}
