/**
 * Sample pictures drawn locally (the machine may have no internet): an SVG is composed from a
 * gradient, a tiled geometric pattern, a scene and a soft shade, then rasterised by sharp.
 * The same name always gives the same picture.
 */
import sharp from "sharp";
import { between, n, PALETTES, pick, rngFrom, tilePattern, type PaletteName } from "./geometry";
import { SCENES, type Scene } from "./scenes";

/**
 * Pixel sizes per use. Cards stay at 960 px (the largest width they are drawn at on a 2x
 * screen) and portraits at 480 px: encoding fewer, smaller web sizes keeps the seed fast.
 */
export const SHAPES = {
  slide: [1600, 900],
  wide: [1200, 800],
  card: [960, 640],
  square: [640, 640],
  portrait: [480, 480],
} as const satisfies Record<string, readonly [number, number]>;
export type Shape = keyof typeof SHAPES;

export interface ArtSpec {
  /** Unique per picture; seeds the random choices. */
  name: string;
  shape: Shape;
  scene: Scene;
  palette?: PaletteName;
  /** Portraits: a veiled silhouette. */
  veiled?: boolean;
}

const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

export function artSvg(spec: ArtSpec): string {
  const [w, h] = SHAPES[spec.shape];
  const rng = rngFrom(spec.name);
  const p = PALETTES[spec.palette ?? pick(rng, PALETTE_NAMES)];
  // Whole pixels: librsvg repeats a whole-pixel tile much faster.
  const tileSize = Math.round(Math.min(w, h) * between(rng, 0.14, 0.22));
  const tile = tilePattern("tile", tileSize, p.accent, between(rng, 0.16, 0.3), rng);
  const scene = SCENES[spec.scene]({ w, h, p, rng, veiled: spec.veiled ?? false });
  const glowX = n(between(rng, 0.2, 0.8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    // Light and shade are linear gradients: radial ones over the whole picture doubled the
    // drawing time in librsvg.
    `<linearGradient id="glow" x1="${glowX}" y1="0" x2="0.5" y2="0.8"><stop offset="0" stop-color="${p.soft}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.soft}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="${p.deep}" stop-opacity="0"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0.45"/></linearGradient>` +
    tile +
    (scene.defs ?? "") +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#tile)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>` +
    scene.body +
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>` +
    `</svg>`
  );
}

/**
 * A JPEG of the picture, ready for `saveImage`. JPEG rather than PNG: faster to write and to
 * read back, and the WebP sizes made from it are chroma-subsampled anyway.
 */
export async function renderArt(spec: ArtSpec): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec)))
    .jpeg({ quality: 90 })
    .toBuffer();
}
