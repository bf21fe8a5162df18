/** Wording and links of the public blog, shared by the list and the article page. */
import { ARTICLE_STATUSES } from "#db/vocabularies";
import { labelsFor } from "~/lib/labels";

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

/**
 * Article statuses (spec back-office.md §4), as stored, with their French labels; 'Inconnu' for a
 * value the screen does not know.
 */
const blogStatus = labelsFor(
  ARTICLE_STATUSES,
  { published: "Publié", draft: "Brouillon", archived: "Archivé" },
  "Inconnu",
);
export const { labels: blogStatuses, values: blogStatusKeys, label: blogStatusLabel } = blogStatus;
export type BlogStatus = (typeof blogStatusKeys)[number];

/**
 * The categories offered in the back-office (spec back-office.md §9). They are stored as these
 * French names, which the public blog lists and filters on (`/blog?category=Histoire`).
 */
export const blogCategories = [
  "Histoire",
  "Enseignements",
  "Projets",
  "Éducation",
  "Événements",
  "Communauté",
  "Spiritualité",
  "Autre",
] as const;
