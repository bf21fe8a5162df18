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
