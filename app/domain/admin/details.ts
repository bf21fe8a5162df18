/**
 * The details panel of a list screen (`?details=ID`): which record it shows, from the URL's
 * parameters (isomorphic: no server import).
 */
import { parseRecordId } from "~/lib/forms/form-mode";

/**
 * The record of a details panel (`?details=ID`): null with `notFound` as the notice when the id
 * is unknown or malformed; null and no notice without the parameter.
 */
export async function loadDetails<T>(
  params: URLSearchParams,
  find: (id: number) => Promise<T | null>,
  notFound: string,
  key = "details",
): Promise<{ details: T | null; notice: string | null }> {
  if (!params.has(key)) return { details: null, notice: null };
  const id = parseRecordId(params.get(key));
  const details = id === null ? null : await find(id);
  return { details, notice: details ? null : notFound };
}
