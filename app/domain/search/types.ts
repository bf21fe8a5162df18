import type { TextPiece } from "./highlight";
import type { SearchKind } from "./labels";

/** One item the site search found (plain data for the page). */
export interface SearchHit {
  kind: SearchKind;
  /** The item's public address. */
  url: string;
  title: TextPiece[];
  /** The best passages of the item's text (its start when only the title matched). */
  excerpt: TextPiece[];
}

/** One page of the site search's results. */
export interface SearchResults {
  hits: SearchHit[];
  /** Every match, all pages together. */
  total: number;
  page: number;
  pageCount: number;
  /** The rank of the page's first hit (11 on page 2). */
  first: number;
}
