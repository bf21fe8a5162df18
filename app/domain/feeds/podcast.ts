/**
 * The speeches with a recording as a podcast (/discours/podcast.xml): RSS 2.0 written by the
 * `feed` package, with the iTunes tags Apple Podcasts requires and AntennaPod reads (itunes:author,
 * itunes:owner, itunes:image, itunes:category, itunes:explicit, itunes:duration) and one enclosure
 * per episode with its length and MIME type. The package writes itunes:author and the namespaces
 * itself (`podcast: true`); the other tags, which it lacks or writes in an older form (a category
 * as text instead of `text="…"`), are its "extensions", escaped here. Pure.
 */
import { Feed, type Extension } from "feed";
import { channelOptions, itemContent, type FeedChannel } from "./channel";
import { cdataHtml, xmlAttribute, xmlText } from "./xml-text";

export interface PodcastEpisode {
  id: number;
  title: string;
  speaker: string;
  /** When it was given. */
  date: Date;
  excerpt: string;
  /** Sanitized HTML (may be empty). */
  content: string;
  /** Absolute URL of the audio or video file. */
  fileUrl: string;
  mimeType: string;
  /** Bytes; 0 when unknown (RSS Best Practices Profile, "enclosure"). */
  length: number;
  /** Seconds, or null when unknown. */
  durationSeconds: number | null;
}

export interface PodcastChannel extends FeedChannel {
  /** Who publishes it (itunes:author, itunes:owner). */
  owner: { name: string; email: string };
  /** Absolute URL of the cover: a square PNG or JPEG of 1400 to 3000 px (Apple's rule). */
  coverUrl: string;
}

/** Apple's category for religious teaching, with its Islam sub-category. */
const CATEGORY = { top: "Religion & Spirituality", sub: "Islam" };

const text = (value: string) => ({ _text: xmlText(value) });

export function podcastRss(channel: PodcastChannel, episodes: PodcastEpisode[]): string {
  const { absolute } = channel;
  const feed = new Feed({
    ...channelOptions(channel, {
      page: "/discours",
      file: "/discours/podcast.xml",
      updated: episodes[0]?.date,
    }),
    image: channel.coverUrl,
    podcast: true,
    author: { name: xmlText(channel.owner.name) },
  });
  const channelTags: Extension[] = [
    {
      name: "itunes:owner",
      objects: {
        "itunes:name": text(channel.owner.name),
        "itunes:email": text(channel.owner.email),
      },
    },
    { name: "itunes:image", objects: { _attributes: { href: xmlAttribute(channel.coverUrl) } } },
    {
      name: "itunes:category",
      objects: {
        _attributes: { text: xmlAttribute(CATEGORY.top) },
        "itunes:category": { _attributes: { text: xmlAttribute(CATEGORY.sub) } },
      },
    },
    { name: "itunes:explicit", objects: { _text: "false" } },
    { name: "itunes:type", objects: { _text: "episodic" } },
    { name: "itunes:summary", objects: text(channel.description) },
  ];
  for (const tag of channelTags) feed.addExtension(tag);

  for (const episode of episodes) {
    const link = absolute(`/discours/${episode.id}`);
    const summary = episode.excerpt || episode.title;
    const itemTags: Extension[] = [
      { name: "itunes:author", objects: text(episode.speaker) },
      { name: "itunes:explicit", objects: { _text: "false" } },
      { name: "itunes:episodeType", objects: { _text: "full" } },
      { name: "itunes:summary", objects: text(summary) },
    ];
    if (episode.durationSeconds) {
      itemTags.push({
        name: "itunes:duration",
        objects: { _text: String(episode.durationSeconds) },
      });
    }
    feed.addItem({
      title: cdataHtml(episode.title),
      link,
      // The page's address never changes (it is the id): apps keep one episode per speech.
      guid: link,
      date: episode.date,
      description: cdataHtml(summary),
      content: itemContent(episode.content, summary, absolute),
      enclosure: { url: episode.fileUrl, type: episode.mimeType, length: episode.length },
      extensions: itemTags,
    });
  }
  return feed.rss2();
}
