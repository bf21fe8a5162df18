/**
 * The multi-file import of /admin/galerie: each file is checked by its content and stored
 * (server/images.server.ts), then becomes a gallery image titled after its file name. A refused
 * file stores nothing and does not stop the others. Also reads a form body with a byte limit, so
 * a no-JavaScript import of many large files is refused in French instead of filling the memory.
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

export type LimitedForm = { ok: true; form: FormData } | { ok: false; reason: "size" | "format" };

/**
 * The request's form data, unless its body is larger than `maxBytes` (declared or actually sent:
 * the bytes are counted as they arrive and reading stops past the limit) or is not a form.
 */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<LimitedForm> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Not read: release it so the connection can answer at once.
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: "size" };
  }
  let seen = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= maxBytes) controller.enqueue(chunk);
        // Past the limit the rest is read and dropped rather than cancelled at once: cancelling
        // a body while its source still writes throws in some runtimes (undici on Node 24).
        // Far past it, stop reading anyway.
        else if (seen > maxBytes * 4) controller.error(new Error("body too large"));
      },
    }),
  );
  const headers = new Headers();
  const type = request.headers.get("content-type");
  if (type) headers.set("content-type", type);
  try {
    const form = await new Response(counted ?? null, { headers }).formData();
    return seen > maxBytes ? { ok: false, reason: "size" } : { ok: true, form };
  } catch {
    return { ok: false, reason: seen > maxBytes ? "size" : "format" };
  }
}
