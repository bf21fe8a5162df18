/**
 * /admin/galerie: the gallery's images, one page at a time, filtered by category, in the public
 * gallery's order (newest photo first). Every change runs in one transaction with its audit_log
 * row; an unknown id changes nothing and returns false.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { galleryImages, media } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import type { GalleryCategory } from "./categories";
import { GALLERY_PAGE_SIZE } from "./gallery.server";
import type { GalleryImageInput } from "./schema";

/** The same 24 per page as the public gallery (four rows of the widest grid). */
export const ADMIN_GALLERY_PAGE_SIZE = GALLERY_PAGE_SIZE;
export const GALLERY_ENTITY = "gallery_image";

export type GalleryImageRow = Omit<typeof galleryImages.$inferSelect, "createdAt">;
export type GalleryImageValues = GalleryImageInput & { image: string };

const columns = {
  id: galleryImages.id,
  title: galleryImages.title,
  description: galleryImages.description,
  category: galleryImages.category,
  takenOn: galleryImages.takenOn,
  image: galleryImages.image,
};

/** One page of images of one category (all when null), newest first. */
export async function listGalleryImages(
  db: Db,
  { page: requestedPage, category }: { page: number; category: GalleryCategory | null },
) {
  const where = category ? eq(galleryImages.category, category) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(galleryImages).where(where);
  const { page, pageCount, limit, offset } = pageWindow(
    requestedPage,
    total,
    ADMIN_GALLERY_PAGE_SIZE,
  );
  const rows: GalleryImageRow[] = await db
    .select(columns)
    .from(galleryImages)
    .where(where)
    .orderBy(desc(galleryImages.takenOn), desc(galleryImages.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getGalleryImage(db: Db, id: number): Promise<GalleryImageRow | null> {
  const [row] = await db
    .select(columns)
    .from(galleryImages)
    .where(eq(galleryImages.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Adds one image. `action` is "create" for the add form and "import" for a file of the
 * multi-file import: one journal row per image either way, so each can be traced and undone alone.
 */
export async function createGalleryImage(
  db: Db,
  actorId: number,
  input: GalleryImageValues,
  action: "create" | "import" = "create",
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(galleryImages).values(input).returning({ id: galleryImages.id });
    await audit(tx, {
      userId: actorId,
      action,
      entity: GALLERY_ENTITY,
      entityId: row.id,
      details: { title: input.title, category: input.category },
    });
    return row.id;
  });
}

export async function updateGalleryImage(
  db: Db,
  actorId: number,
  id: number,
  input: GalleryImageValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: galleryImages.title, image: galleryImages.image })
      .from(galleryImages)
      .where(eq(galleryImages.id, id))
      .for("update");
    if (!before) return false;
    await tx.update(galleryImages).set(input).where(eq(galleryImages.id, id));
    // The public gallery describes a stored picture by its media alt text, written from the title
    // at upload (an imported file's name): a renamed picture gets the new title there too, unless
    // that text was written differently on purpose.
    if (input.title !== before.title && input.image.startsWith("/media/")) {
      await tx
        .update(media)
        .set({ alt: input.title })
        .where(
          and(eq(media.key, input.image.slice("/media/".length)), eq(media.alt, before.title)),
        );
    }
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: GALLERY_ENTITY,
      entityId: id,
      details: { title: input.title, category: input.category },
    });
    return true;
  });
}

export async function deleteGalleryImage(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(galleryImages)
      .where(eq(galleryImages.id, id))
      .returning({ title: galleryImages.title });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: GALLERY_ENTITY,
      entityId: id,
      details: { title: row.title },
    });
    return true;
  });
}
