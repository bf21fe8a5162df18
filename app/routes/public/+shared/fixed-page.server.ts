/**
 * How the loader of a fixed public page begins (/discours, /bureau, /don, /don/merci…): its text
 * as the foundation wrote it in the page manager, over the page's defaults, and its search-engine
 * data (domain/pages/page-seo.server.ts), from the request. `loadPageWith` reads what the page
 * shows (its list, the gift just paid) together with the text; the page's own filters are read
 * before, from the URL.
 *
 *   const [members, text] = await loadPageWith(request, PAGE, listBoardMembers);
 */
import {
  listPage,
  pageText,
  type PageDefaults,
  type SeoExtras,
} from "~/domain/pages/page-seo.server";
import type { PageText } from "~/domain/pages/page-text.server";
import { getDb, type Db } from "~/server/db.server";
import { pageAddress } from "~/server/site-url.server";

export async function loadPageWith<T>(
  request: Request,
  defaults: PageDefaults,
  read: (db: Db) => Promise<T>,
  extras?: (shown: T, page: PageText | null) => SeoExtras,
) {
  const db = await getDb();
  return listPage(db, pageAddress(request), defaults, read(db), extras);
}

/** The page's text alone, for a page that shows nothing else from the database. */
export async function loadPageText(request: Request, defaults: PageDefaults) {
  return pageText(await getDb(), pageAddress(request), defaults);
}
