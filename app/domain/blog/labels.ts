/** Wording and links of the public blog, shared by the list and the article page. */

/** 5 → "5 min de lecture" */
export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min de lecture`;
}

/** The list filtered on one category ("/blog?category=Prières"); null gives the whole blog. */
export function blogCategoryHref(category: string | null): string {
  return category ? `/blog?${new URLSearchParams({ category }).toString()}` : "/blog";
}

/**
 * `?category=` as typed, kept only when it is one of the categories that have public articles;
 * anything else shows every article (never an error).
 */
export function parseBlogCategory(raw: string | null, categories: string[]): string | null {
  return raw !== null && categories.includes(raw) ? raw : null;
}
