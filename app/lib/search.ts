/**
 * The ILIKE pattern of a free-text search: the visitor's text matched anywhere, with LIKE's own
 * wildcards (% and _) and its escape character (\) taken literally, so "100%" finds "100%".
 * Shared by every list that searches (shop, gallery, blog, Coran & Hadith…).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The `?q=` of a list, trimmed and bounded (a search box has no length rule; the URL does). */
export function searchText(raw: string | null): string {
  return (raw ?? "").trim().slice(0, 200);
}
