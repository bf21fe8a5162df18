/**
 * The Médias tab of /admin/pages: the uploaded files of `media`, newest first, 24 per page, each
 * with its thumbnail and the public address to copy into a page. Read only.
 */
import { desc, ilike } from "drizzle-orm";
import { media } from "#db/schema";
import type { OpenedScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { imageVariant, isStoredImage } from "~/lib/images";
import { containsPattern } from "~/lib/search";
import { parseSearch } from "./schema";

export const MEDIA_PAGE_SIZE = 24;

export interface MediaRow {
  id: number;
  key: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  createdAt: Date;
}

const { id, key, originalName, mimeType, size, width, height, alt, createdAt } = media;

// Files are added by uploads and never changed here: only the list is used.
const store = recordStore<MediaRow, object, { search: string }>({
  table: media,
  entity: "media",
  columns: { id, key, originalName, mimeType, size, width, height, alt, createdAt },
  pageSize: MEDIA_PAGE_SIZE,
  orderBy: [desc(createdAt), desc(id)],
  where: ({ search }) => (search ? ilike(originalName, containsPattern(search)) : undefined),
  details: () => ({}),
});

/**
 * The tab's files: one page of those whose original name contains `?q=`, each with its public
 * address (`absolute` makes a path the site's absolute address).
 */
export async function loadMediaTab(
  { params, page, pageNotice, db }: OpenedScreen,
  absolute: (path: string) => string,
) {
  const search = parseSearch(params.get("q"));
  const list = await store.list(db, { page, search });
  const rows = list.rows.map((file) => {
    const url = `/media/${file.key}`;
    // The smallest stored width is plenty for a thumbnail.
    const thumbnail = isStoredImage(url)
      ? imageVariant(url, 480)
      : file.mimeType.startsWith("image/")
        ? url
        : null;
    return { ...file, url, thumbnail, publicUrl: absolute(url) };
  });
  return { search, media: { ...list, rows }, notice: pageNotice };
}
