/**
 * Server-side pagination shared by the back-office list screens (isomorphic: no server import).
 * A screen reads `?page=` with `parsePage`, counts its rows, then asks `pageWindow` for the page
 * to show and the rows to skip; a page past the end gives the last one.
 */

/** `?page=` as typed: absent → page 1; digits (at most 9) → that number; anything else → invalid. */
export function parsePage(raw: string | null): { page: number; valid: boolean } {
  if (raw === null) return { page: 1, valid: true };
  if (!/^\d{1,9}$/.test(raw)) return { page: 1, valid: false };
  return { page: Number(raw), valid: true };
}

/** How many pages `total` rows fill, never fewer than one (an empty list still has page 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The requested page brought within 1…pageCount (0, negatives and NaN give 1). */
export function clampPage(requested: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(requested) || 1), Math.max(1, count));
}

/** The page to show for `total` rows, and the LIMIT/OFFSET that fetch it. */
export function pageWindow(requested: number, total: number, perPage: number) {
  const count = pageCount(total, perPage);
  const page = clampPage(requested, count);
  return { page, pageCount: count, limit: perPage, offset: (page - 1) * perPage };
}

/** The notice shown when `?page=` was not a number. */
export const BAD_PAGE = "Numéro de page invalide : la première page est affichée.";

/** One page of a screen's list, as the list functions answer it and the list components draw it. */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pageCount: number;
  total?: number;
}
