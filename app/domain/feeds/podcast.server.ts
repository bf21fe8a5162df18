/**
 * The podcast's episodes: the published speeches whose recording is an audio or video file (a
 * link to a video site cannot be played by a podcast application, so it is left out), newest
 * first. The site's own files (/media/…) give their exact length and type from the media table;
 * a file elsewhere is announced with length 0, as RSS allows when the size is unknown.
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { media, speeches } from "#db/schema";
import { speechMedia } from "~/domain/speeches/media";
import { zonedInstant } from "~/lib/zoned-time";
import type { Db } from "~/server/db.server";
import { durationSeconds, mediaKeyOf, mimeTypeOf } from "./episode-file";
import type { PodcastEpisode } from "./podcast";

/** Podcast applications read the newest episodes; older ones stay on the site. */
export const PODCAST_LIMIT = 100;

export async function podcastEpisodes(
  db: Db,
  absolute: (path: string) => string,
): Promise<PodcastEpisode[]> {
  const rows = await db
    .select({
      id: speeches.id,
      title: speeches.title,
      speaker: speeches.speaker,
      date: speeches.date,
      type: speeches.type,
      durationText: speeches.durationText,
      excerpt: speeches.excerpt,
      content: speeches.content,
      mediaUrl: speeches.mediaUrl,
    })
    .from(speeches)
    .where(and(eq(speeches.published, true), isNotNull(speeches.mediaUrl)))
    .orderBy(desc(speeches.date), desc(speeches.id))
    .limit(PODCAST_LIMIT);

  const withFiles = rows.flatMap((row) => {
    const file = speechMedia(row.mediaUrl, row.type);
    return file && file.kind !== "link" ? [{ row, file }] : [];
  });
  const keys = withFiles.flatMap(({ file }) => mediaKeyOf(file.url) ?? []);
  const stored = keys.length
    ? await db
        .select({ key: media.key, size: media.size, mimeType: media.mimeType })
        .from(media)
        .where(inArray(media.key, keys))
    : [];
  const byKey = new Map(stored.map((file) => [file.key, file]));

  return withFiles.flatMap(({ row, file }) => {
    const local = byKey.get(mediaKeyOf(file.url) ?? "");
    const mimeType = local?.mimeType ?? mimeTypeOf(file);
    // A file whose type nobody can tell would not play: no enclosure, no episode.
    if (!mimeType) return [];
    return [
      {
        id: row.id,
        title: row.title,
        speaker: row.speaker,
        // A calendar day: noon in Saguenay, so that no time zone moves it to another day.
        date: zonedInstant(row.date, "12:00"),
        excerpt: row.excerpt,
        content: row.content,
        fileUrl: absolute(file.url),
        mimeType,
        length: local?.size ?? 0,
        durationSeconds: durationSeconds(row.durationText),
      },
    ];
  });
}
