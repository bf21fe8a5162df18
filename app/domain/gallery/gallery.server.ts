import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { galleryImages, media } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { galleryCategoryLabel } from "./categories";
import { containsPattern } from "~/lib/search";
import type { GalleryPage } from "./types";

/** Photos per page of the public gallery: four full rows of the widest grid. */
export const GALLERY_PAGE_SIZE = 24;

export interface GalleryQuery {
  /** Search text ("" for none), matched on title OR description. */
  q: string;
  /** A category code, or null for every photo. */
  category: string | null;
  /** Requested page (brought within the existing pages). */
  page: number;
}

function galleryWhere({ q, category }: GalleryQuery): SQL | undefined {
  const pattern = q ? containsPattern(q) : null;
  return and(
    category ? eq(galleryImages.category, category) : undefined,
    pattern
      ? or(ilike(galleryImages.title, pattern), ilike(galleryImages.description, pattern))
      : undefined,
  );
}

/** The categories that have at least one photo: the public tabs worth showing. */
export async function usedGalleryCategories(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: galleryImages.category }).from(galleryImages);
  return rows.map((row) => row.category);
}

/** One page of the public gallery, newest photo first: a count, then the page's rows. */
export async function listGalleryPhotos(db: Db, query: GalleryQuery): Promise<GalleryPage> {
  const where = galleryWhere(query);
  const [{ total }] = await db.select({ total: count() }).from(galleryImages).where(where);
  const window = pageWindow(query.page, total, GALLERY_PAGE_SIZE);
  const rows = await db
    .select({
      id: galleryImages.id,
      title: galleryImages.title,
      description: galleryImages.description,
      category: galleryImages.category,
      takenOn: galleryImages.takenOn,
      image: galleryImages.image,
      alt: media.alt,
    })
    .from(galleryImages)
    // The description written when the picture was uploaded (media.key is the URL after "/media/").
    .leftJoin(media, eq(media.key, sql`substr(${galleryImages.image}, 8)`))
    .where(where)
    .orderBy(desc(galleryImages.takenOn), desc(galleryImages.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    photos: rows.map(({ alt, ...row }) => ({
      ...row,
      alt: alt || row.title,
      categoryLabel: galleryCategoryLabel(row.category),
    })),
    total,
    page: window.page,
    pageCount: window.pageCount,
  };
}
