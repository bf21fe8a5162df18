/**
 * Lighthouse scores of the public pages: `npm run lighthouse` (after `npm run build`).
 *
 * Starts the production server (tests/helpers/server.ts) unless LIGHTHOUSE_URL points at a running
 * one, starts Debian's Chromium itself (no chrome-launcher, no downloaded browser) with a remote
 * debugging port, and runs Lighthouse's default mobile configuration (simulated throttling) on "/",
 * on one page of each public template (read from /sitemap.xml, see publicPagesToMeasure) or on the
 * paths of LIGHTHOUSE_PAGES (comma-separated), and on a 404 page.
 * Prints the four scores ×100 per page and the audits that cost points. It does not fail.
 *
 * Environment: LIGHTHOUSE_URL, LIGHTHOUSE_PAGES, CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_OUTPUT_DIR
 * (write one HTML report per page there).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/helpers/chromium.ts";
import {
  freePort,
  publicPagesToMeasure,
  startServer,
  type RunningServer,
} from "../tests/helpers/server.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const LABELS: Record<(typeof CATEGORIES)[number], string> = {
  performance: "Performance",
  accessibility: "Accessibilité",
  "best-practices": "Bonnes pratiques",
  seo: "SEO",
};
const NOT_FOUND_PAGE = "/une-page-inexistante";

interface PageResult {
  page: string;
  scores: Partial<Record<(typeof CATEGORIES)[number], number | null>>;
  failing: string[];
  metrics: string[];
  error?: string;
}

async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const args = [
    ...chromiumArgs.filter((arg) => arg !== "--headless"),
    "--headless=new",
    `--remote-debugging-port=${port}`,
    "--remote-debugging-address=127.0.0.1",
    `--user-data-dir=${profile}`,
    "about:blank",
  ];
  const child = spawn(chromiumPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not ready yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium (${chromiumPath}) n'a pas démarré.\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop };
}

async function audit(
  url: string,
  page: string,
  port: number,
  outputDir: string | undefined,
): Promise<PageResult> {
  const result = await lighthouse(`${url}${page}`, {
    port,
    hostname: "127.0.0.1",
    logLevel: "error",
    output: outputDir ? "html" : "json",
    onlyCategories: [...CATEGORIES],
    // Audit the 404 page too (Lighthouse refuses error statuses by default).
    ignoreStatusCode: page === NOT_FOUND_PAGE,
  });
  if (!result) return { page, scores: {}, failing: [], metrics: [], error: "aucun résultat" };
  const { lhr } = result;
  if (outputDir) {
    const name = page === "/" ? "accueil" : page.replace(/^\//, "").replace(/\W+/g, "-");
    writeFileSync(path.join(outputDir, `${name}.html`), String(result.report));
    writeFileSync(path.join(outputDir, `${name}.json`), JSON.stringify(lhr));
  }

  const scores: PageResult["scores"] = {};
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score ?? null;
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const item = lhr.audits[ref.id];
      if (!item || ref.weight === 0 || item.score === null || item.score >= 1) continue;
      if (["manual", "notApplicable", "informative"].includes(item.scoreDisplayMode)) continue;
      const value = item.displayValue ? ` — ${item.displayValue}` : "";
      failing.push(`[${LABELS[id]}] ${item.title} (${Math.round(item.score * 100)})${value}`);
    }
  }
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]
    .map((id) => lhr.audits[id])
    .filter((item) => item?.displayValue)
    .map((item) => `${item.title} : ${item.displayValue}`);
  const warnings = lhr.runWarnings.length
    ? ` (avertissements : ${lhr.runWarnings.join(" | ")})`
    : "";
  return {
    page,
    scores,
    failing,
    metrics,
    error: lhr.runtimeError ? `${lhr.runtimeError.message}${warnings}` : undefined,
  };
}

function formatTable(results: PageResult[]): string {
  const head = ["Page", ...CATEGORIES.map((id) => LABELS[id])];
  const body = results.map((result) => [
    result.page,
    ...CATEGORIES.map((id) => {
      const score = result.scores[id];
      return score === null || score === undefined ? "—" : String(Math.round(score * 100));
    }),
  ]);
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...body.map((line) => line[i].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ");
  return [line(head), widths.map((w) => "─".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

async function main(): Promise<void> {
  let server: RunningServer | undefined;
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  const cleanup = async () => {
    await chromium?.stop();
    chromium = undefined;
    await server?.stop();
    server = undefined;
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    let base = process.env.LIGHTHOUSE_URL?.replace(/\/$/, "");
    if (!base) {
      console.log("Démarrage du serveur de production (node server.js)…");
      server = await startServer();
      base = server.url;
    }
    const pages = [
      ...(process.env.LIGHTHOUSE_PAGES?.split(",") ?? (await publicPagesToMeasure(base))),
      NOT_FOUND_PAGE,
    ];
    const outputDir = process.env.LIGHTHOUSE_OUTPUT_DIR
      ? path.resolve(process.env.LIGHTHOUSE_OUTPUT_DIR)
      : undefined;
    if (outputDir) mkdirSync(outputDir, { recursive: true });

    chromium = await startChromium();
    console.log(
      `Serveur : ${base} — Lighthouse mobile (réglages par défaut) — ${pages.join(" ")}\n`,
    );

    const results: PageResult[] = [];
    for (const page of pages) {
      const started = Date.now();
      try {
        results.push(await audit(base, page, chromium.port, outputDir));
      } catch (error) {
        results.push({
          page,
          scores: {},
          failing: [],
          metrics: [],
          error: error instanceof Error ? error.message : String(error),
        });
      }
      console.log(`  ${page} : ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    console.log(`\n${formatTable(results)}\n`);
    for (const result of results) {
      if (result.error) console.log(`${result.page} — erreur : ${result.error}`);
      if (result.failing.length === 0) continue;
      console.log(`${result.page} — audits à corriger :`);
      for (const line of result.failing) console.log(`  - ${line}`);
      if (result.metrics.length) console.log(`  Mesures : ${result.metrics.join(" · ")}`);
    }
    if (outputDir) console.log(`\nRapports HTML : ${outputDir}`);
    console.log(
      `\nNote : ${NOT_FOUND_PAGE} répond 404 exprès ; son score SEO ne peut pas atteindre 100.`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
