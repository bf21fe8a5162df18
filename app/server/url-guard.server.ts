/**
 * Addresses with control characters (`/blog?q=%00`) are refused before any route sees them: no
 * link of the site produces one, and a NUL in a search would reach PostgreSQL, which refuses it
 * in text (a 500). Forms are cleaned at their own boundary (form-data.server.ts); this is the
 * same rule for the address, checked once in server.js.
 */
export const BAD_ADDRESS_MESSAGE =
  "Adresse invalide : elle contient des caractères non permis. Vérifiez le lien et réessayez.";

// A percent-encoded C0 control (but tab, LF, CR, which a textarea sent by GET may hold) or DEL,
// and the same characters unencoded.
const ENCODED_CONTROL = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(url: string): boolean {
  return ENCODED_CONTROL.test(url) || RAW_CONTROL.test(url);
}
