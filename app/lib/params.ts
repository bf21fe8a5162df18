/**
 * A record id from the URL ("/projets/12"), or null when the segment is not a plain positive
 * integer that fits the database's integer column ("12abc", "0", "99999999999" → null), so a
 * mistyped address answers 404 rather than a database error.
 */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
