/**
 * The same kinds of public pages on both sites: the home page, an article, a page written in the
 * editor, and an archive (the list of articles).
 */
import { pageTemplate } from "../../tests/helpers/server.ts";
import { FIXED_PUBLIC_PAGES } from "../../app/domain/site/sitemap.server.ts";

export const PAGE_KINDS = ["accueil", "article", "page", "archive"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export type PageSet = Partial<Record<PageKind, string>>;

async function ok(base: string, path: string): Promise<boolean> {
  try {
    const response = await fetch(new URL(path, base), { redirect: "manual" });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function keepAnswering(base: string, pages: PageSet): Promise<PageSet> {
  const kept: PageSet = {};
  for (const kind of PAGE_KINDS) {
    const path = pages[kind];
    if (path && (await ok(base, path))) kept[kind] = path;
  }
  return kept;
}

/** Our site: read from its sitemap.xml (the first article, the first back-office page). */
export async function ourPages(base: string): Promise<PageSet> {
  const xml = await (await fetch(new URL("/sitemap.xml", base))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const routed = new Set<string>([...FIXED_PUBLIC_PAGES, "/panier"]);
  return keepAnswering(base, {
    accueil: "/",
    article: paths.find((path) => pageTemplate(path, routed) === "/blog/:param"),
    page: paths.find((path) => pageTemplate(path, routed) === "page"),
    archive: "/blog",
  });
}

async function firstLink(base: string, route: string, query: string): Promise<string | undefined> {
  try {
    // ?rest_route= works with and without readable addresses.
    const url = new URL(`/?rest_route=${route}&per_page=1&_fields=link&${query}`, base);
    const items = (await (await fetch(url)).json()) as { link?: string }[];
    return items[0]?.link
      ? new URL(items[0].link).pathname + new URL(items[0].link).search
      : undefined;
  } catch {
    return undefined;
  }
}

/** A WordPress: read from its REST API (the newest article, the first page, the largest category). */
export async function wordpressPages(base: string): Promise<PageSet> {
  return keepAnswering(base, {
    accueil: "/",
    article: await firstLink(base, "/wp/v2/posts", "orderby=date&order=desc"),
    page: await firstLink(base, "/wp/v2/pages", "orderby=menu_order&order=asc"),
    archive: await firstLink(base, "/wp/v2/categories", "orderby=count&order=desc"),
  });
}

/** BENCH_PAGES / BENCH_PEER_PAGES: `kind=/path,kind=/path` (kinds: accueil, article, page, archive). */
export function parsePageSet(value: string): PageSet {
  const set: PageSet = {};
  for (const item of value.split(",")) {
    const [kind, path] = item.split("=");
    if (!PAGE_KINDS.includes(kind as PageKind) || !path?.startsWith("/")) {
      throw new Error(
        `Page mal décrite « ${item} » : attendu genre=/chemin (${PAGE_KINDS.join(", ")}).`,
      );
    }
    set[kind as PageKind] = path;
  }
  return set;
}
