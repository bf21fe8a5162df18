import { useRef, useState } from "react";
import type { GalleryPhoto } from "~/domain/gallery/types";
import { PhotoCard } from "./photo-card";
import { PhotoDialog } from "./photo-dialog";
import { useHydrated } from "./use-hydrated";

/** The grid of photo cards and the detail dialog of the selected one. */
export function GalleryGrid({ photos }: { photos: GalleryPhoto[] }) {
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The photo shown last, whose card gets focus back when the dialog closes.
  const lastIndex = useRef(0);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);

  function open(index: number) {
    lastIndex.current = index;
    setOpenIndex(index);
  }
  function step(delta: -1 | 1) {
    if (openIndex === null) return;
    open((openIndex + delta + photos.length) % photos.length);
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <PhotoCard
              ref={(element) => {
                cards.current[index] = element;
              }}
              photo={photo}
              interactive={hydrated}
              onOpen={() => open(index)}
              priority={index < 4}
            />
          </li>
        ))}
      </ul>
      <PhotoDialog
        photo={openIndex === null ? null : (photos[openIndex] ?? null)}
        position={(openIndex ?? 0) + 1}
        count={photos.length}
        onStep={step}
        onClose={() => setOpenIndex(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          cards.current[lastIndex.current]?.focus();
        }}
      />
    </>
  );
}
