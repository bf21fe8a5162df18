/**
 * The versions of a blog article (decision 0032): what a revision keeps of it (every field of
 * the article form: title, address, excerpt, content, author, category, tags, publication date,
 * status, image), and its "Versions" screen (/admin/blog/:id/versions) with compare and
 * restore. Restoring sanitizes the content again, counts its read time again, keeps the current
 * status and publication date unless asked for the version's, and is refused (nothing changed)
 * when the version's address is now another article's.
 */
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { blogPosts } from "#db/schema";
import type { RevisionField } from "~/domain/revisions/compare";
import { richTextAsText } from "~/lib/rich-text-as-text";
import type { PublicationSpec } from "~/domain/revisions/revisions.server";
import type { VersionsScreen } from "~/domain/revisions/versions.server";
import { formatDateTime } from "~/lib/format";
import { FieldRefusal } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { sanitizeRichText } from "~/server/rich-text.server";
import { blogStatusLabel } from "./labels";
import { BLOG_NOT_FOUND, readTimeOf } from "./schema";

export const RESTORE_SLUG_TAKEN =
  "Cette version ne peut pas être restaurée : son adresse est maintenant celle d'un autre article. Rien n'a été changé ; changez d'abord l'adresse de l'autre article.";

const articleSnapshotSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** ISO instant, or null for an undated draft. */
  publishedAt: z.string().nullable(),
  status: z.string(),
  image: z.string(),
});
export type ArticleSnapshot = z.infer<typeof articleSnapshotSchema>;

type ArticleValues = Omit<ArticleSnapshot, "publishedAt"> & { publishedAt: Date | null };

/** The fields a revision keeps of an article. */
export function articleSnapshot(article: ArticleValues): ArticleSnapshot {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    author: article.author,
    category: article.category,
    tags: [...article.tags],
    publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
    status: article.status,
    image: article.image,
  };
}

const { title, slug, excerpt, content, author, category, tags, publishedAt, status, image } =
  blogPosts;

/** The article's current version, locked until the transaction ends (null when deleted). */
export async function currentArticle(tx: Db, id: number) {
  const [row] = await tx
    .select({
      ...{ title, slug, excerpt, content, author, category, tags, publishedAt, status, image },
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  return row ? { snapshot: articleSnapshot(row), updatedAt: row.updatedAt } : null;
}

const FIELDS: RevisionField<ArticleSnapshot>[] = [
  { key: "title", label: "Titre" },
  { key: "slug", label: "Adresse", text: (value) => `/blog/${String(value)}` },
  { key: "excerpt", label: "Extrait" },
  {
    key: "content",
    label: "Contenu",
    text: (html) => richTextAsText(String(html), { images: true, blankLines: false }),
  },
  { key: "author", label: "Auteur" },
  { key: "category", label: "Catégorie" },
  { key: "tags", label: "Étiquettes", text: (list) => (list as string[]).join(", ") },
  {
    key: "publishedAt",
    label: "Date de publication",
    text: (iso) => (iso ? formatDateTime(String(iso)) : "aucune"),
  },
  { key: "status", label: "Statut", text: (value) => blogStatusLabel(String(value)) },
  { key: "image", label: "Image" },
];

/** An article's publication state: its status and its publication date. */
const publication: PublicationSpec<ArticleSnapshot> = {
  label: (article) =>
    article.publishedAt
      ? `${blogStatusLabel(article.status)}, date de publication : ${formatDateTime(article.publishedAt)}`
      : `${blogStatusLabel(article.status)}, sans date de publication`,
  isPublic: (article) =>
    article.status === "published" &&
    article.publishedAt !== null &&
    new Date(article.publishedAt) <= new Date(),
  keep: (article, current) => ({
    ...article,
    status: current.status,
    publishedAt: current.publishedAt,
  }),
};

export const articleVersions: VersionsScreen<ArticleSnapshot> = {
  kind: "article",
  entity: "blog_post",
  area: "blog",
  listPath: "/admin/blog",
  noun: "l'article",
  notFound: BLOG_NOT_FOUND,
  duplicate: RESTORE_SLUG_TAKEN,
  fields: FIELDS,
  current: currentArticle,
  parse: (snapshot) => articleSnapshotSchema.safeParse(snapshot).data ?? null,
  describe: (article) => ({
    title: article.title,
    publicHref:
      article.status === "published" && article.publishedAt ? `/blog/${article.slug}` : null,
  }),
  async prepare(tx, id, restored) {
    const [other] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, restored.slug), ne(blogPosts.id, id)))
      .limit(1);
    if (other) throw new FieldRefusal("form", RESTORE_SLUG_TAKEN);
    return { ...restored, content: sanitizeRichText(restored.content) };
  },
  async write(tx, id, version) {
    await tx
      .update(blogPosts)
      .set({
        ...version,
        publishedAt: version.publishedAt ? new Date(version.publishedAt) : null,
        readTimeMinutes: readTimeOf(version.content),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id));
  },
  details: (article) => ({ title: article.title, slug: article.slug, status: article.status }),
  publication,
  restoredToast: (article) => ({
    title: "Version restaurée",
    description: `L'article « ${article.title} » a retrouvé cette version ; la version remplacée est gardée dans la liste.`,
  }),
};
