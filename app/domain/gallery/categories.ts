/**
 * Gallery categories (codes of gallery_images.category) with their French labels, and the tabs
 * of the public gallery (spec public-site.md §2.8). Photos of the other categories appear only
 * under "Toutes les photos".
 */
import type { FilterOption } from "~/components/site/page/list-controls";

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

/** The public tabs, in the spec's order; `null` is "all". */
export const galleryTabs: FilterOption[] = [
  { value: null, label: "Toutes les photos" },
  { value: "evenements", label: "Événements" },
  { value: "fondation", label: "Fondation" },
  { value: "conferences", label: "Conférences" },
  { value: "education", label: "Éducation" },
  { value: "solidarite", label: "Solidarité" },
];

export function galleryCategoryLabel(code: string): string {
  return galleryCategories[code as GalleryCategory] ?? code;
}

/** `?categorie=` as typed: one of the tabs' codes, else null (all photos), never an error. */
export function parseGalleryTab(raw: string | null): string | null {
  return galleryTabs.some((tab) => tab.value !== null && tab.value === raw) ? raw : null;
}
