import { pageSeo, type PageSeo } from "~/domain/site/seo.server";
import { pageAddress } from "~/server/site-url.server";
import type { Db } from "~/server/db.server";

/**
 * Search-engine data of a page that shows one record (an event, a meeting, a project): the
 * record's own title, description and picture describe the page.
 */
export function recordSeo(
  db: Db,
  request: Request,
  record: { title: string; description: string; image: string },
): Promise<PageSeo> {
  const { title, description, image } = record;
  return pageSeo(db, pageAddress(request), { title, description, image });
}
