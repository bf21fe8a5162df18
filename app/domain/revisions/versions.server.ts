/**
 * The loader and action of a "Versions" screen (/admin/pages/:id/versions,
 * /admin/blog/:id/versions; decision 0032), from a short description of the kind of item: the
 * session and role check (the area of the item's own screen), the list of kept versions, the
 * comparison of two of them (`?a=` and `?b=`: a revision's id or `actuelle`), and the restore
 * intent. An unknown item, an unknown revision or one of another item or kind is told in French
 * with a 404, and changes nothing.
 */
import { data } from "react-router";
import type { AdminArea } from "~/domain/admin/roles";
import { requireUser } from "~/domain/users/access.server";
import { formatDateTimeWithSeconds } from "~/lib/format";
import { parseRecordId, postedRecord } from "~/lib/forms/form-mode";
import { visibleUrl } from "~/lib/visible-url";
import { FieldRefusal, refuseDuplicate } from "~/server/admin-record.server";
import { getDb, type Db } from "~/server/db.server";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { compareSnapshots, type ComparedField, type RevisionField } from "./compare";
import {
  listRevisions,
  publicationDiffers,
  restoreRevision,
  REVISION_NOT_FOUND,
  type RestoreSpec,
  type RevisionRow,
  type Snapshot,
} from "./revisions.server";

/** The `?a=` / `?b=` value naming the current version. */
export const CURRENT = "actuelle";
export const SAME_VERSIONS = "Choisissez deux versions différentes à comparer.";
export const RESTORE_INTENT = "restore";
/** The checkbox asking a restore to bring back the version's publication state too. */
export const WITH_PUBLICATION_FIELD = "avecStatut";

export interface VersionsScreen<S extends Snapshot> extends RestoreSpec<S> {
  area: AdminArea;
  /** The item's list and edit form (`?modifier=`) in the back-office. */
  listPath: string;
  /** "la page", "l'article": the item in a sentence. */
  noun: string;
  notFound: string;
  /** The message of an address (unique) that another item took meanwhile. */
  duplicate: string;
  /** The item's name and its public address (null when it is not public: a draft). */
  describe: (snapshot: S) => { title: string; publicHref: string | null };
  fields: readonly RevisionField<S>[];
  restoredToast: (version: S) => FlashInput;
}

export function versionsPath(screen: { listPath: string }, id: number) {
  return `${screen.listPath}/${id}/versions`;
}

/** One kept version as the list shows it. */
export interface VersionRow {
  id: number;
  /** "Version du 3 mars 2026 à 14 h 05 min 07 s": seconds tell apart two saves of one minute. */
  label: string;
  replacedAt: string;
  replacedBy: string;
  /**
   * The version's publication state when it differs from the current one (restoring keeps the
   * current one unless asked), and whether restoring it would take the item off the site.
   */
  publication: { label: string; leavesSite: boolean } | null;
}

/** One side of a comparison: `value` as the URL names it, and its label. */
export interface ComparedVersion {
  value: string;
  label: string;
}

/** What the Versions screen shows. */
export type VersionsPage =
  | { item: null; notice: string; listPath: string; noun: string }
  | {
      item: {
        id: number;
        title: string;
        publicHref: string | null;
        editHref: string;
        path: string;
        updatedAt: string;
      };
      versions: VersionRow[];
      compare: { a: ComparedVersion; b: ComparedVersion; fields: ComparedField[] } | null;
      notice: string | null;
      listPath: string;
      noun: string;
    };

function versionLabel(versionAt: Date | null) {
  return versionAt
    ? `Version du ${formatDateTimeWithSeconds(versionAt)}`
    : "Version d'une date inconnue";
}

function shownRow<S extends Snapshot>(screen: VersionsScreen<S>, current: S) {
  return (row: RevisionRow): VersionRow => {
    const kept = screen.publication && screen.parse(row.snapshot);
    const publication =
      screen.publication && kept && publicationDiffers(screen.publication, kept, current)
        ? {
            label: screen.publication.label(kept),
            leavesSite: screen.publication.isPublic(current) && !screen.publication.isPublic(kept),
          }
        : null;
    return {
      id: row.id,
      label: versionLabel(row.versionAt),
      replacedAt: formatDateTimeWithSeconds(row.createdAt),
      replacedBy: row.authorName || "une personne inconnue",
      publication,
    };
  };
}

/** The comparison asked by the URL, or its refusal. */
function comparison<S extends Snapshot>(
  screen: VersionsScreen<S>,
  params: URLSearchParams,
  current: { snapshot: S; label: string },
  rows: RevisionRow[],
) {
  if (!params.has("a") && !params.has("b")) return { compare: null, notice: null };
  const pick = (raw: string | null) => {
    if (raw === null || raw === CURRENT) return { value: CURRENT, ...current };
    const id = parseRecordId(raw);
    const row = id === null ? undefined : rows.find((r) => r.id === id);
    const snapshot = row && screen.parse(row.snapshot);
    return row && snapshot
      ? { value: String(row.id), snapshot, label: versionLabel(row.versionAt) }
      : null;
  };
  const a = pick(params.get("a"));
  const b = pick(params.get("b"));
  if (!a || !b) return { compare: null, notice: REVISION_NOT_FOUND, status: 404 };
  if (a.value === b.value) return { compare: null, notice: SAME_VERSIONS, status: 400 };
  const fields: ComparedField[] = compareSnapshots(screen.fields, a.snapshot, b.snapshot);
  return {
    compare: {
      a: { value: a.value, label: a.label },
      b: { value: b.value, label: b.label },
      fields,
    },
    notice: null,
  };
}

/** The loader: the item, its versions, and the comparison the URL asks for. */
export async function loadVersionsScreen<S extends Snapshot>(
  screen: VersionsScreen<S>,
  request: Request,
  rawId: string | undefined,
  db?: Db,
) {
  await requireUser(request, screen.area);
  const database = db ?? (await getDb());
  const id = parseRecordId(rawId);
  const item = id === null ? null : await screen.current(database, id);
  if (id === null || !item) {
    const missing: VersionsPage = {
      item: null,
      notice: screen.notFound,
      listPath: screen.listPath,
      noun: screen.noun,
    };
    return data(missing, { status: 404 });
  }
  const rows = await listRevisions(database, screen.kind, id);
  const current = { snapshot: item.snapshot, label: "Version actuelle" };
  const { compare, notice, status } = {
    status: 200,
    ...comparison(screen, visibleUrl(request).searchParams, current, rows),
  };
  const page: VersionsPage = {
    item: {
      id,
      ...screen.describe(item.snapshot),
      editHref: `${screen.listPath}?modifier=${id}`,
      path: versionsPath(screen, id),
      updatedAt: formatDateTimeWithSeconds(item.updatedAt),
    },
    versions: rows.map(shownRow(screen, item.snapshot)),
    compare,
    notice,
    listPath: screen.listPath,
    noun: screen.noun,
  };
  return data(page, { status });
}

/**
 * The action: restore one kept version (intent "restore", `id` the revision's id); its
 * publication state too only when the form asks it (`avecStatut`).
 */
export async function versionsAction<S extends Snapshot>(
  screen: VersionsScreen<S>,
  request: Request,
  rawId: string | undefined,
) {
  const me = await requireUser(request, screen.area);
  const form = await readFormData(request);
  const { intent, id: revisionId } = postedRecord(form);
  if (intent !== RESTORE_INTENT) return refuseForm(intent, { form: "Action inconnue." }, form);
  const id = parseRecordId(rawId);
  if (id === null) return refuseForm(intent, { form: screen.notFound }, form, 404);
  if (revisionId === null) return refuseForm(intent, { form: REVISION_NOT_FOUND }, form, 404);
  const db = await getDb();
  try {
    const restored = await refuseDuplicate("form", screen.duplicate, () =>
      restoreRevision(db, screen, me.id, id, revisionId, {
        withPublication: form.get(WITH_PUBLICATION_FIELD) === "on",
      }),
    );
    if (!restored) {
      const exists = await screen.current(db, id);
      return refuseForm(intent, { form: exists ? REVISION_NOT_FOUND : screen.notFound }, form, 404);
    }
    return redirectWithToast(versionsPath(screen, id), screen.restoredToast(restored));
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return refuseForm(intent, { form: error.message }, form, error.status);
    }
    throw error;
  }
}
