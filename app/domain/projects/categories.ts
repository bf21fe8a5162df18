/**
 * Project categories (spec public-site.md §3): the values stored in `projects.category` and used
 * in the URL of /projets (`?categorie=education`), with their French labels.
 */
import { labelsOf } from "~/lib/labels";

const projectCategories = labelsOf(
  {
    education: "Éducation",
    infrastructure: "Infrastructure",
    social: "Social",
    culture: "Culture",
  },
  // A free tag of the flagship card: "spirituel" → "Spirituel".
  (value) => (value ? value.charAt(0).toLocaleUpperCase("fr-CA") + value.slice(1) : value),
);
export const { labels: CATEGORY_LABELS, values: PROJECT_CATEGORIES } = projectCategories;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** The category asked for in the URL, or null ("Tous") for a missing or unknown value. */
export function parseCategory(raw: string | null | undefined): ProjectCategory | null {
  const value = raw?.trim().toLowerCase();
  return projectCategories.is(value) ? value : null;
}

/** Label of a category (as typed in the URL too) or of a free tag of the flagship card. */
export function categoryLabel(value: string): string {
  return projectCategories.label(parseCategory(value) ?? value);
}
