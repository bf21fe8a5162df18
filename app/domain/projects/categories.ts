/**
 * Project categories (spec public-site.md §3): the values stored in `projects.category` and used
 * in the URL of /projets (`?categorie=education`), with their French labels.
 */
export const PROJECT_CATEGORIES = ["education", "infrastructure", "social", "culture"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ProjectCategory, string> = {
  education: "Éducation",
  infrastructure: "Infrastructure",
  social: "Social",
  culture: "Culture",
};

/** The category asked for in the URL, or null ("Tous") for a missing or unknown value. */
export function parseCategory(raw: string | null | undefined): ProjectCategory | null {
  const value = raw?.trim().toLowerCase();
  return (PROJECT_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as ProjectCategory)
    : null;
}

/** Label of a category or of a free tag of the flagship card ("spirituel" → "Spirituel"). */
export function categoryLabel(value: string): string {
  const known = parseCategory(value);
  if (known) return CATEGORY_LABELS[known];
  return value ? value.charAt(0).toLocaleUpperCase("fr-CA") + value.slice(1) : value;
}
