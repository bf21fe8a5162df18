import type { MetaDescriptor } from "react-router";

export interface Seo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string;
}

/** Title, description, canonical and Open Graph tags of one page. */
export function seoMeta(seo: Seo | undefined, siteName?: string): MetaDescriptor[] {
  if (!seo) return [{ title: siteName ?? "" }];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "fr_CA" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (seo.image) tags.push({ property: "og:image", content: new URL(seo.image, seo.url).href });
  return tags;
}

/**
 * A page search engines must not list (a sign-in, an e-mailed link, a page not found): its title
 * and nothing else to index.
 */
export function noindexMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** The site's feeds: a reader, podcast or calendar application subscribes to their address. */
export const FEEDS = {
  blog: { path: "/blog/rss.xml", type: "application/rss+xml", title: "Blog (RSS)" },
  podcast: {
    path: "/discours/podcast.xml",
    type: "application/rss+xml",
    title: "Discours (balado)",
  },
  calendar: {
    path: "/evenements/calendrier.ics",
    type: "text/calendar",
    title: "Calendrier des événements",
  },
} as const;
export type FeedName = keyof typeof FEEDS;

/**
 * `<link rel="alternate">` tags announcing feeds in a page's <head>, where readers and browsers
 * look for them; absolute, on the page's canonical origin.
 */
export function feedAlternates(seo: Seo | undefined, names: FeedName[]): MetaDescriptor[] {
  if (!seo) return [];
  return names.map((name) => ({
    tagName: "link",
    rel: "alternate",
    type: FEEDS[name].type,
    title: FEEDS[name].title,
    href: new URL(FEEDS[name].path, seo.url).href,
  }));
}

/** A page's schema.org data (domain/site/structured-data.ts) as a JSON-LD <script> of its head. */
export function jsonLdMeta(data: object | null | undefined): MetaDescriptor[] {
  return data ? [{ "script:ld+json": data }] : [];
}
