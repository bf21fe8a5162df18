/** The columns of the /admin/blog table: the title with its address (and 'Voir' when online). */
import type { Column } from "~/components/admin/crud/crud-list";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import type { ArticleRow } from "~/domain/blog/blog-admin.server";
import { blogStatusLabel } from "~/domain/blog/labels";
import { truncateText } from "~/domain/blog/schema";

const statusTones: Record<string, BadgeTone> = {
  published: "success",
  draft: "warning",
  archived: "neutral",
};

export const COLUMNS: Column<ArticleRow>[] = [
  {
    header: "Titre",
    rowHeader: true,
    cell: (post) => (
      <>
        <span className="block">{post.title}</span>
        <span className="block text-xs font-normal break-all text-muted-foreground">
          /blog/{post.slug}
        </span>
        {post.live ? (
          <a
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-normal text-primary underline"
          >
            Voir<span className="sr-only"> {post.title} (nouvel onglet)</span>
          </a>
        ) : null}
      </>
    ),
  },
  { header: "Extrait", className: "max-w-xs", cell: (post) => truncateText(post.excerpt) },
  { header: "Auteur", cell: (post) => post.author },
  { header: "Catégorie", cell: (post) => post.category },
  {
    header: "Statut",
    cell: (post) => (
      <>
        <StatusBadge tone={statusTones[post.status] ?? "danger"}>
          {blogStatusLabel(post.status)}
        </StatusBadge>
        {post.status === "published" && !post.live ? (
          <span className="mt-1 block text-xs text-muted-foreground">En ligne à cette date</span>
        ) : null}
      </>
    ),
  },
  { header: "Date", className: "whitespace-nowrap", cell: (post) => post.date },
];
