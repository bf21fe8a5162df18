/**
 * The article form of /admin/blog (spec back-office.md §2 "Blog", §3 "Blog article"): its zod
 * schema as the browser and the server both check it, messages, URL filters and the parsing of
 * tags typed comma-separated. Isomorphic; the server adds the rules it alone can check (the
 * content sanitized, the edited article's own category) in blog-admin.server.ts.
 */
import { z } from "zod";
import { nullableText, oneOf, optionalText, REQUIRED, requiredText } from "~/lib/forms/rules";
import { SLUG_MAX_LENGTH, isSlug } from "~/lib/slug";
import { fromLocalDateTime } from "~/lib/zoned-time";
import { blogCategories, blogStatusKeys, type BlogStatus } from "./labels";

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

/** The content's rule in the browser; the server's also sanitizes it and refuses it blank. */
export const articleContent = z
  .string({ error: CONTENT_REQUIRED })
  .max(200_000, "Le contenu est trop long.");

/**
 * The categories an article may take: §9's, and an older article's own one (like the seed's
 * "Prières") so that saving it never forces a new category.
 */
export function articleCategories(current?: string): string[] {
  const categories: string[] = [...blogCategories];
  if (current && !categories.includes(current)) categories.push(current);
  return categories;
}

/**
 * The article form's rules. `categories`: the choices (§9's, plus an older article's own one);
 * `content`: the content's rule.
 */
export function articleSchema(
  categories: readonly string[] = articleCategories(),
  content: z.ZodType<string, string> = articleContent,
) {
  return z
    .object({
      title: requiredText(200),
      slug: nullableText(SLUG_MAX_LENGTH, SLUG_INVALID)
        .refine((value) => value === null || isSlug(value), SLUG_INVALID)
        .refine((value) => value === null || !/^\d+$/.test(value), SLUG_NUMERIC),
      excerpt: optionalText(
        EXCERPT_MAX,
        `L'extrait ne doit pas dépasser ${EXCERPT_MAX} caractères.`,
      ),
      content,
      author: requiredText(200),
      category: oneOf(categories, CATEGORY_INVALID),
      tags: z
        .string()
        .optional()
        .transform((value) => parseTags(value ?? ""))
        .refine((tags) => tags.every((tag) => tag.length <= TAG_MAX_LENGTH), TAG_TOO_LONG)
        .refine((tags) => tags.length <= TAGS_MAX, TOO_MANY_TAGS),
      publishedAt: z
        .string()
        .trim()
        .optional()
        .transform((value, ctx) => {
          if (!value) return null;
          const instant = fromLocalDateTime(value);
          if (!instant) ctx.addIssue({ code: "custom", message: DATE_INVALID });
          return instant ?? z.NEVER;
        }),
      status: oneOf(blogStatusKeys, STATUS_INVALID),
    })
    .superRefine((input, ctx) => {
      if (input.status === "published" && !input.publishedAt) {
        ctx.addIssue({ code: "custom", path: ["publishedAt"], message: DATE_REQUIRED });
      }
    });
}
export type BlogInput = z.infer<ReturnType<typeof articleSchema>>;
export type BlogField = keyof BlogInput | "imageFile" | "imageUrl";

/** The title search of the list (`?q=`), as long as the server reads it (lib/search.ts). */
export const blogSearchSchema = z.object({ q: optionalText(200) });

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
