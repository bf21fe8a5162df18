/**
 * The 'Images' panel of /admin/galerie: the add and import links, then the cards of one page of
 * images (the public gallery's order), each with 'Modifier' and a confirmed 'Supprimer'.
 */
import { Link, useLocation } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Pagination } from "~/components/admin/pagination";
import { buttonVariants } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ListPage } from "~/domain/admin/pagination";
import { galleryCategoryLabel } from "~/domain/gallery/categories";
import type { GalleryImageRow } from "~/domain/gallery/gallery-admin.server";
import { formatDate } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";

export function ImageGrid({ list }: { list: ListPage<GalleryImageRow> }) {
  const { search } = useLocation();
  return (
    <AdminPanel id="liste-images" title="Images">
      <div className="mb-4 flex flex-wrap gap-2">
        <Link
          to={searchWith(search, { mode: "ajout" }, ["modifier"])}
          className={buttonVariants({ size: "sm" })}
        >
          Ajouter une image
        </Link>
        <Link
          to={searchWith(search, { mode: "import" }, ["modifier"])}
          className={buttonVariants({ size: "sm", variant: "outline" })}
        >
          Importer des images
        </Link>
      </div>
      {list.rows.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">Aucune image dans cette catégorie.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {list.rows.map((image) => (
            <ImageCard key={image.id} image={image} search={search} />
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </AdminPanel>
  );
}

function ImageCard({ image, search }: { image: GalleryImageRow; search: string }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-white">
      <ResponsiveImage
        src={image.image}
        alt=""
        sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 28vw, (min-width: 640px) 45vw, 90vw"
        width={480}
        height={320}
        className="aspect-[3/2] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-medium break-words">{image.title}</h3>
        <p className="text-sm text-muted-foreground">
          {galleryCategoryLabel(image.category)} ·{" "}
          <time dateTime={image.takenOn}>{formatDate(image.takenOn)}</time>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={searchWith(search, { modifier: image.id })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Modifier<span className="sr-only"> {image.title}</span>
          </Link>
          <ConfirmDialog
            intent="delete"
            id={image.id}
            subject={image.title}
            title="Supprimer l'image"
            description={`Êtes-vous sûr de vouloir supprimer l'image « ${image.title} » ? Cette action ne peut pas être annulée.`}
          />
        </div>
      </div>
    </li>
  );
}
