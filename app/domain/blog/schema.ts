/**
 * The article form of /admin/blog (spec back-office.md §2 "Blog", §3 "Blog article"): messages,
 * URL filters and the parsing of tags typed comma-separated. Isomorphic; the zod schema itself,
 * which sanitizes the HTML content and checks that a typed address is free, is server-side
 * (blog-admin.server.ts).
 */
import { blogStatusKeys, type BlogStatus } from "./labels";
import { REQUIRED } from "~/lib/form-rules";

export const BLOG_NOT_FOUND = "Article introuvable : il a peut-être été supprimé.";
export { REQUIRED };
export const SLUG_INVALID =
  "Adresse invalide : lettres minuscules sans accents, chiffres et traits d'union seulement (ex. fete-de-l-aid), 80 caractères au maximum.";
/** /blog/12 is read as an old numeric link (routes/public/blog-post.tsx), so never an address. */
export const SLUG_NUMERIC = "L'adresse doit contenir au moins une lettre.";
export const SLUG_TAKEN = "Cette adresse est déjà utilisée par un autre article.";
export const CONTENT_REQUIRED = "Le contenu de l'article est obligatoire.";
export const CATEGORY_INVALID = "Choisissez une catégorie de la liste.";
export const STATUS_INVALID = "Choisissez un statut de la liste.";
export const DATE_INVALID = "Date invalide (format AAAA-MM-JJ HH:MM).";
export const DATE_REQUIRED = "Indiquez la date de publication d'un article publié.";
export const EXCERPT_MAX = 300;
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 10;
export const TAG_TOO_LONG = `Chaque étiquette doit contenir au plus ${TAG_MAX_LENGTH} caractères.`;
export const TOO_MANY_TAGS = `${TAGS_MAX} étiquettes au maximum.`;
/** Words read per minute, for the read time shown on the public blog. */
export const WORDS_PER_MINUTE = 200;

export type BlogField =
  | "title"
  | "slug"
  | "excerpt"
  | "content"
  | "author"
  | "category"
  | "tags"
  | "publishedAt"
  | "status"
  | "imageFile"
  | "imageUrl";

/**
 * "Histoire, ramadan , ,Histoire" → ["Histoire", "ramadan"]: trimmed, empties removed, a tag
 * typed twice (whatever its case) kept once, in the order typed.
 */
export function parseTags(raw: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of raw.split(",")) {
    const tag = part.trim().replace(/\s+/g, " ");
    const key = tag.toLocaleLowerCase("fr-CA");
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Minutes to read `html` at about 200 words a minute, at least 1. */
export function readTimeOf(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, "x");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The first `max` characters then '…' when the text is longer, for the table (spec §9: 60). */
export function truncateText(text: string, max = 60): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** `?statut=` → one of the statuses, or null (all) for a missing or unknown value. */
export function parseBlogStatus(raw: string | null | undefined): BlogStatus | null {
  return blogStatusKeys.find((status) => status === raw) ?? null;
}
