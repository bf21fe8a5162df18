/**
 * The blog as an RSS 2.0 feed (/blog/rss.xml), written by the `feed` package: each published
 * article with its summary and its full text (content:encoded), newest first. Pure: the route
 * gives the articles and the site's addresses.
 */
import { Feed } from "feed";
import { channelOptions, itemContent, type FeedChannel } from "./channel";
import { cdataHtml, xmlText } from "./xml-text";

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

export function blogRss(channel: FeedChannel, articles: RssArticle[]): string {
  const { absolute } = channel;
  const feed = new Feed(
    channelOptions(channel, {
      page: "/blog",
      file: "/blog/rss.xml",
      updated: articles[0]?.publishedAt,
    }),
  );
  for (const article of articles) {
    const link = absolute(`/blog/${encodeURIComponent(article.slug)}`);
    feed.addItem({
      title: cdataHtml(article.title),
      link,
      date: article.publishedAt,
      description: cdataHtml(article.excerpt),
      content: itemContent(article.content, article.excerpt || article.title, absolute),
      category: [{ name: xmlText(article.category) }],
      // RSS's <author> must be an e-mail address: the author's name goes in dc:creator (the
      // package declares the dc namespace along with content:encoded, which every item has).
      extensions: [{ name: "dc:creator", objects: { _text: xmlText(article.author) } }],
    });
  }
  return feed.rss2();
}
