/**
 * Two versions of a page or an article compared field by field (decision 0032): each field's
 * text in the first version and in the second, and the words added and removed between them
 * (rich text compared as its text, paragraph by paragraph). Pure; what the compare screen shows.
 */
import { diffText, hasChanges, type DiffPart } from "~/lib/text-diff";
import type { Snapshot } from "./revisions.server";

/** One field of a kind of item, as the compare screen names and reads it. */
export interface RevisionField<S extends Snapshot> {
  key: keyof S & string;
  label: string;
  /** The field's value as text (default: the string itself; a list joined by commas). */
  text?: (value: S[keyof S]) => string;
}

export interface ComparedField {
  key: string;
  label: string;
  changed: boolean;
  /** The changes from the first version's text to the second's. */
  parts: DiffPart[];
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/** `a` → `b`, field by field in the order of `fields`. */
export function compareSnapshots<S extends Snapshot>(
  fields: readonly RevisionField<S>[],
  a: S,
  b: S,
): ComparedField[] {
  return fields.map(({ key, label, text = asText }) => {
    const parts = diffText(text(a[key]), text(b[key]));
    return { key, label, changed: hasChanges(parts), parts };
  });
}
