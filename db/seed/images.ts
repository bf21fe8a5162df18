/**
 * The pictures of the sample content. Content files describe each picture (`art(…)`); the seed
 * turns the descriptions into URLs here: either the placeholder (fast tests) or pictures drawn
 * locally and stored through `saveImage`, so they get the same web sizes as an upload.
 */
import { availableParallelism } from "node:os";
import type { Db } from "~/server/db.server";
import { saveImage } from "~/server/images.server";
import { renderArt, type ArtSpec, type Shape } from "./art/render";
import type { Scene } from "./art/scenes";
import type { PaletteName } from "./art/geometry";

export const PLACEHOLDER = "/placeholder.svg";

export interface ImageSpec extends ArtSpec {
  /** Stored in `media.alt`. */
  alt: string;
}

/** Rows of a content file carry a picture description where the table has its image URL. */
export type WithArt<T extends { image?: unknown }> = Omit<T, "image"> & { image: ImageSpec };

export function art(
  name: string,
  shape: Shape,
  scene: Scene,
  alt: string,
  extra: { palette?: PaletteName; veiled?: boolean } = {},
): ImageSpec {
  return { name, shape, scene, alt, ...extra };
}

/**
 * Pictures in progress at once. Each one is drawn, then encoded at two or three widths in
 * parallel on libuv's thread pool, so two keep a 2-core server busy; more cores take up to four.
 */
const CONCURRENCY = Math.max(2, Math.min(4, availableParallelism()));
/** Measured on the generated artwork: files 3 % larger than the default effort, twice as fast. */
const WEBP_EFFORT = 2;

export async function resolveImages(
  db: Db,
  specs: readonly ImageSpec[],
  enabled: boolean,
): Promise<Map<ImageSpec, string>> {
  const urls = new Map<ImageSpec, string>();
  if (!enabled) {
    for (const spec of specs) urls.set(spec, PLACEHOLDER);
    return urls;
  }
  const queue = [...new Set(specs)];
  async function worker(): Promise<void> {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const data = await renderArt(spec);
      const saved = await saveImage(db, {
        data,
        originalName: `${spec.name}.jpg`,
        alt: spec.alt,
        effort: WEBP_EFFORT,
      });
      urls.set(spec, saved.url);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return urls;
}
