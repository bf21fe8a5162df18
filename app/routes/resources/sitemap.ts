import { sitemapEntries, sitemapXml } from "~/domain/site/sitemap.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml: every public page and item (DESIGN.md, issue 3 §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const entries = await sitemapEntries(await getDb());
  return new Response(
    sitemapXml(entries, (path) => absoluteUrl(request, path)),
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
}
