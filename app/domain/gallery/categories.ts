/**
 * Gallery categories (codes of gallery_images.category) with their French labels, and the tabs
 * of the public gallery (spec public-site.md §2.8): one per category that has photos, so every
 * category a volunteer can choose in the back-office gets its tab once it is used, and no tab is
 * ever empty.
 */

/** One tab of the public gallery, as the page's filter tabs take it; `null` is "all photos". */
export interface GalleryTab {
  value: GalleryCategory | null;
  label: string;
}

export const galleryCategories = {
  evenements: "Événements",
  conferences: "Conférences",
  fondation: "Fondation",
  education: "Éducation",
  solidarite: "Solidarité",
  fundraising: "Collecte de fonds",
  communaute: "Communauté",
  visites: "Visites",
  autres: "Autres",
} as const;
export type GalleryCategory = keyof typeof galleryCategories;

/** The tabs' order: the spec's five first, then the other categories as the back-office lists them. */
const TAB_ORDER: readonly GalleryCategory[] = [
  "evenements",
  "fondation",
  "conferences",
  "education",
  "solidarite",
  ...(Object.keys(galleryCategories) as GalleryCategory[]).filter(
    (code) => !["evenements", "fondation", "conferences", "education", "solidarite"].includes(code),
  ),
];

function isGalleryCategory(code: string | null): code is GalleryCategory {
  return code !== null && Object.hasOwn(galleryCategories, code);
}

/**
 * The public tabs: "Toutes les photos" (`null`), then each category that has photos. The active
 * one stays listed even without photos (an old link), so the page always shows where it is.
 */
export function galleryTabs(
  usedCategories: Iterable<string>,
  active: string | null = null,
): GalleryTab[] {
  const shown = new Set(usedCategories);
  if (active) shown.add(active);
  return [
    { value: null, label: "Toutes les photos" },
    ...TAB_ORDER.filter((code) => shown.has(code)).map((code) => ({
      value: code,
      label: galleryCategories[code],
    })),
  ];
}

export function galleryCategoryLabel(code: string): string {
  return isGalleryCategory(code) ? galleryCategories[code] : code;
}

/** `?categorie=` as typed: a category's code, else null (all photos), never an error. */
export function parseGalleryTab(raw: string | null): GalleryCategory | null {
  return isGalleryCategory(raw) ? raw : null;
}
