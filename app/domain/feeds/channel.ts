/**
 * What the site's two RSS feeds (the blog, the podcast) write alike: the channel's words and
 * addresses, and an item's full text. Pure.
 */
import type { FeedOptions } from "feed";
import { absoluteLinks, cdataHtml, htmlEscape, xmlText } from "./xml-text";

export interface FeedChannel {
  siteName: string;
  title: string;
  description: string;
  /** The absolute URL of a site path. */
  absolute: (path: string) => string;
}

/**
 * The channel of the feed at `file`, about the page at `page`. `updated` is the newest item's
 * date: the file only changes when an item does.
 */
export function channelOptions(
  channel: FeedChannel,
  { page, file, updated }: { page: string; file: string; updated: Date | undefined },
) {
  const { absolute } = channel;
  return {
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    id: absolute(page),
    link: absolute(page),
    language: "fr-CA",
    feedLinks: { rss: absolute(file) },
    copyright: xmlText(`© ${channel.siteName}`),
    updated: updated ?? new Date(0),
    generator: false,
    ttl: 60,
  } satisfies FeedOptions;
}

/** An item's content:encoded: its sanitized HTML, or `summary` as a paragraph when it has none. */
export function itemContent(
  html: string,
  summary: string,
  absolute: FeedChannel["absolute"],
): string {
  const content = html.trim() || `<p>${htmlEscape(summary)}</p>`;
  return cdataHtml(absoluteLinks(content, absolute));
}
