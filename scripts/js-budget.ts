/**
 * Weight of what a public page makes the browser download: `npm run budget` (after `npm run build`;
 * `npm run budget -- /blog /projets` for other pages than "/").
 *
 * Starts the production server (tests/helpers/server.ts: fresh DATA_DIR, free loopback port) unless
 * BUDGET_URL points at a running one, fetches the page, lists the JavaScript its HTML references
 * (module scripts, the `import`s of inline module scripts, modulepreload links: React Router lists
 * every module the page needs as a modulepreload link) and its stylesheets, and sums their sizes
 * once gzipped at the default level (like `gzip -c build/client/assets/<file> | wc -c`).
 *
 * Budgets (DESIGN.md "Quality budgets"), 1 KB = 1000 bytes: JavaScript at most 120 KB gzip;
 * everything else but images at most 60 KB gzip (here: the HTML, the stylesheets, and every font
 * they reference, an upper bound since a browser downloads only the fonts it uses).
 * Code loaded later (on interaction: the donation dialog, sonner) is not counted.
 * It prints; it does not fail on a missed budget.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot, startServer, type RunningServer } from "../tests/helpers/server.ts";

const KB = 1000;
const BUDGET_JS = 120 * KB;
const BUDGET_OTHER = 60 * KB;
const clientDir = path.join(repoRoot, "build", "client");

interface Asset {
  url: string;
  kind: "js" | "css" | "font" | "html";
  raw: number;
  gzip: number;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

/** Same-origin paths of every JavaScript module the HTML makes the browser load. */
function scriptUrls(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = tag[0];
    if (/\brel=["']?modulepreload\b/i.test(attrs)) {
      const href = /\bhref=["']([^"']+)["']/i.exec(attrs)?.[1];
      if (href) found.add(href);
    }
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = script;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) found.add(src);
    if (/\btype=["']?module\b/i.test(attrs)) {
      for (const match of body.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+)["']/g)) {
        found.add(match[1]);
      }
      for (const match of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
        found.add(match[1]);
      }
    }
  }
  return [...found].filter((url) => url.startsWith("/") && !url.startsWith("//"));
}

function stylesheetUrls(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = tag[0];
    if (/\brel=["']?stylesheet\b/i.test(attrs)) {
      const href = /\bhref=["']([^"']+)["']/i.exec(attrs)?.[1];
      if (href?.startsWith("/") && !href.startsWith("//")) found.add(href);
    }
  }
  return [...found];
}

/** Fonts a stylesheet references (url(...) ending in a font extension), resolved against it. */
function fontUrls(css: string, cssUrl: string): string[] {
  const found = new Set<string>();
  for (const match of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    const target = match[1];
    if (!/\.(woff2?|ttf|otf|eot)(\?|#|$)/i.test(target)) continue;
    found.add(new URL(target, `http://x${cssUrl}`).pathname);
  }
  return [...found];
}

/** The built file behind a URL, or (for a file not in build/client) its body from the server. */
async function load(baseUrl: string, url: string): Promise<Buffer> {
  const pathname = decodeURIComponent(new URL(url, "http://x").pathname);
  const file = path.join(clientDir, pathname);
  if (file.startsWith(clientDir + path.sep) && existsSync(file)) return readFileSync(file);
  const response = await fetch(new URL(url, baseUrl), {
    headers: { "accept-encoding": "identity" },
  });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(page: string, assets: Asset[]): void {
  const js = assets.filter((asset) => asset.kind === "js").sort((a, b) => b.gzip - a.gzip);
  const other = assets.filter((asset) => asset.kind !== "js").sort((a, b) => b.gzip - a.gzip);
  const sum = (list: Asset[]) => list.reduce((total, asset) => total + asset.gzip, 0);
  const urlWidth = Math.max(30, ...assets.map((asset) => asset.url.length));
  const row = (asset: Asset) =>
    `  ${asset.url.padEnd(urlWidth)}  ${kb(asset.raw).padStart(9)}  ${kb(asset.gzip).padStart(9)}`;
  const verdict = (total: number, budget: number) =>
    `${kb(total)} / ${kb(budget)} gzip — ${total <= budget ? "OK" : "DÉPASSÉ (over budget)"}` +
    ` (marge ${kb(budget - total)})`;

  console.log(`\nPage ${page}`);
  console.log(`  ${"JavaScript".padEnd(urlWidth)}  ${"brut".padStart(9)}  ${"gzip".padStart(9)}`);
  for (const asset of js) console.log(row(asset));
  console.log(`  Total JavaScript : ${verdict(sum(js), BUDGET_JS)}`);
  console.log(
    `  ${"Autres (HTML, CSS, polices)".padEnd(urlWidth)}  ${"brut".padStart(9)}  ${"gzip".padStart(9)}`,
  );
  for (const asset of other) console.log(row(asset));
  console.log(`  Total hors images : ${verdict(sum(other), BUDGET_OTHER)}`);
  const css = other.filter((asset) => asset.kind === "css");
  console.log(`  (dont CSS : ${kb(sum(css))} gzip)`);
}

async function measure(baseUrl: string, page: string): Promise<Asset[]> {
  const response = await fetch(new URL(page, baseUrl), {
    headers: { accept: "text/html", "accept-encoding": "identity" },
  });
  const html = await response.text();
  if (!response.ok) console.warn(`Attention : ${page} répond ${response.status}.`);

  const assets: Asset[] = [
    { url: `${page} (HTML)`, kind: "html", raw: Buffer.byteLength(html), gzip: gzipSize(html) },
  ];
  const add = async (url: string, kind: Asset["kind"]) => {
    const bytes = await load(baseUrl, url);
    assets.push({ url, kind, raw: bytes.length, gzip: gzipSize(bytes) });
    return bytes;
  };
  for (const url of scriptUrls(html)) await add(url, "js");
  const fonts = new Set<string>();
  for (const url of stylesheetUrls(html)) {
    const css = (await add(url, "css")).toString("utf8");
    for (const font of fontUrls(css, url)) fonts.add(font);
  }
  for (const url of fonts) await add(url, "font");
  return assets;
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
  let server: RunningServer | undefined;
  try {
    let baseUrl = process.env.BUDGET_URL;
    if (!baseUrl) {
      server = await startServer();
      baseUrl = server.url;
    }
    for (const page of pages) report(page, await measure(baseUrl, page));
  } finally {
    await server?.stop();
  }
}

await main();
