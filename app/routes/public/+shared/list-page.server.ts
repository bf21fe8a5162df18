/**
 * How every fixed public list page's loader begins (/discours, /bureau, /boutique…): the page's
 * text and its list, read together from the request (domain/pages/page-seo.server.ts `listPage`).
 * `list` is given the database; the page's own filters are read before, from the URL.
 *
 *   const [members, text] = await loadListPage(request, PAGE, listBoardMembers);
 */
import { listPage, type PageDefaults, type SeoExtras } from "~/domain/pages/page-seo.server";
import type { PageText } from "~/domain/pages/page-text.server";
import { getDb, type Db } from "~/server/db.server";
import { pageAddress } from "~/server/site-url.server";

export async function loadListPage<T>(
  request: Request,
  defaults: PageDefaults,
  list: (db: Db) => Promise<T>,
  extras?: (list: T, page: PageText | null) => SeoExtras,
) {
  const db = await getDb();
  return listPage(db, pageAddress(request), defaults, list(db), extras);
}
