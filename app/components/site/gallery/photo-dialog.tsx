import type { KeyboardEvent } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { GalleryPhoto } from "~/domain/gallery/types";
import { formatDate } from "~/lib/format";

const stepClasses =
  "inline-flex min-h-10 items-center gap-1 rounded-md border border-border bg-white px-3 text-sm font-medium text-foreground hover:border-primary hover:text-primary";

/**
 * The detail of one photo: large image, title, date, category and description. ArrowLeft and
 * ArrowRight (or the two buttons) move through the photos of the page; closing gives focus back
 * to the card of the photo shown last (see GalleryGrid).
 */
export function PhotoDialog({
  open,
  photo,
  position,
  count,
  onStep,
  onClose,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The photo shown (kept while the dialog closes). */
  photo: GalleryPhoto | undefined;
  /** 1-based position of the photo in the page. */
  position: number;
  count: number;
  onStep: (delta: -1 | 1) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  function onKeyDown(event: KeyboardEvent) {
    if (count < 2) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      onStep(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      onStep(1);
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {photo ? (
        <DialogContent
          className="sm:max-w-3xl"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader>
            <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">
              {photo.categoryLabel}
            </p>
            <DialogTitle size="lg" className="text-primary">
              {photo.title}
            </DialogTitle>
            <p className="text-sm text-muted-foreground">
              <time dateTime={photo.takenOn}>{formatDate(photo.takenOn)}</time>
            </p>
          </DialogHeader>
          <ResponsiveImage
            // A new element per photo: the previous image never shows under the new title.
            key={photo.id}
            src={photo.image}
            alt={photo.alt}
            sizes="(min-width: 800px) 720px, calc(100vw - 5rem)"
            width={960}
            height={640}
            priority
            className="aspect-[3/2] w-full rounded-lg bg-muted object-cover"
          />
          <DialogDescription className="leading-relaxed">{photo.description}</DialogDescription>
          {count > 1 ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <button type="button" onClick={() => onStep(-1)} className={stepClasses}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Photo précédente
              </button>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Photo {position} sur {count}
              </p>
              <button type="button" onClick={() => onStep(1)} className={stepClasses}>
                Photo suivante
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
