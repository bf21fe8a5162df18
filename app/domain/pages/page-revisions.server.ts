/**
 * The versions of a page (decision 0032): what a revision keeps of it (address, title, summary,
 * content), and its "Versions" screen (/admin/pages/:id/versions) with compare and restore.
 * Restoring keeps the address of a fixed page's intro, sanitizes the content again, and is
 * refused (nothing changed) when the version's address is now another page's or the site's.
 */
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { pages } from "#db/schema";
import type { RevisionField } from "~/domain/revisions/compare";
import { richTextAsText } from "~/lib/rich-text-as-text";
import type { VersionsScreen } from "~/domain/revisions/versions.server";
import { FieldRefusal } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { sanitizeRichText } from "~/server/rich-text.server";
import { isFixedPageRoute, isIntroRoute, isReservedRoute } from "./page-routes.server";
import { PAGE_NOT_FOUND, PAGES_PATH } from "./schema";

export const RESTORE_ROUTE_TAKEN =
  "Cette version ne peut pas être restaurée : son adresse est maintenant celle d'une autre page. Rien n'a été changé ; changez d'abord l'adresse de l'autre page.";
export const RESTORE_ROUTE_RESERVED =
  "Cette version ne peut pas être restaurée : son adresse est maintenant réservée à une page du site. Rien n'a été changé.";

const pageSnapshotSchema = z.object({
  route: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
});
export type PageSnapshot = z.infer<typeof pageSnapshotSchema>;

/** The fields a revision keeps of a page. */
export function pageSnapshot(page: PageSnapshot): PageSnapshot {
  return { route: page.route, title: page.title, summary: page.summary, content: page.content };
}

/** The page's current version, locked until the transaction ends (null when deleted). */
export async function currentPage(tx: Db, id: number) {
  const [row] = await tx
    .select({
      route: pages.route,
      title: pages.title,
      summary: pages.summary,
      content: pages.content,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(eq(pages.id, id))
    .for("update");
  return row ? { snapshot: pageSnapshot(row), updatedAt: row.updatedAt } : null;
}

async function routeTakenByOther(tx: Db, route: string, id: number) {
  const [row] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.route, route), ne(pages.id, id)))
    .limit(1);
  return Boolean(row);
}

const FIELDS: RevisionField<PageSnapshot>[] = [
  { key: "title", label: "Titre" },
  { key: "route", label: "Adresse" },
  { key: "summary", label: "Résumé" },
  {
    key: "content",
    label: "Contenu",
    text: (html) => richTextAsText(String(html), { images: true, blankLines: false }),
  },
];

export const pageVersions: VersionsScreen<PageSnapshot> = {
  kind: "page",
  entity: "page",
  area: "pages",
  listPath: PAGES_PATH,
  noun: "la page",
  notFound: PAGE_NOT_FOUND,
  duplicate: RESTORE_ROUTE_TAKEN,
  fields: FIELDS,
  current: currentPage,
  parse: (snapshot) => pageSnapshotSchema.safeParse(snapshot).data ?? null,
  describe: (page) => ({ title: page.title, publicHref: page.route }),
  async prepare(tx, id, restored, current) {
    // The intro of a fixed page keeps its address, whatever the version says.
    const route = isFixedPageRoute(current.route) ? current.route : restored.route;
    if (route !== current.route) {
      if (isReservedRoute(route) && !isIntroRoute(route)) {
        throw new FieldRefusal("form", RESTORE_ROUTE_RESERVED);
      }
      if (await routeTakenByOther(tx, route, id)) {
        throw new FieldRefusal("form", RESTORE_ROUTE_TAKEN);
      }
    }
    return { ...restored, route, content: sanitizeRichText(restored.content) };
  },
  async write(tx, id, version) {
    await tx
      .update(pages)
      .set({ ...pageSnapshot(version), updatedAt: new Date() })
      .where(eq(pages.id, id));
  },
  details: (page) => ({ title: page.title, route: page.route }),
  restoredToast: (page) => ({
    title: "Version restaurée",
    description: `La page ${page.title} a retrouvé le texte de cette version ; la version remplacée est gardée dans la liste.`,
  }),
};
