import { visibleUrl } from "~/lib/visible-url";
/**
 * The view / add / edit modes of a back-office screen (spec back-office.md §4), read from the URL
 * so they work without JavaScript, survive a reload and can be linked: `?mode=ajout` opens the
 * add form, `?modifier=12` the edit form of record 12. A screen with two kinds of records names
 * the second pair differently (e.g. `?mode=ajout-membre`, `?modifier-membre=5`). Isomorphic.
 */

export type FormMode = { kind: "view" } | { kind: "add" } | { kind: "edit"; id: number };

export interface FormModeKeys {
  /** Value of `mode` that opens the add form. Default "ajout". */
  add?: string;
  /** Query parameter carrying the id of the record being edited. Default "modifier". */
  edit?: string;
}

/** A positive database id, or null for anything else ("abc", "0", "1.5", too large). */
export function parseRecordId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The mode the URL asks for; an edit id that is not a number gives the view mode. */
export function readFormMode(params: URLSearchParams, keys: FormModeKeys = {}): FormMode {
  const add = keys.add ?? "ajout";
  const edit = keys.edit ?? "modifier";
  const id = parseRecordId(params.get(edit));
  if (id !== null) return { kind: "edit", id };
  if (params.get("mode") === add) return { kind: "add" };
  return { kind: "view" };
}

/**
 * A list screen's mode as its loader decides it, with the record an edit form needs: an edit of a
 * record that no longer exists (deleted meanwhile, a mistyped id) shows the list instead, with
 * `notFound` as the notice.
 */
export async function loadFormMode<T>(
  params: URLSearchParams,
  find: (id: number) => Promise<T | null>,
  notFound: string,
  keys: FormModeKeys = {},
): Promise<{ mode: FormMode; edited: T | null; notice: string | null }> {
  const mode = readFormMode(params, keys);
  if (mode.kind !== "edit") return { mode, edited: null, notice: null };
  const edited = await find(mode.id);
  return edited
    ? { mode, edited, notice: null }
    : { mode: { kind: "view" }, edited, notice: notFound };
}

/** Parameters that only open a form or a confirmation: dropped when going back to view mode. */
export const MODE_PARAMS = ["mode", "confirmer"];

/**
 * `?…` for the current query with `changes` applied (null removes a parameter). The mode
 * parameters and `extraDrop` are removed first, so the link lands in view mode unless
 * `changes` opens a form again.
 */
export function searchWith(
  search: string,
  changes: Record<string, string | number | null> = {},
  extraDrop: readonly string[] = [],
): string {
  const params = new URLSearchParams(search);
  for (const key of [...MODE_PARAMS, ...extraDrop]) params.delete(key);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** What an admin action reads first from the posted form: the intent and the record's id. */
export function postedRecord(form: FormData): { intent: string; id: number | null } {
  return {
    intent: String(form.get("intent") ?? ""),
    id: parseRecordId(String(form.get("id") ?? "")),
  };
}

/**
 * Where a change goes back to: the screen at `path` with the list's current query (filters, tab,
 * page), without the mode parameters and `drop` (by default the open edit form).
 */
export function backTo(path: string, request: Request, drop: readonly string[] = ["modifier"]) {
  const kept = searchWith(visibleUrl(request).search, {}, drop);
  return kept === "?" ? path : `${path}${kept}`;
}
