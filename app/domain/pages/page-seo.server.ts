/**
 * What every fixed public page's loader shares (/discours, /personnel, /contact…): its editable
 * text, the pages-table row at its address that the foundation writes in the back-office (decision
 * 0009), over the page's own defaults, and its search-engine data described by that text. It
 * takes where the page is (`pageAddress(request)`, server/site-url.server.ts), not the request.
 */
import { getPageText, type PageText } from "~/domain/pages/page-text.server";
import { pageSeo, type PageSeo } from "~/domain/site/seo.server";
import type { PageAddress } from "~/server/site-url.server";
import type { Db } from "~/server/db.server";

export interface PageDefaults {
  /** The pages-table row holding the page's text ("/personnel"). */
  route: string;
  /** The title when the row has none, or always with `fixedTitle`. */
  title: string;
  fixedTitle?: boolean;
  /** The intro, and search description, when the row has no summary. */
  intro?: string;
  /** The canonical path, when it is not the request's. */
  path?: string;
  /**
   * Given, the search description falls back on the row's content, then on this, where it would
   * otherwise be the intro.
   */
  description?: string;
}

/** What a page describes itself with beside its text: a picture, another description. */
export interface SeoExtras {
  description?: string;
  image?: string | null;
}

export interface PageIntro extends PageSeo {
  /** The row itself (null when none was written), for its content. */
  page: PageText | null;
  title: string;
  /** The row's summary, else the default intro, else "". */
  intro: string;
}

/** A page's text over its defaults, and its search-engine data (described by its intro). */
export async function pageText(
  db: Db,
  address: PageAddress,
  defaults: PageDefaults,
  extras: SeoExtras = {},
): Promise<PageIntro> {
  return describe(db, address, defaults, await getPageText(db, defaults.route), extras);
}

/**
 * A list page: the page's text and its list, read together, then its search-engine data, which
 * may take a picture (or a description) from the list.
 */
export async function listPage<T>(
  db: Db,
  address: PageAddress,
  defaults: PageDefaults,
  list: Promise<T>,
  extras?: (list: T, page: PageText | null) => SeoExtras,
): Promise<[T, PageIntro]> {
  const [items, page] = await Promise.all([list, getPageText(db, defaults.route)]);
  return [items, await describe(db, address, defaults, page, extras?.(items, page))];
}

async function describe(
  db: Db,
  address: PageAddress,
  defaults: PageDefaults,
  page: PageText | null,
  extras: SeoExtras = {},
): Promise<PageIntro> {
  const title = (!defaults.fixedTitle && page?.title) || defaults.title;
  const intro = page?.summary || defaults.intro || "";
  const description =
    defaults.description === undefined ? intro : intro || page?.content || defaults.description;
  const { seo, siteName } = await pageSeo(db, address, {
    title,
    description: extras.description ?? description,
    path: defaults.path,
    image: extras.image,
  });
  return { page, title, intro, seo, siteName };
}
