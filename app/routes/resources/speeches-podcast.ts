/**
 * /discours/podcast.xml: the speeches that have a recording, as a podcast that Apple Podcasts,
 * AntennaPod and the other applications subscribe to (advertised by /discours's <head>).
 */
import { podcastRss } from "~/domain/feeds/podcast";
import { podcastEpisodes } from "~/domain/feeds/podcast.server";
import { xmlFeedResponse } from "~/server/feed-response.server";
import { getSettings } from "~/domain/settings/settings.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/speeches-podcast";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const absolute = (path: string) => absoluteUrl(request, path);
  const [episodes, { general }] = await Promise.all([
    podcastEpisodes(db, absolute),
    getSettings(db, ["general"]),
  ]);
  const xml = podcastRss(
    {
      siteName: general.siteName,
      title: `Discours — ${general.siteName}`,
      description: `Khutbas et conférences — ${general.siteName}`,
      absolute,
      owner: { name: general.siteName, email: general.contactEmail },
      coverUrl: absolute("/logo.png"),
    },
    episodes,
  );
  return xmlFeedResponse(xml);
}
