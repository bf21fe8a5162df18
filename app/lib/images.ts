/**
 * The single image URL convention, shared by server and browser.
 *
 * An uploaded image is stored once per web width (`images/<id>/<width>.webp`, see
 * server/images.server.ts) and recorded in the database by its base URL `/media/images/<id>`.
 * Components turn that base URL into `src`/`srcSet` here, so the widths live in one place. Any
 * other URL (a typed external address, `/placeholder.svg`) is used as it is.
 */

/** Widths of the stored WebP variants, smallest first. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width used for `src` (browsers without srcset support, og:image, e-mails). */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 960;

const STORED_IMAGE = /^\/media\/images\/[a-z0-9]+$/;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** True for the base URL of an image stored by `saveImage`. */
export function isStoredImage(src: string): boolean {
  return STORED_IMAGE.test(src);
}

/** URL of one stored variant; other URLs are returned unchanged. */
export function imageVariant(src: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH): string {
  return isStoredImage(src) ? `${src}/${width}.webp` : src;
}

/**
 * `src`, `srcSet` and `sizes` for an `<img>`. `sizes` tells the browser how wide the image is
 * drawn (e.g. "(min-width: 1024px) 33vw, 100vw"); without it the browser assumes the full
 * viewport width and may download a larger file than needed.
 */
export function imageSources(src: string, sizes?: string): ImageSources {
  if (!isStoredImage(src)) return { src };
  return {
    src: imageVariant(src, DEFAULT_IMAGE_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${src}/${width}.webp ${width}w`).join(", "),
    sizes: sizes ?? "100vw",
  };
}

/**
 * A typed image address is accepted when it is an http(s) URL or a path of our own media
 * (`/media/…`): the back-office image field and the speech form's media address share the rule.
 */
export function isAcceptedImageUrl(value: string): boolean {
  if (/^\/media\/[A-Za-z0-9/_.-]+$/.test(value)) return !value.includes("..");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
