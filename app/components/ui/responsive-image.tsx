import { imageSources } from "~/lib/images";

export interface ResponsiveImageProps {
  src: string;
  /** Describes the image; "" for a purely decorative one. */
  alt: string;
  /** How wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /**
   * Intrinsic size (or aspect ratio) of the image, required so the browser reserves the space
   * before it loads: no layout shift (Lighthouse CLS).
   */
  width: number;
  height: number;
  className?: string;
  loading?: "lazy" | "eager";
  /** The page's main image (LCP): loaded at once and first. */
  priority?: boolean;
}

/** An `<img>` that lets the browser pick the stored web size that fits (see lib/images.ts). */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  className,
  loading,
  priority = false,
}: ResponsiveImageProps) {
  const sources = imageSources(src, sizes);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
