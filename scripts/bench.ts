/**
 * Load test of the public pages: `npm run bench` (after `npm run build`).
 *
 * Starts the production server (tests/helpers/server.ts: fresh DATA_DIR, embedded PGlite, free
 * loopback port) unless BENCH_URL points at a running one, warms it up, then runs autocannon on
 * one page of each public template (read from /sitemap.xml, see publicPagesToMeasure), or on the
 * paths of BENCH_PAGES (comma-separated).
 *
 * Environment: BENCH_URL, BENCH_PAGES, BENCH_DURATION (seconds per page, default 10), BENCH_CONNECTIONS
 * (default 20), BENCH_WARMUP (seconds per page, default 3).
 * Budget (DESIGN.md): p99 < 50 ms and at least 1,000 requests/s with 20 connections on 2 cores.
 * The load generator runs on the same machine as the server and takes part of the CPU.
 * It prints; it does not fail on a missed budget.
 */
import os from "node:os";
import autocannon from "autocannon";
import { publicPagesToMeasure, startServer, type RunningServer } from "../tests/helpers/server.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const BUDGET_RPS = 1000;
const BUDGET_P99_MS = 50;

// Like a browser: compressed HTML (the server compresses, which costs CPU too).
const headers = { accept: "text/html", "accept-encoding": "gzip, br" };

interface Row {
  page: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

function run(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, headers });
}

function formatTable(rows: Row[]): string {
  const head = [
    "Page",
    "Req./s (req/s)",
    "p50 (ms)",
    "p99 (ms)",
    "Erreurs / non-2xx (errors / non-2xx)",
    "Budget",
  ];
  const body = rows.map((row) => [
    row.page,
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    `${row.errors} / ${row.non2xx}`,
    row.rps >= BUDGET_RPS && row.p99 < BUDGET_P99_MS && row.errors === 0 && row.non2xx === 0
      ? "OK"
      : "✗",
  ]);
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...body.map((line) => line[i].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join("  ");
  return [line(head), widths.map((w) => "─".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

async function main(): Promise<void> {
  let server: RunningServer | undefined;
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  process.once("SIGINT", () => void stop().then(() => process.exit(130)));

  try {
    let base = process.env.BENCH_URL?.replace(/\/$/, "");
    if (!base) {
      console.log("Démarrage du serveur de production (node server.js)…");
      server = await startServer();
      base = server.url;
    }
    const pages = process.env.BENCH_PAGES?.split(",") ?? (await publicPagesToMeasure(base));
    console.log(
      `Serveur : ${base} — ${os.cpus().length} cœur(s), Node ${process.version} — ` +
        `${connections} connexions, ${duration} s par page (échauffement ${warmup} s)`,
    );
    console.log(`Pages : ${pages.join(" ")}\n`);

    const rows: Row[] = [];
    for (const page of pages) {
      const url = `${base}${page}`;
      if (warmup > 0) await run(url, warmup);
      const result = await run(url, duration);
      rows.push({
        page,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        requests: result.requests.total,
      });
      console.log(`  ${page} : ${result.requests.total} requêtes`);
    }

    console.log(`\n${formatTable(rows)}`);
    console.log(
      `\nBudget (DESIGN.md) : ≥ ${BUDGET_RPS} req/s et p99 < ${BUDGET_P99_MS} ms avec ${connections} connexions, sans erreur.` +
        "\nLe générateur de charge tourne sur la même machine que le serveur.",
    );
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
