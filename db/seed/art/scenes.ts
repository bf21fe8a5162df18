/**
 * The motifs of the generated sample pictures. Each scene draws over a gradient and a tiled
 * geometric pattern (see render.ts) and returns extra `defs` and the drawing itself. No text and
 * no faces: nothing depends on installed fonts, and people are shown as quiet silhouettes.
 */
import {
  archPath,
  between,
  khatam,
  n,
  pick,
  rosette,
  star,
  type Palette,
  type Rng,
} from "./geometry";

export interface SceneContext {
  w: number;
  h: number;
  p: Palette;
  rng: Rng;
  veiled: boolean;
}

export interface SceneDrawing {
  defs?: string;
  body: string;
}

type SceneFn = (c: SceneContext) => SceneDrawing;

function pattern({ w, h, p, rng }: SceneContext): SceneDrawing {
  const r = Math.min(w, h) * between(rng, 0.26, 0.34);
  const cx = w * pick(rng, [0.5, 0.32, 0.68]);
  const cy = h * between(rng, 0.45, 0.55);
  const points = pick(rng, [8, 12, 16]);
  const small = rosette(cx < w / 2 ? w * 0.82 : w * 0.18, h * 0.24, r * 0.38, p, 8);
  return { body: rosette(cx, cy, r, p, points) + small };
}

function skyline({ w, h, p, rng }: SceneContext): SceneDrawing {
  const base = h * 0.8;
  const cx = w * between(rng, 0.44, 0.56);
  const R = h * between(rng, 0.14, 0.17);
  const bodyTop = base - R * 1.1;
  const drumTop = bodyTop - R * 0.35;
  const sunX = w * pick(rng, [0.18, 0.82]);
  const sil = `fill="${p.deep}"`;
  const dome =
    `<path ${sil} d="M${n(cx - R)} ${n(drumTop)}C${n(cx - R)} ${n(drumTop - R * 0.95)} ${n(cx - R * 0.15)} ${n(drumTop - R * 1.05)} ${n(cx)} ${n(drumTop - R * 1.5)}` +
    `C${n(cx + R * 0.15)} ${n(drumTop - R * 1.05)} ${n(cx + R)} ${n(drumTop - R * 0.95)} ${n(cx + R)} ${n(drumTop)}Z"/>` +
    `<rect ${sil} x="${n(cx - R * 0.03)}" y="${n(drumTop - R * 1.8)}" width="${n(R * 0.06)}" height="${n(R * 0.35)}"/>` +
    `<circle fill="${p.accent}" cx="${n(cx)}" cy="${n(drumTop - R * 1.85)}" r="${n(R * 0.07)}"/>`;
  const sideDomes = [-1, 1]
    .map((s) => {
      const x = cx + s * R * 1.05;
      const r = R * 0.38;
      return `<path ${sil} d="M${n(x - r)} ${n(bodyTop)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(bodyTop)}Z"/>`;
    })
    .join("");
  const minarets = [-1, 1]
    .map((s) => {
      const x = cx + s * R * 2.3;
      const top = base - R * 3;
      const half = R * 0.15;
      return (
        `<rect ${sil} x="${n(x - half)}" y="${n(top)}" width="${n(half * 2)}" height="${n(base - top)}"/>` +
        `<rect ${sil} x="${n(x - half * 1.8)}" y="${n(top + R * 0.9)}" width="${n(half * 3.6)}" height="${n(R * 0.14)}"/>` +
        `<polygon ${sil} points="${n(x - half * 1.3)},${n(top)} ${n(x)},${n(top - R * 0.8)} ${n(x + half * 1.3)},${n(top)}"/>`
      );
    })
    .join("");
  const windows = [-2, -1, 1, 2]
    .map((i) => {
      const x = cx + i * R * 0.55;
      return `<path fill="${p.accent}" fill-opacity="0.75" d="${archPath(x - R * 0.12, x + R * 0.12, base - R * 0.55, base - R * 0.2)}"/>`;
    })
    .join("");
  const door = `<path fill="${p.accent}" fill-opacity="0.85" d="${archPath(cx - R * 0.22, cx + R * 0.22, base - R * 0.5, base)}"/>`;
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}" stop-opacity="0"/><stop offset="0.65" stop-color="${p.to}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.6"/></linearGradient>`,
    body:
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
      `<circle cx="${n(sunX)}" cy="${n(h * 0.24)}" r="${n(h * 0.16)}" fill="${p.soft}" fill-opacity="0.12"/>` +
      `<circle cx="${n(sunX)}" cy="${n(h * 0.24)}" r="${n(h * 0.07)}" fill="${p.soft}" fill-opacity="0.85"/>` +
      `<path fill="${p.deep}" fill-opacity="0.5" d="M0 ${n(base - h * 0.05)}Q${n(w * 0.25)} ${n(base - h * 0.13)} ${n(w * 0.5)} ${n(base - h * 0.06)}T${w} ${n(base - h * 0.09)}V${n(base)}H0Z"/>` +
      minarets +
      `<rect ${sil} x="${n(cx - R * 1.5)}" y="${n(bodyTop)}" width="${n(R * 3)}" height="${n(base - bodyTop)}"/>` +
      `<rect ${sil} x="${n(cx - R * 0.85)}" y="${n(drumTop)}" width="${n(R * 1.7)}" height="${n(R * 0.4)}"/>` +
      sideDomes +
      dome +
      windows +
      door +
      `<rect ${sil} y="${n(base)}" width="${w}" height="${n(h - base)}"/>`,
  };
}

function arches({ w, h, p, rng }: SceneContext): SceneDrawing {
  const count = pick(rng, [3, 4, 5]);
  const margin = w * 0.06;
  const gap = w * 0.025;
  const aw = (w - 2 * margin - gap * (count - 1)) / count;
  const spring = Math.max(h * between(rng, 0.45, 0.55), aw * 0.75);
  let body = "";
  for (let i = 0; i < count; i++) {
    const x0 = margin + i * (aw + gap);
    const inset = aw * 0.09;
    body +=
      `<path d="${archPath(x0, x0 + aw, spring, h)}" fill="${p.deep}" fill-opacity="0.55" stroke="${p.accent}" stroke-width="${n(aw / 45)}"/>` +
      `<path d="${archPath(x0 + inset, x0 + aw - inset, spring + inset * 0.4, h)}" fill="url(#tile)" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="${n(aw / 90)}"/>` +
      star(x0 + aw / 2, spring - aw * 0.12, aw * 0.11, 8, 0.55, `fill="${p.accent}"`);
  }
  return { body };
}

function lanterns({ w, h, p, rng }: SceneContext): SceneDrawing {
  const count = pick(rng, [3, 4, 5]);
  let body = "";
  for (let i = 0; i < count; i++) {
    const x = (w * (i + 0.5)) / count + between(rng, -0.04, 0.04) * w;
    const top = h * between(rng, 0.12, 0.42);
    const s = h * between(rng, 0.09, 0.13);
    const y0 = top + s * 0.3;
    body +=
      `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(top)}" stroke="${p.accent}" stroke-width="${n(s / 25)}"/>` +
      `<circle cx="${n(x)}" cy="${n(y0 + s * 0.8)}" r="${n(s * 2.2)}" fill="url(#lampglow)"/>` +
      `<polygon fill="${p.accent}" points="${n(x - s * 0.38)},${n(y0)} ${n(x)},${n(top)} ${n(x + s * 0.38)},${n(y0)}"/>` +
      `<path fill="${p.accent}" d="M${n(x - s * 0.45)} ${n(y0)}H${n(x + s * 0.45)}L${n(x + s * 0.6)} ${n(y0 + s * 0.8)}L${n(x + s * 0.38)} ${n(y0 + s * 1.6)}H${n(x - s * 0.38)}L${n(x - s * 0.6)} ${n(y0 + s * 0.8)}Z"/>` +
      `<path fill="${p.soft}" fill-opacity="0.85" d="M${n(x - s * 0.3)} ${n(y0 + s * 0.15)}H${n(x + s * 0.3)}L${n(x + s * 0.42)} ${n(y0 + s * 0.8)}L${n(x + s * 0.26)} ${n(y0 + s * 1.45)}H${n(x - s * 0.26)}L${n(x - s * 0.42)} ${n(y0 + s * 0.8)}Z"/>` +
      star(x, y0 + s * 0.8, s * 0.2, 8, 0.5, `fill="${p.accent}"`) +
      `<polygon fill="${p.accent}" points="${n(x - s * 0.2)},${n(y0 + s * 1.6)} ${n(x)},${n(y0 + s * 1.95)} ${n(x + s * 0.2)},${n(y0 + s * 1.6)}"/>`;
  }
  return {
    defs: `<radialGradient id="lampglow"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    body,
  };
}

function crescent({ w, h, p, rng }: SceneContext): SceneDrawing {
  let stars = "";
  for (let i = 0; i < 28; i++) {
    const x = rng() * w;
    const y = rng() * h * 0.62;
    const r = Math.min(w, h) * between(rng, 0.006, 0.016);
    stars += star(x, y, r, 4, 0.4, `fill="${p.soft}" fill-opacity="${n(between(rng, 0.4, 0.95))}"`);
  }
  const r = h * 0.17;
  const cx = w * pick(rng, [0.28, 0.7]);
  const cy = h * 0.3;
  return {
    defs: `<mask id="moon"><rect width="${w}" height="${h}" fill="#fff"/><circle cx="${n(cx + r * 0.38)}" cy="${n(cy - r * 0.16)}" r="${n(r * 0.86)}" fill="#000"/></mask>`,
    body:
      stars +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.8)}" fill="${p.soft}" fill-opacity="0.07"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.accent}" mask="url(#moon)"/>` +
      star(cx + r * 0.55, cy + r * 0.05, r * 0.2, 5, 0.45, `fill="${p.accent}"`) +
      `<path fill="${p.deep}" fill-opacity="0.6" d="M0 ${n(h * 0.78)}Q${n(w * 0.3)} ${n(h * 0.64)} ${n(w * 0.6)} ${n(h * 0.76)}T${w} ${n(h * 0.72)}V${h}H0Z"/>` +
      `<path fill="${p.deep}" d="M0 ${n(h * 0.86)}Q${n(w * 0.35)} ${n(h * 0.76)} ${n(w * 0.65)} ${n(h * 0.86)}T${w} ${n(h * 0.84)}V${h}H0Z"/>`,
  };
}

function book({ w, h, p }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const bw = Math.min(w * 0.56, h * 0.95);
  const top = h * 0.5;
  const bottom = top + bw * 0.38;
  const page = (s: number) =>
    `M${n(cx)} ${n(top + bw * 0.03)}C${n(cx + s * bw * 0.18)} ${n(top - bw * 0.05)} ${n(cx + s * bw * 0.36)} ${n(top - bw * 0.03)} ${n(cx + s * bw * 0.48)} ${n(top + bw * 0.01)}` +
    `V${n(bottom)}C${n(cx + s * bw * 0.36)} ${n(bottom - bw * 0.04)} ${n(cx + s * bw * 0.18)} ${n(bottom - bw * 0.05)} ${n(cx)} ${n(bottom + bw * 0.01)}Z`;
  let lines = "";
  for (const s of [-1, 1]) {
    for (let i = 0; i < 6; i++) {
      const y = top + bw * (0.06 + i * 0.045);
      lines += `<line x1="${n(cx + s * bw * 0.07)}" y1="${n(y)}" x2="${n(cx + s * bw * 0.41)}" y2="${n(y)}"/>`;
    }
  }
  const standY = bottom + bw * 0.02;
  return {
    body:
      rosette(cx, h * 0.24, h * 0.15, p, 12) +
      `<g stroke="${p.accent}" stroke-width="${n(bw / 40)}" stroke-linecap="round"><line x1="${n(cx - bw * 0.3)}" y1="${n(standY - bw * 0.1)}" x2="${n(cx + bw * 0.22)}" y2="${n(standY + bw * 0.16)}"/><line x1="${n(cx + bw * 0.3)}" y1="${n(standY - bw * 0.1)}" x2="${n(cx - bw * 0.22)}" y2="${n(standY + bw * 0.16)}"/></g>` +
      `<path fill="${p.accent}" d="${page(-1.04)}"/><path fill="${p.accent}" d="${page(1.04)}"/>` +
      `<path fill="${p.soft}" d="${page(-1)}"/><path fill="${p.soft}" d="${page(1)}"/>` +
      `<g stroke="${p.deep}" stroke-opacity="0.3" stroke-width="${n(bw / 160)}">${lines}</g>`,
  };
}

function figure(x: number, y: number, s: number, fill: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y - s * 1.15)}" r="${n(s * 0.42)}" fill="${fill}"/>` +
    `<path fill="${fill}" d="M${n(x - s * 0.8)} ${n(y + s * 0.25)}Q${n(x - s * 0.8)} ${n(y - s * 0.7)} ${n(x)} ${n(y - s * 0.68)}Q${n(x + s * 0.8)} ${n(y - s * 0.7)} ${n(x + s * 0.8)} ${n(y + s * 0.25)}Z"/>`
  );
}

function community({ w, h, p, rng }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const cy = h * 0.58;
  const R = Math.min(w * 0.3, h * 0.42);
  const count = pick(rng, [7, 8, 9]);
  const turn = rng() * Math.PI;
  const people = Array.from({ length: count }, (_, i) => {
    const a = turn + (2 * Math.PI * i) / count;
    const y = cy + R * 0.45 * Math.sin(a);
    return {
      x: cx + R * Math.cos(a),
      y,
      s: h * 0.06 * (1 + (0.25 * (y - cy)) / (R * 0.45)),
      fill: i % 2 ? p.accent : p.soft,
    };
  }).sort((a, b) => a.y - b.y);
  return {
    body:
      `<g transform="translate(${n(cx)} ${n(cy)}) scale(1 0.45) translate(${n(-cx)} ${n(-cy)})">${rosette(cx, cy, R * 0.55, p, 12)}</g>` +
      people.map((f) => figure(f.x, f.y, f.s, f.fill)).join(""),
  };
}

function beads({ w, h, p }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const cy = h * 0.42;
  const rx = w * 0.28;
  const ry = h * 0.26;
  const r = Math.min(w, h) * 0.026;
  let body = "";
  const count = 33;
  for (let i = 0; i < count; i++) {
    // Leave a gap at the bottom, where the string joins the leading bead.
    const a = Math.PI / 2 + 0.35 + ((2 * Math.PI - 0.7) * i) / (count - 1);
    const x = cx + rx * Math.cos(a);
    const y = cy + ry * Math.sin(a);
    const fill = i === 11 || i === 22 ? p.soft : p.accent;
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff" fill-opacity="0.45"/>`;
  }
  const by = cy + ry + r * 2.6;
  let tassel = "";
  for (let i = -5; i <= 5; i++) {
    tassel += `<line x1="${n(cx)}" y1="${n(by + r * 3)}" x2="${n(cx + i * r * 0.5)}" y2="${n(by + r * 9)}"/>`;
  }
  body +=
    `<circle cx="${n(cx)}" cy="${n(by)}" r="${n(r * 1.5)}" fill="${p.soft}"/>` +
    `<rect x="${n(cx - r * 0.5)}" y="${n(by + r * 1.3)}" width="${n(r)}" height="${n(r * 1.9)}" rx="${n(r * 0.3)}" fill="${p.accent}"/>` +
    `<g stroke="${p.accent}" stroke-width="${n(r * 0.22)}" stroke-linecap="round">${tassel}</g>`;
  return { body };
}

function bottle({ w, h, p, rng }: SceneContext): SceneDrawing {
  const one = (cx: number, bottom: number, scale: number) => {
    const bw = w * 0.24 * scale;
    const bh = h * 0.4 * scale;
    const top = bottom - bh;
    return (
      `<rect x="${n(cx - bw / 2)}" y="${n(top)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.2)}" fill="url(#glass)"/>` +
      `<rect x="${n(cx - bw * 0.3)}" y="${n(top + bh * 0.12)}" width="${n(bw * 0.1)}" height="${n(bh * 0.7)}" rx="${n(bw * 0.05)}" fill="#fff" fill-opacity="0.3"/>` +
      `<rect x="${n(cx - bw * 0.14)}" y="${n(top - bh * 0.16)}" width="${n(bw * 0.28)}" height="${n(bh * 0.18)}" fill="${p.accent}"/>` +
      star(cx, top - bh * 0.3, bw * 0.22, pick(rng, [6, 8]), 0.7, `fill="${p.accent}"`) +
      khatam(
        cx,
        top + bh * 0.55,
        bw * 0.2,
        `fill="none" stroke="${p.soft}" stroke-width="${n(bw / 40)}"`,
      )
    );
  };
  return {
    defs: `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0.9"/></linearGradient>`,
    body:
      `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.86)}" rx="${n(w * 0.34)}" ry="${n(h * 0.04)}" fill="${p.deep}" fill-opacity="0.5"/>` +
      one(w * 0.42, h * 0.86, 1) +
      one(w * 0.66, h * 0.86, 0.62),
  };
}

function incense({ w, h, p }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const base = h * 0.86;
  const s = Math.min(w, h);
  const bowlY = base - s * 0.22;
  let smoke = "";
  for (const [dx, k] of [
    [-0.05, 1],
    [0, -1],
    [0.05, 1],
  ] as const) {
    const x = cx + dx * s;
    smoke += `<path d="M${n(x)} ${n(bowlY - s * 0.12)}C${n(x + k * s * 0.08)} ${n(bowlY - s * 0.25)} ${n(x - k * s * 0.08)} ${n(bowlY - s * 0.35)} ${n(x)} ${n(bowlY - s * 0.48)}S${n(x + k * s * 0.06)} ${n(bowlY - s * 0.62)} ${n(x)} ${n(bowlY - s * 0.72)}"/>`;
  }
  return {
    body:
      `<g fill="none" stroke="${p.soft}" stroke-opacity="0.45" stroke-width="${n(s / 90)}" stroke-linecap="round">${smoke}</g>` +
      `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(s * 0.26)}" ry="${n(s * 0.03)}" fill="${p.deep}" fill-opacity="0.5"/>` +
      `<polygon fill="${p.accent}" points="${n(cx - s * 0.16)},${n(base)} ${n(cx - s * 0.08)},${n(base - s * 0.08)} ${n(cx + s * 0.08)},${n(base - s * 0.08)} ${n(cx + s * 0.16)},${n(base)}"/>` +
      `<rect fill="${p.accent}" x="${n(cx - s * 0.03)}" y="${n(bowlY + s * 0.06)}" width="${n(s * 0.06)}" height="${n(s * 0.09)}"/>` +
      `<path fill="${p.accent}" d="M${n(cx - s * 0.16)} ${n(bowlY)}A${n(s * 0.16)} ${n(s * 0.09)} 0 0 0 ${n(cx + s * 0.16)} ${n(bowlY)}Z"/>` +
      `<path fill="${p.soft}" d="M${n(cx - s * 0.14)} ${n(bowlY)}A${n(s * 0.14)} ${n(s * 0.12)} 0 0 1 ${n(cx + s * 0.14)} ${n(bowlY)}Z"/>` +
      star(cx, bowlY - s * 0.06, s * 0.04, 8, 0.55, `fill="${p.deep}" fill-opacity="0.6"`) +
      star(cx, bowlY - s * 0.15, s * 0.03, 8, 0.5, `fill="${p.accent}"`),
  };
}

function garment({ w, h, p }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const top = h * 0.16;
  const bottom = h * 0.9;
  const sw = w * 0.16;
  // Outline of the left half, neck to hem; the right half is its mirror image.
  const left: Array<[number, number]> = [
    [-0.35 * sw, top],
    [-sw, top + h * 0.06],
    [-1.9 * sw, top + h * 0.4],
    [-1.5 * sw, top + h * 0.45],
    [-0.95 * sw, top + h * 0.24],
    [-1.25 * sw, bottom],
  ];
  const outline = [...left, ...left.map(([dx, y]): [number, number] => [-dx, y]).reverse()];
  const robe = `M${outline.map(([dx, y]) => `${n(cx + dx)} ${n(y)}`).join("L")}Z`;
  let stitches = "";
  for (let i = 0; i < 7; i++) stitches += star(cx, top + h * (0.1 + i * 0.09), w * 0.014, 4, 0.45);
  return {
    body:
      `<path fill="${p.deep}" fill-opacity="0.55" d="M${n(cx - sw * 0.6)} ${n(top + h * 0.02)}Q${n(cx)} ${n(top - h * 0.12)} ${n(cx + sw * 0.6)} ${n(top + h * 0.02)}Z"/>` +
      `<path fill="${p.soft}" d="${robe}"/>` +
      `<path fill="none" stroke="${p.accent}" stroke-width="${n(w / 120)}" d="M${n(cx - sw * 0.35)} ${n(top)}Q${n(cx)} ${n(top + h * 0.1)} ${n(cx + sw * 0.35)} ${n(top)}M${n(cx)} ${n(top + h * 0.05)}V${n(bottom)}"/>` +
      `<g fill="${p.accent}">${stitches}</g>`,
  };
}

function cap({ w, h, p }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const cy = h * 0.66;
  const rx = w * 0.3;
  const ry = h * 0.3;
  let band = "";
  for (let i = -4; i <= 4; i++) band += star(cx + i * rx * 0.21, cy - h * 0.045, h * 0.022, 8, 0.5);
  return {
    body:
      `<ellipse cx="${n(cx)}" cy="${n(cy + h * 0.04)}" rx="${n(rx * 1.1)}" ry="${n(h * 0.05)}" fill="${p.deep}" fill-opacity="0.5"/>` +
      `<path fill="${p.soft}" d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy)}Z"/>` +
      `<path fill="${p.accent}" d="M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy)}Z" clip-path="url(#capband)"/>` +
      `<g fill="${p.deep}" fill-opacity="0.7">${band}</g>` +
      star(cx, cy - ry * 0.62, h * 0.06, 8, 0.6, `fill="${p.accent}"`),
    defs: `<clipPath id="capband"><rect x="0" y="${n(cy - h * 0.09)}" width="${w}" height="${n(h * 0.09)}"/></clipPath>`,
  };
}

function rug({ w, h, p }: SceneContext): SceneDrawing {
  const rw = w * 0.5;
  const rh = h * 0.74;
  const x = (w - rw) / 2;
  const y = (h - rh) / 2;
  const b = rw * 0.07;
  let fringe = "";
  for (let i = 0; i <= 14; i++) {
    const fx = x + b + ((rw - 2 * b) * i) / 14;
    fringe += `<line x1="${n(fx)}" y1="${n(y - h * 0.03)}" x2="${n(fx)}" y2="${n(y)}"/><line x1="${n(fx)}" y1="${n(y + rh)}" x2="${n(fx)}" y2="${n(y + rh + h * 0.03)}"/>`;
  }
  const ix = x + b;
  const iw = rw - 2 * b;
  return {
    body:
      `<g stroke="${p.soft}" stroke-width="${n(w / 200)}">${fringe}</g>` +
      `<rect x="${n(x)}" y="${n(y)}" width="${n(rw)}" height="${n(rh)}" fill="${p.accent}"/>` +
      `<rect x="${n(ix)}" y="${n(y + b)}" width="${n(iw)}" height="${n(rh - 2 * b)}" fill="${p.deep}"/>` +
      `<rect x="${n(ix)}" y="${n(y + b)}" width="${n(iw)}" height="${n(rh - 2 * b)}" fill="url(#tile)"/>` +
      `<path d="${archPath(ix + iw * 0.12, ix + iw * 0.88, y + rh * 0.42, y + rh - b * 1.4)}" fill="${p.to}" stroke="${p.accent}" stroke-width="${n(w / 150)}"/>` +
      `<line x1="${n(w / 2)}" y1="${n(y + rh * 0.22)}" x2="${n(w / 2)}" y2="${n(y + rh * 0.36)}" stroke="${p.accent}" stroke-width="${n(w / 300)}"/>` +
      star(w / 2, y + rh * 0.4, rw * 0.06, 8, 0.55, `fill="${p.accent}"`),
  };
}

function portrait({ w, h, p, rng, veiled }: SceneContext): SceneDrawing {
  const cx = w / 2;
  const headR = h * 0.15;
  const headY = h * 0.42;
  const shoulders = `<path fill="${p.soft}" d="M${n(cx - w * 0.37)} ${h}C${n(cx - w * 0.37)} ${n(h * 0.72)} ${n(cx - w * 0.2)} ${n(h * 0.64)} ${n(cx)} ${n(h * 0.64)}C${n(cx + w * 0.2)} ${n(h * 0.64)} ${n(cx + w * 0.37)} ${n(h * 0.72)} ${n(cx + w * 0.37)} ${h}Z"/>`;
  const halo = `<circle cx="${n(cx)}" cy="${n(headY)}" r="${n(headR * 2.2)}" fill="${p.accent}" fill-opacity="0.18"/>`;
  if (veiled) {
    const hr = headR * 1.35;
    return {
      body:
        halo +
        shoulders +
        `<path fill="${p.soft}" d="M${n(cx - hr)} ${n(headY + headR * 0.2)}A${n(hr)} ${n(hr * 1.05)} 0 0 1 ${n(cx + hr)} ${n(headY + headR * 0.2)}L${n(cx + w * 0.27)} ${n(h * 0.78)}H${n(cx - w * 0.27)}Z"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(headY + headR * 0.1)}" rx="${n(headR * 0.7)}" ry="${n(headR * 0.88)}" fill="${p.deep}" fill-opacity="0.18"/>`,
    };
  }
  const kufi =
    rng() < 0.5
      ? `<path fill="${p.accent}" d="M${n(cx - headR * 0.95)} ${n(headY - headR * 0.35)}A${n(headR * 0.95)} ${n(headR * 0.75)} 0 0 1 ${n(cx + headR * 0.95)} ${n(headY - headR * 0.35)}Z"/>`
      : "";
  return {
    body:
      halo +
      shoulders +
      `<rect fill="${p.soft}" x="${n(cx - headR * 0.42)}" y="${n(headY + headR * 0.6)}" width="${n(headR * 0.84)}" height="${n(headR * 0.9)}"/>` +
      `<circle fill="${p.soft}" cx="${n(cx)}" cy="${n(headY)}" r="${n(headR)}"/>` +
      kufi,
  };
}

export const SCENES = {
  pattern,
  skyline,
  arches,
  lanterns,
  crescent,
  book,
  community,
  beads,
  bottle,
  incense,
  garment,
  cap,
  rug,
  portrait,
} satisfies Record<string, SceneFn>;
export type Scene = keyof typeof SCENES;
