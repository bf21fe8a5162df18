/** An article card of the public blog (plain data: dates as ISO strings). */
export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  /** ISO instant of publication. */
  publishedAt: string;
  readTimeMinutes: number;
  /** Base URL of the stored image (see lib/images.ts). */
  image: string;
}

/** A whole public article. */
export interface BlogArticle extends BlogCard {
  /** Sanitized HTML. */
  content: string;
}
