/**
 * Stored values with their French labels, declared once as one map: the values in the map's
 * order, whether a string is one of them, and the label of any string, with `fallback` for a value
 * the code does not know (a row written before a value was dropped, a value typed in a URL).
 * Isomorphic.
 */
export function labelsOf<const L extends Record<string, string>>(
  labels: L,
  fallback: string | ((value: string) => string),
) {
  type Value = Extract<keyof L, string>;
  const values: readonly Value[] = Object.keys(labels) as Value[];
  const is = (value: string | null | undefined): value is Value =>
    value != null && Object.hasOwn(labels, value);
  const label = (value: string): string => {
    if (is(value)) return labels[value];
    return typeof fallback === "function" ? fallback(value) : fallback;
  };
  return { labels, values, is, label };
}

/**
 * A closed vocabulary (a tuple of db/vocabularies.ts, which the database's CHECK constraint is
 * built from) with its French labels: TypeScript refuses a label map that misses a value or adds
 * one, so the values are declared once, in the tuple, and `values` is that tuple itself.
 */
export function labelsFor<
  const V extends readonly string[],
  const L extends Record<V[number], string>,
>(
  values: V,
  labels: L & Record<Exclude<keyof L, V[number]>, never>,
  fallback: string | ((value: string) => string),
) {
  const { labels: map, is, label } = labelsOf<L>(labels, fallback);
  return {
    labels: map,
    values,
    is: is as (value: string | null | undefined) => value is V[number],
    label,
  };
}

/**
 * A URL value (`?statut=`, `?etat=`) read as one of `map`'s keys, or null (no filter) for a
 * missing or unknown value.
 */
export function keyParser<const M extends object>(map: M) {
  type Key = Extract<keyof M, string>;
  return (raw: string | null | undefined): Key | null =>
    raw != null && Object.hasOwn(map, raw) ? (raw as Key) : null;
}

/** Shows an unknown value as it is stored rather than hiding it. */
export const asStored = (value: string): string => value;
