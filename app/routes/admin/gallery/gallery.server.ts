/**
 * The no-JavaScript import of /admin/galerie (route glue, decision 0041): every file in one
 * request, each stored by domain/gallery/gallery-import.server.ts; the reply — back to the grid
 * with the toast, or the import form listing each file's outcome — is chosen here.
 */
import { data } from "react-router";
import { chosenFiles, importGalleryFile } from "~/domain/gallery/gallery-import.server";
import {
  importSchema,
  importSummary,
  IMPORT_FILES_FIELD,
  IMPORT_NO_FILE,
  type ImportResult,
} from "~/domain/gallery/schema";
import { todayInSaguenay } from "~/lib/format";
import { validateForm } from "~/lib/forms/validate";
import type { RouteIntentHandler } from "~/routes/admin/+shared/intents.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

/**
 * The import sent without JavaScript (every file in one request): all imported, back to the grid
 * with the spec's toast; otherwise the import form stays, listing each file's outcome.
 */
export const importGalleryFiles: RouteIntentHandler<
  ReturnType<typeof data<{ imported: ImportResult[] }>>
> = async ({ db, me, intent, form, back }) => {
  const parsed = validateForm(importSchema(todayInSaguenay()), form);
  if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
  const files = chosenFiles(form, IMPORT_FILES_FIELD);
  if (files.length === 0) return refuseForm(intent, { files: IMPORT_NO_FILE }, form);
  const results: ImportResult[] = [];
  for (const file of files) results.push(await importGalleryFile(db, me.id, file, parsed.data));
  const imported = results.filter((result) => result.ok).length;
  if (imported === files.length) {
    return redirectWithToast(back, importSummary(imported, files.length));
  }
  return data({ imported: results }, imported > 0 ? 200 : 400);
};
