/**
 * The 'Médias' tab of /admin/pages: the uploaded files, newest first, each with its thumbnail,
 * size and the public address to copy into a page; searched by file name.
 */
import { AdminPanel } from "~/components/admin/admin-frame";
import { CopyField } from "~/components/admin/copy-field";
import { SearchForm } from "~/components/admin/crud/search-form";
import { Pagination } from "~/components/admin/pagination";
import type { ListPage } from "~/domain/admin/pagination";
import type { MediaRow } from "~/domain/pages/media-admin.server";
import { pageSearchSchema } from "~/domain/pages/schema";
import { formatFileSize } from "~/lib/file-size";
import { formatDate } from "~/lib/format";

type MediaFile = MediaRow & { thumbnail: string | null; publicUrl: string };

export function MediaTab({ media, search }: { media: ListPage<MediaFile>; search: string }) {
  return (
    <AdminPanel id="liste-medias" title="Médias">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-muted-foreground">
          Les images téléversées dans le back-office. Copiez l'adresse d'une image pour l'utiliser
          dans une page.
        </p>
        <SearchForm
          id="recherche-medias"
          label="Rechercher par nom de fichier"
          value={search}
          schema={pageSearchSchema}
          keep={{ onglet: "medias" }}
        />
      </div>
      {media.rows.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">
          {search ? "Aucun fichier ne correspond à la recherche." : "Aucun fichier téléversé."}
        </p>
      ) : (
        <ul aria-label="Fichiers téléversés" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {media.rows.map((file) => (
            <li key={file.id} className="grid gap-3 rounded-lg border border-border p-3">
              {file.thumbnail ? (
                <img
                  src={file.thumbnail}
                  alt={file.alt}
                  width={file.width ?? undefined}
                  height={file.height ?? undefined}
                  loading="lazy"
                  className="aspect-video w-full rounded-md bg-muted object-contain"
                />
              ) : null}
              <div className="grid gap-1 text-sm">
                <p className="font-medium break-all">{file.originalName}</p>
                <p className="text-muted-foreground">
                  {file.width && file.height ? `${file.width} × ${file.height} px · ` : ""}
                  {formatFileSize(file.size)} · {formatDate(file.createdAt)}
                </p>
              </div>
              <CopyField
                id={`media-url-${file.id}`}
                label={`Adresse publique de ${file.originalName}`}
                value={file.publicUrl}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={media.page} pageCount={media.pageCount} />
    </AdminPanel>
  );
}
