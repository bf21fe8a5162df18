/** The fields of the image form of /admin/galerie, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { galleryCategories, type GalleryCategory } from "~/domain/gallery/categories";
import { galleryCategoryKeys, type GalleryImageField } from "~/domain/gallery/schema";

/** `category`: the list's category, a new image's default. */
export function galleryFields(
  today: string,
  category: GalleryCategory | null,
): FieldSpec<GalleryImageField>[] {
  return [
    { name: "title", label: "Titre", id: "image-titre", autoComplete: "off" },
    selectField("category", "Catégorie", "image-categorie", {
      options: optionsOf(galleryCategories, galleryCategoryKeys),
      initial: category ?? "evenements",
    }),
    { name: "takenOn", label: "Date", id: "image-date", kind: "date", initial: today },
    { name: "description", label: "Description", id: "image-description", kind: "textarea" },
    { name: "image", label: "Image", id: "image-fichier", kind: "image" },
  ];
}
