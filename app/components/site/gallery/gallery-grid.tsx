import { useRef, useState } from "react";
import type { GalleryPhoto } from "~/domain/gallery/types";
import { PhotoCard } from "./photo-card";
import { PhotoDialog } from "./photo-dialog";
import { useHydrated } from "~/lib/use-hydrated";

/** The grid of photo cards and the detail dialog of the selected one. */
export function GalleryGrid({ photos }: { photos: GalleryPhoto[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The photo in the dialog; kept after closing so its card gets focus back.
  const [shown, setShown] = useState(0);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);

  function show(index: number) {
    setShown(index);
    setOpen(true);
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
              onOpen={() => show(index)}
              priority={index < 4}
            />
          </li>
        ))}
      </ul>
      <PhotoDialog
        open={open && shown < photos.length}
        photo={photos[shown]}
        position={shown + 1}
        count={photos.length}
        onStep={(delta) => setShown((shown + delta + photos.length) % photos.length)}
        onClose={() => setOpen(false)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          cards.current[shown]?.focus();
        }}
      />
    </>
  );
}
