/**
 * The loader and action of the "Versions" screens (/admin/pages/:id/versions,
 * /admin/blog/:id/versions; decision 0032), route glue (decision 0041): the session and role check
 * (the area of the item's own screen), the URL and form read, and the reply — the page with its
 * status (404 for an unknown item or revision), or the restore's redirect with its toast. The
 * rules are domain/revisions/versions.server.ts.
 */
import { data } from "react-router";
import {
  loadVersionsPage,
  restoreVersion,
  RESTORE_INTENT,
  type VersionsScreen,
} from "~/domain/revisions/versions.server";
import type { Snapshot } from "~/domain/revisions/revisions.server";
import { parseRecordId, postedRecord } from "~/lib/forms/form-mode";
import { visibleUrl } from "~/lib/visible-url";
import { requireUser } from "~/routes/+shared/access.server";
import { replyTo } from "~/routes/admin/+shared/intents.server";
import { getDb, type Db } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

/** The loader: the item, its versions, and the comparison the URL asks for. */
export async function loadVersionsScreen<S extends Snapshot>(
  screen: VersionsScreen<S>,
  request: Request,
  rawId: string | undefined,
  db?: Db,
) {
  await requireUser(request, screen.area);
  const { page, status } = await loadVersionsPage(
    db ?? (await getDb()),
    screen,
    parseRecordId(rawId),
    visibleUrl(request).searchParams,
  );
  return data(page, { status });
}

/** The action: restore one kept version (intent "restore", `id` the revision's id). */
export async function versionsAction<S extends Snapshot>(
  screen: VersionsScreen<S>,
  request: Request,
  rawId: string | undefined,
) {
  const me = await requireUser(request, screen.area);
  const form = await readFormData(request);
  const { intent, id: revisionId } = postedRecord(form);
  if (intent !== RESTORE_INTENT) return refuseForm(intent, { form: "Action inconnue." }, form);
  const db = await getDb();
  return replyTo(
    await restoreVersion(db, screen, me.id, parseRecordId(rawId), { intent, revisionId, form }),
  );
}
