/**
 * Web addresses made from titles ("Fête de l'Aïd 2026" → "fete-de-l-aid-2026"), for blog articles,
 * events and pages. Isomorphic.
 */

export const SLUG_MAX_LENGTH = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}

/** True for an address part the site can serve as is: lowercase letters, digits, single hyphens. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * `base`, or `base-2`, `base-3`… — the first one `taken` says is free. An empty base (a title
 * made only of symbols) becomes `fallback`.
 */
export async function uniqueSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
  fallback = "element",
): Promise<string> {
  const root = base || fallback;
  if (!(await taken(root))) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
}
