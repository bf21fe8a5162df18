import { forwardRef } from "react";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import type { GalleryPhoto } from "~/domain/gallery/types";
import { formatDate } from "~/lib/format";
import { imageVariant } from "~/lib/images";

const cardClasses =
  "group flex h-full w-full flex-col overflow-hidden rounded-xl border border-border bg-card text-left shadow-sm transition-shadow hover:shadow-md";

/**
 * One photo of the grid. Once React runs it is a button that opens the detail dialog; before
 * that (or without JavaScript) it is a link to the large image, so it still leads somewhere.
 */
export const PhotoCard = forwardRef<
  HTMLButtonElement,
  { photo: GalleryPhoto; interactive: boolean; onOpen: () => void; priority?: boolean }
>(function PhotoCard({ photo, interactive, onOpen, priority }, ref) {
  const content = (
    <>
      <span className="block overflow-hidden bg-muted">
        <ShapedImage
          src={photo.image}
          shape="print"
          sizes="(min-width: 1280px) 296px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </span>
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="text-xs font-semibold tracking-wide text-gold-dark uppercase">
          {photo.categoryLabel}
        </span>
        <span className="font-semibold text-primary">{photo.title}</span>
        <span className="text-sm text-muted-foreground">{formatDate(photo.takenOn)}</span>
      </span>
    </>
  );
  if (!interactive) {
    return (
      <a href={imageVariant(photo.image, 1600)} className={cardClasses}>
        {content}
      </a>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={`${cardClasses} cursor-pointer`}
    >
      {content}
    </button>
  );
});
