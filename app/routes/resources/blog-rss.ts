/** /blog/rss.xml: the published articles, full text, as RSS 2.0 (advertised by /blog's <head>). */
import { blogRss } from "~/domain/feeds/blog-rss";
import { blogFeedArticles } from "~/domain/blog/blog.server";
import { xmlFeedResponse } from "~/server/feed-response.server";
import { getSettings } from "~/domain/settings/settings.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/blog-rss";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [articles, { general }] = await Promise.all([
    blogFeedArticles(db),
    getSettings(db, ["general"]),
  ]);
  const xml = blogRss(
    {
      siteName: general.siteName,
      title: `Blog — ${general.siteName}`,
      description: "Enseignements, histoire de la Tidjaniya et nouvelles de la communauté.",
      absolute: (path) => absoluteUrl(request, path),
    },
    articles,
  );
  return xmlFeedResponse(xml);
}
