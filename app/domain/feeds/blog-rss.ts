/**
 * The blog as an RSS 2.0 feed (/blog/rss.xml), written by the `feed` package: each published
 * article with its summary and its full text (content:encoded), newest first. Pure: the route
 * gives the articles and the site's addresses.
 */
import { Feed } from "feed";
import { absoluteLinks, cdataHtml, htmlEscape, xmlText } from "./xml-text";

export interface RssArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedAt: Date;
  /** Sanitized HTML. */
  content: string;
}

export interface FeedChannel {
  siteName: string;
  title: string;
  description: string;
  /** The absolute URL of a site path. */
  absolute: (path: string) => string;
}

export function blogRss(channel: FeedChannel, articles: RssArticle[]): string {
  const { absolute } = channel;
  const feed = new Feed({
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    id: absolute("/blog"),
    link: absolute("/blog"),
    language: "fr-CA",
    feedLinks: { rss: absolute("/blog/rss.xml") },
    copyright: xmlText(`© ${channel.siteName}`),
    // The newest article's date: the file only changes when an article does.
    updated: articles[0]?.publishedAt ?? new Date(0),
    generator: false,
    ttl: 60,
  });
  for (const article of articles) {
    const link = absolute(`/blog/${encodeURIComponent(article.slug)}`);
    const content =
      article.content.trim() || `<p>${htmlEscape(article.excerpt || article.title)}</p>`;
    feed.addItem({
      title: cdataHtml(article.title),
      link,
      date: article.publishedAt,
      description: cdataHtml(article.excerpt),
      content: cdataHtml(absoluteLinks(content, absolute)),
      category: [{ name: xmlText(article.category) }],
      // RSS's <author> must be an e-mail address: the author's name goes in dc:creator (the
      // package declares the dc namespace along with content:encoded, which every item has).
      extensions: [{ name: "dc:creator", objects: { _text: xmlText(article.author) } }],
    });
  }
  return feed.rss2();
}
