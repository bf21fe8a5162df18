import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/utils";

/**
 * The shapes the site draws pictures in: the intrinsic size (so the browser reserves the space
 * before the image loads) and the matching box. One table, so that a card and a page showing the
 * same kind of picture cannot drift apart.
 */
const SHAPES = {
  /** 16:9, full width: events, projects, speeches. */
  wide: { width: 1600, height: 900, box: "aspect-video w-full" },
  /** 4:3, full width: the cards of the project and shop grids. */
  photo: { width: 800, height: 600, box: "aspect-[4/3] w-full" },
  /** 3:2, full width: blog articles. */
  print: { width: 960, height: 640, box: "aspect-[3/2] w-full" },
  /** 1:1, full width: portraits on cards. */
  square: { width: 480, height: 480, box: "aspect-square w-full" },
  /** A 64 px round portrait beside a name. */
  avatar: { width: 64, height: 64, box: "size-16 shrink-0 rounded-full" },
} as const;

export type ImageShape = keyof typeof SHAPES;

/** `sizes` of a card in the three-column grids (two columns from 640 px, one below). */
export const GRID_CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * A picture in one of the site's shapes, on a muted background while it loads. It is decorative
 * (alt=""): the heading or the name beside it already says what it shows.
 */
export function ShapedImage({
  src,
  shape,
  sizes,
  priority,
  className,
}: {
  src: string;
  shape: ImageShape;
  sizes: string;
  /** The page's main image (LCP). */
  priority?: boolean;
  /** Extra classes (rounding, shadow, filters); not the size nor the ratio. */
  className?: string;
}) {
  const { width, height, box } = SHAPES[shape];
  return (
    <ResponsiveImage
      src={src}
      alt=""
      sizes={sizes}
      width={width}
      height={height}
      priority={priority}
      className={cn(box, "bg-muted object-cover", className)}
    />
  );
}
