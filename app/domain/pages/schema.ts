/**
 * The page form of /admin/pages (spec back-office.md §2 "Page manager", §3 "Admin page record"):
 * title, public address, summary for search engines and teasers, rich-text content. The rules
 * that need the database (address free, not served by another route, fixed pages' address kept)
 * live in pages-admin.server.ts. Isomorphic.
 */
import { z } from "zod";
import { optionalText, requiredText } from "~/lib/forms/rules";
import { adminPath } from "~/domain/admin/screens";

export const PAGES_PATH = adminPath("pages");
export const PAGE_NOT_FOUND = "Page introuvable : elle a peut-être été supprimée.";
export const PAGE_ROUTE_MAX = 100;
export const PAGE_SUMMARY_MAX = 300;
/** Generous for a page of text; the editor's HTML is a few times the visible text. */
export const PAGE_CONTENT_MAX = 200_000;

export const TITLE_TOO_SHORT = "Le titre doit contenir au moins 3 caractères.";
export const ROUTE_FORMAT =
  "L'adresse doit commencer par « / » et ne contenir que des lettres minuscules, des chiffres et des traits d'union, par exemple /notre-histoire ou /tidjaniya/histoire.";
export const ROUTE_TOO_LONG = `L'adresse ne doit pas dépasser ${PAGE_ROUTE_MAX} caractères.`;
export const ROUTE_RESERVED =
  "Cette adresse est déjà celle d'une page du site (ou lui est réservée) : choisissez-en une autre.";
export const ROUTE_TAKEN = "Une page existe déjà à cette adresse : choisissez-en une autre.";
export const ROUTE_LOCKED =
  "L'adresse de cette page ne peut pas être changée : son texte est celui d'une page du site.";
export const CONTENT_REQUIRED = "Le contenu de la page est obligatoire.";
export const SUMMARY_TOO_LONG = `Le résumé ne doit pas dépasser ${PAGE_SUMMARY_MAX} caractères.`;
export const PAGE_LOCKED_DELETE =
  "Cette page ne peut pas être supprimée : son texte est celui d'une page du site. Vous pouvez la modifier.";

/**
 * "/" or slash-separated segments of lowercase letters and digits joined by single hyphens:
 * "/notre-histoire", "/tidjaniya/histoire". No trailing slash, no "//", no accents or dots.
 */
const ROUTE_PATTERN = /^(?:\/|(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+)$/;

export const pageSchema = z.object({
  title: requiredText(200, "Le titre ne doit pas dépasser 200 caractères.", {
    min: 3,
    message: TITLE_TOO_SHORT,
  }),
  route: requiredText(PAGE_ROUTE_MAX, ROUTE_TOO_LONG, { min: 1, message: ROUTE_FORMAT }).regex(
    ROUTE_PATTERN,
    ROUTE_FORMAT,
  ),
  summary: optionalText(PAGE_SUMMARY_MAX, SUMMARY_TOO_LONG),
  // Required on the server, once sanitized (pages-admin.server.ts): blank HTML is not a page.
  content: optionalText(PAGE_CONTENT_MAX, "Le contenu est trop long."),
});
export type PageInput = z.infer<typeof pageSchema>;
export type PageField = keyof PageInput;

/** The screen's two tabs (`?onglet=`); the prototype's 'Modèles' tab did nothing and is left out. */
export const pageTabs = [
  { id: "pages", label: "Pages" },
  { id: "medias", label: "Médias" },
] as const;
export type PagesTab = (typeof pageTabs)[number]["id"];

/** `?onglet=` → the tab; anything else gives 'Pages'. */
export function parsePagesTab(raw: string | null | undefined): PagesTab {
  return raw === "medias" ? "medias" : "pages";
}

export const PAGE_SEARCH_MAX = 100;
/** The search box of both tabs (`?q=`, a title, an address or a file name). */
export const pageSearchSchema = z.object({ q: optionalText(PAGE_SEARCH_MAX) });

/** `?q=` → the trimmed search text (at most 100 characters), or "" for none. */
export function parseSearch(raw: string | null | undefined): string {
  return (raw ?? "").trim().slice(0, PAGE_SEARCH_MAX);
}
