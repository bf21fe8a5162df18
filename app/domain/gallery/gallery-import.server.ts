/**
 * The multi-file import of /admin/galerie: each file is checked by its content and stored
 * (server/images.server.ts), then becomes a gallery image titled after its file name. A refused
 * file stores nothing and does not stop the others. (The request's body is read with a byte limit
 * by server/form-data.server.ts, so a no-JavaScript import of many large files is refused in
 * French instead of filling the memory.) The import's replies — the no-JavaScript form's and the
 * one-file upload's — are chosen beside their routes (routes/admin/gallery/gallery.server.ts,
 * routes/admin/gallery-upload.ts).
 */
import type { Db } from "~/server/db.server";
import { deleteImage, ImageError, saveImage } from "~/server/images.server";
import { createGalleryImage } from "./gallery-admin.server";
import { titleFromFileName, type ImportInput, type ImportResult } from "./schema";

/** The chosen files of an import form field (a form sent with no file has one empty entry). */
export function chosenFiles(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter(
      (value): value is File => value instanceof File && (value.size > 0 || value.name !== ""),
    );
}

/** Stores one file as a gallery image, or says in French why it was refused. */
export async function importGalleryFile(
  db: Db,
  actorId: number,
  file: File,
  input: ImportInput,
): Promise<ImportResult> {
  const name = file.name || "image";
  const title = titleFromFileName(name);
  let url: string;
  try {
    const saved = await saveImage(db, {
      data: new Uint8Array(await file.arrayBuffer()),
      originalName: name,
      alt: title,
    });
    url = saved.url;
  } catch (error) {
    if (error instanceof ImageError) return { ok: false, name, error: error.message };
    throw error;
  }
  try {
    const id = await createGalleryImage(
      db,
      actorId,
      { title, description: "", category: input.category, takenOn: input.takenOn, image: url },
      "import",
    );
    return { ok: true, name, id, title };
  } catch (error) {
    // No gallery row: the stored picture would be orphaned.
    await deleteImage(db, url);
    throw error;
  }
}
