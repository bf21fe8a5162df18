/**
 * A "Versions" screen's rules (/admin/pages/:id/versions, /admin/blog/:id/versions; decision
 * 0032), from a short description of the kind of item: the list of kept versions, the comparison
 * of two of them (`?a=` and `?b=`: a revision's id or `actuelle`), and the restore. An unknown
 * item, an unknown revision or one of another item or kind is told in French with a 404, and
 * changes nothing. The session, the role check and the reply are route glue
 * (routes/admin/+shared/versions.server.ts, decision 0041).
 */
import { goTo, type GoTo } from "~/domain/admin/crud-description.server";
import type { AdminArea } from "~/domain/admin/screens";
import { formatDateTimeWithSeconds } from "~/lib/format";
import { parseRecordId } from "~/lib/forms/form-mode";
import type { ToastInput } from "~/lib/toast";
import { FieldRefusal, refuseDuplicate } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { refuseForm, type RefusedAnswer } from "~/server/forms/refuse-form.server";
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
  restoredToast: (version: S) => ToastInput;
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

/**
 * The item, its versions, and the comparison `params` ask for; `status` is 404 for an unknown
 * item or revision, 400 for two identical versions, 200 otherwise.
 */
export async function loadVersionsPage<S extends Snapshot>(
  db: Db,
  screen: VersionsScreen<S>,
  id: number | null,
  params: URLSearchParams,
): Promise<{ page: VersionsPage; status: number }> {
  const item = id === null ? null : await screen.current(db, id);
  if (id === null || !item) {
    const missing: VersionsPage = {
      item: null,
      notice: screen.notFound,
      listPath: screen.listPath,
      noun: screen.noun,
    };
    return { page: missing, status: 404 };
  }
  const rows = await listRevisions(db, screen.kind, id);
  const current = { snapshot: item.snapshot, label: "Version actuelle" };
  const { compare, notice, status } = {
    status: 200,
    ...comparison(screen, params, current, rows),
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
  return { page, status };
}

/**
 * Restores one kept version (`revisionId`) of the item `id`, by `actorId`; its publication state
 * too only when the form asks it (`avecStatut`). Back to the versions with the screen's toast, or
 * the refusal (`intent`, the form kept).
 */
export async function restoreVersion<S extends Snapshot>(
  db: Db,
  screen: VersionsScreen<S>,
  actorId: number,
  id: number | null,
  posted: { intent: string; revisionId: number | null; form: FormData },
): Promise<GoTo | RefusedAnswer> {
  const { intent, revisionId, form } = posted;
  if (id === null) return refuseForm(intent, { form: screen.notFound }, form, 404);
  if (revisionId === null) return refuseForm(intent, { form: REVISION_NOT_FOUND }, form, 404);
  try {
    const restored = await refuseDuplicate("form", screen.duplicate, () =>
      restoreRevision(db, screen, actorId, id, revisionId, {
        withPublication: form.get(WITH_PUBLICATION_FIELD) === "on",
      }),
    );
    if (!restored) {
      const exists = await screen.current(db, id);
      return refuseForm(intent, { form: exists ? REVISION_NOT_FOUND : screen.notFound }, form, 404);
    }
    return goTo(versionsPath(screen, id), screen.restoredToast(restored));
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return refuseForm(intent, { form: error.message }, form, error.status);
    }
    throw error;
  }
}
