/**
 * /admin/galerie/upload — one file of the multi-file import, sent by the import form's script
 * (components/admin/gallery-import.tsx) so each file has its own request, progress and answer:
 * JSON `{ ok: true, id, title }` (201) or `{ ok: false, error }` (400, French). A GET (the
 * dashboard's quick action, spec §2) opens the import mode of /admin/galerie.
 */
import { redirect } from "react-router";
import { chosenFiles, importGalleryFile } from "~/domain/gallery/gallery-import.server";
import { importSchema, IMPORT_NO_FILE, SINGLE_FILE_REQUEST_BYTES } from "~/domain/gallery/schema";
import { todayInSaguenay } from "~/lib/format";
import { validateForm } from "~/lib/forms/validate";
import { requireUser } from "~/routes/+shared/access.server";
import { getDb } from "~/server/db.server";
import { tryReadFormData } from "~/server/form-data.server";
import { IMAGE_TOO_LARGE_MESSAGE } from "~/server/images.server";
import type { Route } from "./+types/gallery-upload";

export const IMPORT_FILE_FIELD = "file";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "gallery");
  return redirect("/admin/galerie?mode=import");
}

function refuse(error: string, status = 400) {
  return Response.json({ ok: false, error }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, "gallery");
  // Past the limit the file itself is too large (the other fields are a few bytes). The script
  // reads every answer as JSON, so the refusal is answered here rather than thrown.
  const read = await tryReadFormData(request, {
    maxBytes: SINGLE_FILE_REQUEST_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  });
  if (!read.ok) return refuse(read.message);
  const parsed = validateForm(importSchema(todayInSaguenay()), read.form);
  if (!parsed.ok) {
    const { errors } = parsed;
    return refuse(errors.category ?? errors.takenOn ?? Object.values(errors)[0] ?? IMPORT_NO_FILE);
  }
  const [file, ...others] = chosenFiles(read.form, IMPORT_FILE_FIELD);
  if (!file || others.length > 0) return refuse(IMPORT_NO_FILE);
  const result = await importGalleryFile(await getDb(), me.id, file, parsed.data);
  return result.ok
    ? Response.json({ ok: true, id: result.id, title: result.title }, { status: 201 })
    : refuse(result.error);
}
