import { ShapedImage, GRID_CARD_SIZES } from "~/components/site/shared/shaped-image";

/**
 * The picture of an event's card in the grids, in grey when the event no longer stands
 * (cancelled, or a meeting already held), so the eye passes over it.
 */
export function EventCover({ src, faded }: { src: string; faded: boolean }) {
  return (
    <ShapedImage
      src={src}
      shape="wide"
      sizes={GRID_CARD_SIZES}
      className={faded ? "grayscale" : undefined}
    />
  );
}
