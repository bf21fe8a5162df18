/**
 * /admin/galerie: the gallery's images, one page at a time, filtered by category, in the public
 * gallery's order (newest photo first), and the screen's description (crud-description.server.ts): a
 * new image needs a picture, and the multi-file import may send up to 50 MB at once. Every change
 * runs in one transaction with its audit_log row; an unknown id changes nothing and returns false.
 */
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { galleryImages, media } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { withImageSaves } from "~/domain/admin/store-operations.server";
import type { Db } from "~/server/db.server";
import { auditedChange } from "~/server/audit.server";
import type { GalleryCategory } from "./categories";
import { GALLERY_PAGE_SIZE } from "./gallery.server";
import {
  GALLERY_IMAGE_NOT_FOUND,
  GALLERY_IMAGE_REQUIRED,
  galleryImageSchema,
  IMPORT_FILES_FIELD,
  IMPORT_MAX_REQUEST_BYTES,
  IMPORT_TOO_LARGE,
  parseGalleryCategory,
  type GalleryImageInput,
} from "./schema";

/** The same 24 per page as the public gallery (four rows of the widest grid). */
export const ADMIN_GALLERY_PAGE_SIZE = GALLERY_PAGE_SIZE;
export const GALLERY_ENTITY = "gallery_image";

export type GalleryImageRow = Omit<typeof galleryImages.$inferSelect, "createdAt">;
export type GalleryImageValues = GalleryImageInput & { image: string };

const { createdAt: _created, ...columns } = getTableColumns(galleryImages);

const store = recordStore<
  GalleryImageRow,
  GalleryImageValues,
  { category: GalleryCategory | null }
>({
  table: galleryImages,
  entity: GALLERY_ENTITY,
  columns,
  pageSize: ADMIN_GALLERY_PAGE_SIZE,
  orderBy: [desc(galleryImages.takenOn), desc(galleryImages.id)],
  where: ({ category }) => (category ? eq(galleryImages.category, category) : undefined),
  details: (input) => ({ title: input.title, category: input.category }),
  deletedDetails: (row) => ({ title: row.title }),
});

/** One page of images of one category (all when null), newest first. */
export const listGalleryImages = store.list;
export const getGalleryImage = store.find;
export const deleteGalleryImage = store.remove;

/**
 * Adds one image. `action` is "create" for the add form and "import" for a file of the
 * multi-file import: one journal row per image either way, so each can be traced and undone alone.
 */
export function createGalleryImage(
  db: Db,
  actorId: number,
  input: GalleryImageValues,
  action: "create" | "import" = "create",
): Promise<number> {
  return store.create(db, actorId, input, action);
}

export async function updateGalleryImage(
  db: Db,
  actorId: number,
  id: number,
  input: GalleryImageValues,
): Promise<boolean> {
  const row = await auditedChange(db, {
    userId: actorId,
    action: "update",
    entity: GALLERY_ENTITY,
    entityId: id,
    write: async (tx) => {
      const [before] = await tx
        .select({ title: galleryImages.title, image: galleryImages.image })
        .from(galleryImages)
        .where(eq(galleryImages.id, id))
        .for("update");
      if (!before) return [];
      await tx.update(galleryImages).set(input).where(eq(galleryImages.id, id));
      // The public gallery describes a stored picture by its media alt text, written from the
      // title at upload (an imported file's name): a renamed picture gets the new title there
      // too, unless that text was written differently on purpose.
      if (input.title !== before.title && input.image.startsWith("/media/")) {
        await tx
          .update(media)
          .set({ alt: input.title })
          .where(
            and(eq(media.key, input.image.slice("/media/".length)), eq(media.alt, before.title)),
          );
      }
      return [before];
    },
    details: () => ({ title: input.title, category: input.category }),
  });
  return row !== null;
}

export const galleryScreen = defineCrudScreen<
  GalleryImageRow,
  GalleryImageInput,
  { category: GalleryCategory | null }
>({
  area: "gallery",
  schema: galleryImageSchema,
  notFound: GALLERY_IMAGE_NOT_FOUND,
  toasts: { create: "Ajout réussi", update: "Modification réussie", delete: "Suppression réussie" },
  query: (params) => ({ category: parseGalleryCategory(params.get("categorie")) }),
  list: listGalleryImages,
  find: getGalleryImage,
  ...withImageSaves(createGalleryImage, updateGalleryImage),
  remove: deleteGalleryImage,
  image: { alt: (input) => input.title, required: GALLERY_IMAGE_REQUIRED },
  // Without JavaScript an import sends every file in one request: refused past 50 MB, unread.
  upload: {
    maxBytes: IMPORT_MAX_REQUEST_BYTES,
    tooLargeMessage: IMPORT_TOO_LARGE,
    intent: "import",
    field: IMPORT_FILES_FIELD,
  },
});
