/**
 * The foundation's emblem (components/site/emblem.tsx) as a square PNG of 1400 px: the podcast's
 * cover (Apple Podcasts asks for a square JPEG or PNG of 1400 to 3000 px, without transparency)
 * and the logo of the organization's structured data. Drawn once per process with sharp.
 */
import sharp from "sharp";

export const LOGO_SIZE = 1400;

// The emblem's drawing, on a square of the site's green (no transparent corner).
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${LOGO_SIZE}" height="${LOGO_SIZE}">
<rect width="32" height="32" fill="#1b4d3e"/>
<circle cx="16" cy="16" r="12.5" fill="none" stroke="#c9a227" stroke-width="0.6"/>
<g fill="#e5c869"><rect x="10" y="10" width="12" height="12"/><rect x="10" y="10" width="12" height="12" transform="rotate(45 16 16)"/></g>
<circle cx="16" cy="16" r="3" fill="#1b4d3e"/>
</svg>`;

let logo: Promise<Buffer> | undefined;

/** The PNG's bytes. */
export function siteLogoPng(): Promise<Buffer> {
  logo ??= sharp(Buffer.from(LOGO_SVG)).flatten({ background: "#1b4d3e" }).png().toBuffer();
  return logo;
}
