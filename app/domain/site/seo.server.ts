import { getSettings } from "~/domain/settings/settings.server";
import type { Seo } from "~/lib/seo";
import type { Db } from "~/server/db.server";
import { urlOn, type PageAddress } from "~/server/site-url.server";

export interface PageSeo {
  seo: Seo;
  siteName: string;
}

/**
 * Search-engine data of a public page: "Title | Short name", its description (cut to 160
 * characters), canonical URL (the path without the list's query string unless given) and image.
 * Loaders return it; `meta` turns it into tags with `seoMeta(data?.seo, data?.siteName)`.
 * `address`: where the page is (`pageAddress(request)`, server/site-url.server.ts).
 */
export async function pageSeo(
  db: Db,
  address: PageAddress,
  page: { title: string; description: string; path?: string; image?: string | null },
): Promise<PageSeo> {
  const { general } = await getSettings(db, ["general"]);
  const path = page.path ?? address.pathname;
  return {
    siteName: general.siteName,
    seo: {
      title: `${page.title} | ${general.shortName}`,
      description: truncate(page.description || general.siteDescription, 160),
      url: urlOn(address.base, path),
      image: page.image ?? undefined,
    },
  };
}

function truncate(text: string, max: number): string {
  const flat = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
