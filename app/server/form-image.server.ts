/**
 * The server side of the back-office image field (components/admin/image-field.tsx), read from
 * a multipart form: a non-empty file is checked and stored by saveImage; otherwise a typed
 * address (http(s) or /media/…) is taken; otherwise the record keeps its image (a new record
 * gets /placeholder.svg). Call it after the other fields are valid, so a refused form stores
 * nothing, and `discardFormImage` if the change then fails.
 */
import { IMAGE_FILE_FIELD, IMAGE_URL_FIELD, IMAGE_URL_INVALID } from "~/lib/forms/image-fields";
import { isAcceptedImageUrl } from "~/lib/images";
import type { Db } from "~/server/db.server";
import { deleteImage, ImageError, saveImage } from "~/server/images.server";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

export type FormImage =
  | { ok: true; url: string; uploaded: boolean }
  | { ok: false; field: typeof IMAGE_FILE_FIELD | typeof IMAGE_URL_FIELD; error: string };

export async function readFormImage(
  db: Db,
  form: FormData,
  options: { current?: string | null; alt?: string } = {},
): Promise<FormImage> {
  const file = form.get(IMAGE_FILE_FIELD);
  if (file instanceof File && file.size > 0) {
    try {
      const saved = await saveImage(db, {
        data: new Uint8Array(await file.arrayBuffer()),
        originalName: file.name || "image",
        alt: options.alt,
      });
      return { ok: true, url: saved.url, uploaded: true };
    } catch (error) {
      if (error instanceof ImageError) {
        return { ok: false, field: IMAGE_FILE_FIELD, error: error.message };
      }
      throw error;
    }
  }
  const typed = String(form.get(IMAGE_URL_FIELD) ?? "").trim();
  if (typed) {
    if (!isAcceptedImageUrl(typed) || typed.length > 2000) {
      return { ok: false, field: IMAGE_URL_FIELD, error: IMAGE_URL_INVALID };
    }
    return { ok: true, url: typed, uploaded: false };
  }
  return { ok: true, url: options.current || PLACEHOLDER_IMAGE, uploaded: false };
}

/** Removes a just-uploaded image when the change it was for did not happen. */
export async function discardFormImage(db: Db, image: FormImage): Promise<void> {
  if (image.ok && image.uploaded) await deleteImage(db, image.url);
}
