/**
 * Image uploads: the bytes are checked by their real content (never by file name or declared
 * type), then stored as WebP at the web widths of lib/images.ts and recorded in `media`.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { media } from "#db/schema";
import type { Db } from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import { IMAGE_WIDTHS, isStoredImage } from "~/lib/images";

/** Spec back-office §5 and §9: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Larger pictures are refused before decoding: a small compressed file can expand to gigabytes
 * of pixels ("decompression bomb"). 50 megapixels leaves room for any camera photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_TOO_LARGE_MESSAGE = "Le fichier est trop volumineux. Maximum 5MB autorisé.";
export const IMAGE_INVALID_TYPE_MESSAGE =
  "Type de fichier non valide. Seuls JPG, JPEG, PNG, GIF et WebP sont acceptés.";

/** A refused upload; `message` is the French text to show to the user. */
export class ImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageError";
  }
}

const MIME_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
} as const;
type AcceptedFormat = keyof typeof MIME_TYPES;

/** WebP quality 80 is visually clean for photos and much lighter than the original. */
const WEBP_QUALITY = 80;
/** libwebp's default effort (0–6): the best size for the time on a one-off upload. */
const DEFAULT_EFFORT = 4;

export interface SaveImageInput {
  data: Uint8Array;
  originalName: string;
  alt?: string;
  /**
   * WebP encoder effort, 0 (fastest) to 6 (smallest). The seed, which stores dozens of simple
   * generated pictures at start-up, uses a low one; uploads keep the default.
   */
  effort?: number;
}

export interface SavedImage {
  /** Base URL to store in image columns: `/media/images/<id>`. */
  url: string;
  mediaId: number;
  /** Size of the original, after EXIF rotation. */
  width: number;
  height: number;
}

function storageKey(id: string, width?: number): string {
  return width === undefined ? `images/${id}` : `images/${id}/${width}.webp`;
}

async function inspect(
  data: Uint8Array,
): Promise<{ format: AcceptedFormat; width: number; height: number }> {
  if (data.byteLength > MAX_IMAGE_BYTES) throw new ImageError(IMAGE_TOO_LARGE_MESSAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new ImageError(IMAGE_INVALID_TYPE_MESSAGE);
  }
  if (!Object.hasOwn(MIME_TYPES, metadata.format) || !metadata.width || !metadata.height) {
    throw new ImageError(IMAGE_INVALID_TYPE_MESSAGE);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
    throw new ImageError(IMAGE_TOO_LARGE_MESSAGE);
  const { width, height } = metadata.autoOrient;
  return { format: metadata.format as AcceptedFormat, width, height };
}

/**
 * One WebP per web width. A width larger than the original gives the original's width
 * (no enlargement), so small pictures encode once and reuse the result for the larger keys.
 */
async function encodeVariants(
  data: Uint8Array,
  originalWidth: number,
  effort: number,
): Promise<Map<number, Buffer>> {
  const base = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  const actualWidths = [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, originalWidth)))];
  let buffers: Buffer[];
  try {
    // Promise.all handles every rejection at once: no encode fails unobserved.
    buffers = await Promise.all(
      actualWidths.map((width) =>
        base
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort })
          .toBuffer(),
      ),
    );
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt file).
    throw new ImageError(IMAGE_INVALID_TYPE_MESSAGE);
  }
  return new Map(
    IMAGE_WIDTHS.map((width) => [
      width,
      buffers[actualWidths.indexOf(Math.min(width, originalWidth))],
    ]),
  );
}

/**
 * Checks and stores an uploaded image. Throws `ImageError` (French message) for a file that is
 * too large or not a JPEG/PNG/GIF/WebP picture; nothing is written in that case.
 */
export async function saveImage(db: Db, input: SaveImageInput): Promise<SavedImage> {
  // width/height are after EXIF rotation: the variants are turned upright the same way.
  const { format, width, height } = await inspect(input.data);
  const effort = Math.min(6, Math.max(0, Math.round(input.effort ?? DEFAULT_EFFORT)));
  const variants = await encodeVariants(input.data, width, effort);

  const id = randomBytes(8).toString("hex");
  const storage = getStorage();
  const keys = IMAGE_WIDTHS.map((w) => storageKey(id, w));
  try {
    await Promise.all(
      IMAGE_WIDTHS.map((w) => storage.put(storageKey(id, w), variants.get(w)!, "image/webp")),
    );
    const [row] = await db
      .insert(media)
      .values({
        key: storageKey(id),
        originalName: input.originalName.slice(0, 255),
        mimeType: MIME_TYPES[format],
        size: input.data.byteLength,
        width,
        height,
        alt: input.alt ?? "",
      })
      .returning({ id: media.id });
    return { url: `/media/${storageKey(id)}`, mediaId: row.id, width, height };
  } catch (error) {
    // No orphan files when the database refuses the row.
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Removes a stored image (its files and its `media` row) given its base URL. Other URLs (typed
 * external addresses, the placeholder) are ignored, so callers can pass any image column value.
 */
export async function deleteImage(db: Db, url: string): Promise<void> {
  if (!isStoredImage(url)) return;
  const key = url.slice("/media/".length);
  const storage = getStorage();
  await db.delete(media).where(eq(media.key, key));
  await Promise.all(IMAGE_WIDTHS.map((w) => storage.delete(`${key}/${w}.webp`)));
}
