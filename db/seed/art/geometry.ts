/**
 * Small SVG building blocks for the generated sample pictures: a seeded random generator (each
 * item always gets the same picture), star polygons and tiled geometric patterns in the manner
 * of Islamic decorative art.
 */

export type Rng = () => number;

/** Deterministic generator from a name: FNV-1a hash feeding mulberry32. */
export function rngFrom(name: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

/** Short numbers keep the SVG small and fast to parse. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Points of a star with `points` tips (outer radius r, inner radius r·inner), tip up. */
export function starPoints(
  cx: number,
  cy: number,
  r: number,
  points: number,
  inner: number,
  turn = 0,
): string {
  const out: string[] = [];
  for (let k = 0; k < points * 2; k++) {
    const angle = turn + (Math.PI * k) / points - Math.PI / 2;
    const radius = k % 2 ? r * inner : r;
    out.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return out.join(" ");
}

export function star(
  cx: number,
  cy: number,
  r: number,
  points: number,
  inner: number,
  attrs = "",
  turn = 0,
): string {
  return `<polygon points="${starPoints(cx, cy, r, points, inner, turn)}" ${attrs}/>`;
}

/** The eight-pointed "khatam": two overlapping squares. */
export function khatam(cx: number, cy: number, r: number, attrs = ""): string {
  const s = n(r * Math.SQRT1_2 * 2);
  const o = n(-r * Math.SQRT1_2);
  return `<g transform="translate(${n(cx)} ${n(cy)})" ${attrs}><rect x="${o}" y="${o}" width="${s}" height="${s}"/><rect x="${o}" y="${o}" width="${s}" height="${s}" transform="rotate(45)"/></g>`;
}

export interface Palette {
  from: string;
  to: string;
  /** Motifs and highlights (gold on the dark palettes). */
  accent: string;
  /** Light tone for figures and glows. */
  soft: string;
  /** Silhouettes and shadows. */
  deep: string;
}

export const PALETTES = {
  emerald: { from: "#0c3b2e", to: "#1f6b4f", accent: "#d4af37", soft: "#f3e7c4", deep: "#072219" },
  midnight: { from: "#0b2545", to: "#1d4e89", accent: "#e3c16f", soft: "#f1e6c8", deep: "#061528" },
  dusk: { from: "#13315c", to: "#1f6b4f", accent: "#f1d58a", soft: "#fbf1d6", deep: "#0a1c33" },
  teal: { from: "#0e4d4d", to: "#127475", accent: "#e9c46a", soft: "#f4ead0", deep: "#062b2b" },
  royal: { from: "#1d3557", to: "#0b2545", accent: "#c99a2e", soft: "#efe3c2", deep: "#08162a" },
  forest: { from: "#14452f", to: "#0b2545", accent: "#dcb44a", soft: "#f6edd4", deep: "#08251a" },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

/**
 * A repeating tile: a star (8 or 12 tips) in the middle and quarter shapes in the corners, which
 * join the neighbouring tiles into a continuous lattice.
 */
export function tilePattern(
  id: string,
  size: number,
  color: string,
  opacity: number,
  rng: Rng,
): string {
  const c = size / 2;
  const stroke = `fill="none" stroke="${color}" stroke-opacity="${n(opacity)}" stroke-width="${n(size / 55)}"`;
  const corners = [
    [0, 0],
    [size, 0],
    [0, size],
    [size, size],
  ];
  const kind = pick(rng, ["star8", "star12", "khatam"] as const);
  let body: string;
  if (kind === "khatam") {
    body =
      khatam(c, c, size * 0.36) +
      `<circle cx="${n(c)}" cy="${n(c)}" r="${n(size * 0.14)}"/>` +
      corners.map(([x, y]) => khatam(x, y, size * 0.16)).join("");
  } else {
    const points = kind === "star8" ? 8 : 12;
    body =
      star(c, c, size * 0.4, points, 0.72) +
      star(c, c, size * 0.22, points / 2, 0.6) +
      corners.map(([x, y]) => star(x, y, size * 0.14, 4, 0.45)).join("") +
      `<path d="M${n(c)} 0V${n(size * 0.1)}M${n(c)} ${n(size * 0.9)}V${n(size)}M0 ${n(c)}H${n(size * 0.1)}M${n(size * 0.9)} ${n(c)}H${n(size)}"/>`;
  }
  return `<pattern id="${id}" width="${n(size)}" height="${n(size)}" patternUnits="userSpaceOnUse"><g ${stroke}>${body}</g></pattern>`;
}

/** A layered medallion: ring, outlined star, filled star, centre. */
export function rosette(cx: number, cy: number, r: number, p: Palette, points: number): string {
  return (
    `<g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.deep}" fill-opacity="0.35" stroke="${p.accent}" stroke-width="${n(r / 40)}"/>` +
    star(
      cx,
      cy,
      r * 0.92,
      points,
      0.8,
      `fill="none" stroke="${p.accent}" stroke-width="${n(r / 50)}"`,
    ) +
    star(
      cx,
      cy,
      r * 0.72,
      points,
      0.64,
      `fill="${p.accent}" fill-opacity="0.85"`,
      Math.PI / points,
    ) +
    star(cx, cy, r * 0.4, points / 2, 0.6, `fill="${p.soft}" fill-opacity="0.9"`) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.12)}" fill="${p.deep}"/>` +
    `</g>`
  );
}

/** A pointed (Moorish) arch from x0 to x1, springing at `spring`, down to `base`. */
export function archPath(x0: number, x1: number, spring: number, base: number): string {
  const width = x1 - x0;
  const r = width * 0.8;
  const apex = spring - width * 0.62;
  const mid = (x0 + x1) / 2;
  return `M${n(x0)} ${n(base)}V${n(spring)}A${n(r)} ${n(r)} 0 0 1 ${n(mid)} ${n(apex)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(spring)}V${n(base)}Z`;
}
