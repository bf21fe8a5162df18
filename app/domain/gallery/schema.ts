/**
 * The forms of /admin/galerie (spec back-office.md §2 "Gallery", §3 Gallery image): one image
 * (title, description, category, date, image) and the multi-file import (category, optional date).
 * Isomorphic: the route's component reads the keys and limits too.
 */
import { z } from "zod";
import { galleryCategories, type GalleryCategory } from "./categories";
import { isoDay, oneOf, optionalText, requiredText } from "~/lib/forms/rules";

export const GALLERY_IMAGE_NOT_FOUND = "Image introuvable : elle a peut-être été supprimée.";
export const GALLERY_IMAGE_REQUIRED = "Choisissez une image (fichier ou adresse).";
/** The file input of the multi-file import (one request without JavaScript). */
export const IMPORT_FILES_FIELD = "files";
export const IMPORT_NO_FILE = "Choisissez au moins une image à importer.";
/**
 * Without JavaScript every chosen file goes in one request: ten photos at the 5 MB maximum, plus
 * the form's own bytes. Larger sends are refused before being read (with JavaScript each file is
 * its own request, so this never applies there).
 */
export const IMPORT_MAX_FILES_BYTES = 10 * 5 * 1024 * 1024;
export const IMPORT_MAX_REQUEST_BYTES = IMPORT_MAX_FILES_BYTES + 1024 * 1024;
export const IMPORT_TOO_LARGE =
  "L'envoi dépasse 50 Mo au total : importez moins d'images à la fois.";
/** A one-file request (JavaScript import): the 5 MB image plus room for the form fields. */
export const SINGLE_FILE_REQUEST_BYTES = 5 * 1024 * 1024 + 64 * 1024;

const BAD_CATEGORY = "Choisissez une catégorie de la liste.";

export const galleryCategoryKeys = Object.keys(galleryCategories) as GalleryCategory[];

const category = oneOf(galleryCategoryKeys, BAD_CATEGORY);

export const galleryImageSchema = z.object({
  title: requiredText(200),
  description: optionalText(2000),
  category,
  takenOn: isoDay(),
});
export type GalleryImageInput = z.infer<typeof galleryImageSchema>;
export type GalleryImageField = keyof GalleryImageInput | "imageFile" | "imageUrl";

/** The import form: a category for every file, and a date (empty → today, given by the caller). */
export function importSchema(today: string) {
  return z.object({
    category,
    takenOn: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || today)
      .pipe(isoDay()),
  });
}
export type ImportInput = z.infer<ReturnType<typeof importSchema>>;
export type ImportField = keyof ImportInput | "files";

/** `?categorie=` → one of the categories, or null (all) for a missing or unknown value. */
export function parseGalleryCategory(raw: string | null | undefined): GalleryCategory | null {
  return galleryCategoryKeys.find((key) => key === raw) ?? null;
}

/** "Mosquée_été 2024.final.JPG" → "Mosquée_été 2024.final": an imported image's first title. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .trim();
  return Array.from(base || "Image")
    .slice(0, 200)
    .join("");
}

/** One file's outcome in an import, as the screen lists it. */
export type ImportResult =
  | { ok: true; name: string; id: number; title: string }
  | { ok: false; name: string; error: string };

/** "3 sur 5 importées" */
export function importCount(imported: number, total: number): string {
  return `${imported} sur ${total} importée${imported > 1 ? "s" : ""}`;
}

/** Spec back-office §8: the toast of a successful upload. */
export const IMAGE_UPLOADED = "L'image a été téléchargée avec succès";

/** What the screen says once an import has run (toast title and description). */
export function importSummary(imported: number, total: number) {
  const count = importCount(imported, total);
  if (imported === total) {
    return {
      title: total === 1 ? IMAGE_UPLOADED : "Les images ont été téléchargées avec succès",
      description: count,
    };
  }
  if (imported === 0) return { title: "Aucune image importée", description: count };
  return { title: count, description: "Les fichiers refusés sont listés avec leur message." };
}
