/**
 * `npm run bench` (after `npm run build`): our site against a stock WordPress on the same
 * machine, with the same kinds of pages, and the targets of DESIGN.md "Quality budgets".
 *
 * For each database (the embedded one in a fresh DATA_DIR; PostgreSQL when BENCH_DATABASE_URL is
 * set) it starts the production server (tests/helpers/server.ts), then, page kind by page kind
 * (home, article, page, archive), runs autocannon in turn on our page without cache (a
 * `visite=1` cookie: the page cache serves visitors without cookies only), on the peer's page,
 * and on our page from the cache, so machine noise hits both sites alike. Then a volunteer's
 * back-office pages (the administrator the server creates from ADMIN_EMAIL/ADMIN_PASSWORD,
 * signed in through /connexion), the memory (PSS) of both sites' process trees right after the
 * load, and the restart: the server stopped, started again on the same data, timed from spawn
 * to the first 200 on /.
 *
 * The peer: BENCH_PEER_URL (a running WordPress, e.g. from `npm run bench:peer`; its memory
 * needs BENCH_PEER_PIDS), or `--peer` to start one here; without either, no ratio is printed.
 * BENCH_URL measures a running server of ours instead (no restart; memory with BENCH_PID).
 *
 * Flags: --peer, --db=embedded,postgresql, --all-pages (also every other public template, one
 * page each from the sitemap, without peer). Environment: see .env.example (BENCH_*).
 * Everything runs on this machine over loopback: the load generator takes CPU from both sites.
 * It prints; it never fails on a missed target (targets are measured, not asserted).
 */
import { rmSync } from "node:fs";
import os from "node:os";
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  signInOverHttp,
} from "../tests/helpers/admin-browser.ts";
import { publicPagesToMeasure, startServer, type RunningServer } from "../tests/helpers/server.ts";
import { clean, measure, type LoadOptions, type Measure } from "./bench/load.ts";
import { treeMemory, type Memory } from "./bench/memory.ts";
import { backendPids } from "./bench/postgres-backends.ts";
import {
  ourPages,
  PAGE_KINDS,
  parsePageSet,
  wordpressPages,
  type PageKind,
  type PageSet,
} from "./bench/pages.ts";
import { dec, int, ratio, table, verdict } from "./bench/table.ts";
import { startWordPress, type RunningWordPress } from "./bench/wordpress.ts";

const env = process.env;

function setting(name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} invalide : ${env[name]}`);
  return value;
}

const load: LoadOptions = {
  duration: setting("BENCH_DURATION", 8),
  warmup: setting("BENCH_WARMUP", 2),
  connections: setting("BENCH_CONNECTIONS", 20),
};
const adminPages = (env.BENCH_ADMIN_PAGES ?? "/admin,/admin/blog").split(",").filter(Boolean);
const credentials = {
  email: env.BENCH_ADMIN_EMAIL ?? E2E_ADMIN_EMAIL,
  password: env.BENCH_ADMIN_PASSWORD ?? E2E_ADMIN_PASSWORD,
};
// Any cookie makes the page cache step aside (app/server/page-cache.server.ts): a full render.
const UNCACHED = { cookie: "visite=1" };

/** DESIGN.md "Quality budgets" and issue 14. */
const TARGET = {
  uncachedRatio: { embedded: 5, postgresql: 8 } as Record<string, number>,
  uncachedP99: 100,
  adminP99: 100,
  cachedRps: 1000,
  cachedP99: 50,
  restartMs: 1000,
};

type DatabaseKind = "embedded" | "postgresql" | "url";

interface Target {
  kind: DatabaseKind;
  label: string;
  databaseUrl?: string;
}

interface Peer {
  url: string;
  pages: PageSet;
  pids?: number[];
  running?: RunningWordPress;
}

interface PageRow {
  /** A page kind, or "modèle" for the other templates of --all-pages (no peer). */
  kind: PageKind | "modèle";
  path: string;
  uncached: Measure;
  cached: Measure;
  peerPath?: string;
  peer?: Measure;
}

interface SectionResult {
  target: Target;
  base: string;
  rows: PageRow[];
  admin: { path: string; measure: Measure }[];
  memory?: Memory;
  /** PostgreSQL backends counted in `memory`. */
  backends: number;
  peerMemory?: Memory;
  restartMs?: number;
}

const dataDirsToRemove = new Set<string>();
process.once("exit", () => {
  for (const dir of dataDirsToRemove) rmSync(dir, { recursive: true, force: true });
});

/** What else ran on the machine meanwhile (a shared machine makes every figure noisier). */
function loadAverage(): string {
  const [one, five] = os.loadavg();
  return `charge de la machine ${dec(one, 2)} (1 min), ${dec(five, 2)} (5 min)`;
}

function log(line: string): void {
  console.log(line);
}

function flag(name: string): string | undefined {
  const arg = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : "";
}

function targets(): Target[] {
  if (env.BENCH_URL) return [{ kind: "url", label: `Serveur donné (${env.BENCH_URL})` }];
  const wanted = (flag("db") ?? (env.BENCH_DATABASE_URL ? "embedded,postgresql" : "embedded"))
    .split(",")
    .filter(Boolean);
  return wanted.map((kind) => {
    if (kind === "embedded") return { kind, label: "Base intégrée (DATA_DIR)" };
    if (kind === "postgresql") {
      if (!env.BENCH_DATABASE_URL) throw new Error("--db=postgresql demande BENCH_DATABASE_URL.");
      return {
        kind,
        label: "PostgreSQL (BENCH_DATABASE_URL)",
        databaseUrl: env.BENCH_DATABASE_URL,
      };
    }
    throw new Error(`--db : « ${kind} » inconnu (embedded, postgresql).`);
  });
}

async function startPeer(): Promise<Peer | undefined> {
  const given = env.BENCH_PEER_URL?.replace(/\/$/, "");
  if (given) {
    const pids = env.BENCH_PEER_PIDS?.split(",").map(Number).filter(Number.isInteger);
    const pages = env.BENCH_PEER_PAGES
      ? parsePageSet(env.BENCH_PEER_PAGES)
      : await wordpressPages(given);
    return { url: given, pages, pids };
  }
  if (flag("peer") === undefined) return undefined;
  log("Démarrage du WordPress de comparaison (nginx, php-fpm, MariaDB)…");
  const running = await startWordPress({ log: (line) => log(`  ${line}`) });
  return {
    url: running.url,
    pages: await wordpressPages(running.url),
    pids: running.pids(),
    running,
  };
}

function serverEnv(target: Target): Record<string, string | undefined> {
  return {
    ADMIN_EMAIL: credentials.email,
    ADMIN_PASSWORD: credentials.password,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
}

async function firstOk(url: string): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`${url}/`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Stops `server` and starts it again on the same data: milliseconds from spawn to a 200 on /. */
async function restart(server: RunningServer, target: Target): Promise<number> {
  await server.stop();
  const started = performance.now();
  const again = await startServer({
    env: serverEnv(target),
    dataDir: server.dataDir,
    pollIntervalMs: 10,
  });
  try {
    await firstOk(again.url);
    return performance.now() - started;
  } finally {
    await again.stop();
  }
}

async function adminCookie(base: string): Promise<string> {
  const cookie = await signInOverHttp(base, credentials);
  for (const path of adminPages) {
    const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) {
      throw new Error(`${path} répond ${response.status} au bénévole connecté (attendu 200).`);
    }
  }
  return cookie;
}

async function runSection(target: Target, peer: Peer | undefined): Promise<SectionResult> {
  let server: RunningServer | undefined;
  let base = env.BENCH_URL?.replace(/\/$/, "") ?? "";
  if (target.kind !== "url") {
    log(`\nDémarrage du serveur de production — ${target.label}…`);
    server = await startServer({ env: serverEnv(target), keepDataDir: true });
    dataDirsToRemove.add(server.dataDir);
    base = server.url;
  }
  try {
    const ours = env.BENCH_PAGES ? parsePageSet(env.BENCH_PAGES) : await ourPages(base);
    const cookie = await adminCookie(base);
    log(`Notre site : ${base} — pages ${Object.values(ours).join(" ")}`);

    const rows: PageRow[] = [];
    for (const kind of PAGE_KINDS) {
      const path = ours[kind];
      if (!path) continue;
      const peerPath = peer?.pages[kind];
      log(
        `  ${kind} : ${path} sans cache${peerPath ? `, WordPress ${peerPath}` : ""}, avec cache…`,
      );
      const uncached = await measure(`${base}${path}`, { ...load, headers: UNCACHED });
      const peerMeasure = peerPath ? await measure(`${peer!.url}${peerPath}`, load) : undefined;
      const cached = await measure(`${base}${path}`, load);
      rows.push({ kind, path, uncached, cached, peerPath, peer: peerMeasure });
    }
    if (flag("all-pages") !== undefined) {
      // Every other public template (one page each, from the sitemap): our targets, no peer.
      const measured = new Set(Object.values(ours));
      for (const path of await publicPagesToMeasure(base)) {
        if (measured.has(path)) continue;
        log(`  modèle : ${path} sans cache, avec cache…`);
        const uncached = await measure(`${base}${path}`, { ...load, headers: UNCACHED });
        const cached = await measure(`${base}${path}`, load);
        rows.push({ kind: "modèle", path, uncached, cached });
      }
    }
    const admin = [];
    for (const path of adminPages) {
      log(`  back-office : ${path}…`);
      admin.push({
        path,
        measure: await measure(`${base}${path}`, { ...load, headers: { cookie } }),
      });
    }

    const pid = server?.pid ?? (env.BENCH_PID ? Number(env.BENCH_PID) : undefined);
    // On PostgreSQL, the backends of the site's connections count as its database.
    const backends = target.databaseUrl ? await backendPids(target.databaseUrl) : [];
    const memory = pid ? treeMemory([pid, ...backends]) : undefined;
    const peerMemory = peer?.pids?.length ? treeMemory(peer.pids) : undefined;

    let restartMs: number | undefined;
    if (server) {
      log("  redémarrage sur les mêmes données…");
      restartMs = await restart(server, target);
    }
    return { target, base, rows, admin, memory, backends: backends.length, peerMemory, restartMs };
  } finally {
    await server?.stop();
    if (server) {
      rmSync(server.dataDir, { recursive: true, force: true });
      dataDirsToRemove.delete(server.dataDir);
    }
  }
}

const ms = (value: number) => dec(value, 1);

/** req/s, p50, p99, errors of one measure ("—" where there is nothing to show). */
function cells(m: Measure | undefined): string[] {
  if (!m) return ["—", "—", "—", "—"];
  if (m.requests === 0) return ["0", "—", "—", "aucune réponse"];
  const rps = m.rps >= 100 ? int(m.rps) : dec(m.rps);
  return [rps, ms(m.p50), ms(m.p99), String(m.errors + m.non2xx)];
}

interface Check {
  label: string;
  value: string;
  pass: boolean;
}

function checks(result: SectionResult): Check[] {
  const list: Check[] = [];
  const { rows, admin } = result;
  const allClean = (measures: Measure[]) => measures.every(clean);
  const compared = rows.filter((row) => row.peer);
  const needed = TARGET.uncachedRatio[result.target.kind];
  if (compared.length > 0 && needed) {
    const worst = Math.min(...compared.map((row) => row.uncached.rps / row.peer!.rps));
    list.push({
      label: `Sans cache ≥ ${needed}× WordPress (req/s, pire page)`,
      value: ratio(worst),
      pass: worst >= needed && allClean(compared.flatMap((row) => [row.uncached, row.peer!])),
    });
  }
  if (rows.length > 0) {
    const p99 = Math.max(...rows.map((row) => row.uncached.p99));
    list.push({
      label: `Sans cache p99 < ${TARGET.uncachedP99} ms`,
      value: `${ms(p99)} ms`,
      pass: p99 < TARGET.uncachedP99 && allClean(rows.map((row) => row.uncached)),
    });
    const rps = Math.min(...rows.map((row) => row.cached.rps));
    const cachedP99 = Math.max(...rows.map((row) => row.cached.p99));
    list.push({
      label: `Avec cache ≥ ${int(TARGET.cachedRps)} req/s et p99 < ${TARGET.cachedP99} ms`,
      value: `${int(rps)} req/s, ${ms(cachedP99)} ms`,
      pass:
        rps >= TARGET.cachedRps &&
        cachedP99 < TARGET.cachedP99 &&
        allClean(rows.map((row) => row.cached)),
    });
  }
  if (admin.length > 0) {
    const p99 = Math.max(...admin.map((a) => a.measure.p99));
    list.push({
      label: `Back-office p99 < ${TARGET.adminP99} ms`,
      value: `${ms(p99)} ms`,
      pass: p99 < TARGET.adminP99 && allClean(admin.map((a) => a.measure)),
    });
  }
  if (result.memory && result.peerMemory) {
    list.push({
      label: "Mémoire sous celle de WordPress",
      value: `${int(result.memory.mib)} Mio contre ${int(result.peerMemory.mib)} Mio`,
      pass: result.memory.mib < result.peerMemory.mib,
    });
  }
  if (result.restartMs !== undefined) {
    list.push({
      label: `Redémarrage < ${TARGET.restartMs / 1000} s`,
      value: `${int(result.restartMs)} ms`,
      pass: result.restartMs < TARGET.restartMs,
    });
  }
  return list;
}

function memoryText(memory: Memory | undefined, what: string): string {
  if (!memory) return "non mesurée";
  const unread = memory.unreadable ? `, ${memory.unreadable} illisible(s) : lancer en root` : "";
  return `${dec(memory.mib)} Mio (PSS, ${memory.processes} processus : ${what}${unread})`;
}

function print(result: SectionResult, peer: Peer | undefined): void {
  const { rows } = result;
  log(`\n━━ ${result.target.label} — ${result.base} ━━`);
  const withPeer = rows.some((row) => row.peer);
  const MEASURE_HEAD = ["req/s", "p50 ms", "p99 ms", "Err."];
  log(
    `\nPages publiques sans cache (rendu complet, cookie visite=1)${withPeer ? " contre WordPress" : ""}\n`,
  );
  log(
    table(
      [
        "Genre",
        "Notre page",
        ...MEASURE_HEAD,
        ...(withPeer ? ["WordPress", ...MEASURE_HEAD, "Ratio"] : []),
      ],
      rows.map((row) => [
        row.kind,
        row.path,
        ...cells(row.uncached),
        ...(withPeer
          ? [
              row.peerPath ?? "—",
              ...cells(row.peer),
              row.peer ? ratio(row.uncached.rps / row.peer.rps) : "—",
            ]
          : []),
      ]),
    ),
  );
  log("\nPages publiques avec cache (visiteur sans cookie)\n");
  log(
    table(
      ["Genre", "Notre page", ...MEASURE_HEAD, ...(withPeer ? ["Ratio / WordPress"] : [])],
      rows.map((row) => [
        row.kind,
        row.path,
        ...cells(row.cached),
        ...(withPeer ? [row.peer ? ratio(row.cached.rps / row.peer.rps) : "—"] : []),
      ]),
    ),
  );
  log("\nBack-office (bénévole connecté)\n");
  log(
    table(
      ["Page", ...MEASURE_HEAD],
      result.admin.map(({ path, measure: m }) => [path, ...cells(m)]),
    ),
  );
  const ourWhat =
    result.target.kind === "postgresql"
      ? `node et ses enfants, ${result.backends} connexion(s) PostgreSQL à sa base ; ` +
        "processus communs du serveur PostgreSQL non comptés"
      : "node et ses enfants";
  log(`\nMémoire après la charge : notre site ${memoryText(result.memory, ourWhat)}`);
  if (peer)
    log(
      `                          WordPress ${memoryText(result.peerMemory, "nginx, php-fpm, MariaDB")}`,
    );
  if (result.restartMs !== undefined) {
    log(
      `Redémarrage sur les mêmes données, jusqu'au premier 200 sur / : ${int(result.restartMs)} ms`,
    );
  }
  log("\nCibles\n");
  log(
    table(
      ["Cible", "Mesure", "Verdict"],
      checks(result).map((check) => [check.label, check.value, verdict(check.pass)]),
    ),
  );
}

async function main(): Promise<void> {
  const sections = targets();
  let peer: Peer | undefined;
  process.once("SIGINT", () => process.exit(130));
  process.once("SIGTERM", () => process.exit(143));
  try {
    peer = await startPeer();
    log(
      `${os.cpus().length} cœur(s), Node ${process.version} — ${load.connections} connexions, ` +
        `${load.duration} s par mesure (échauffement ${load.warmup} s) — ${loadAverage()}`,
    );
    if (peer) log(`WordPress : ${peer.url} — pages ${Object.values(peer.pages).join(" ")}`);
    else log("Sans WordPress (--peer ou BENCH_PEER_URL) : pas de ratio.");

    for (const target of sections) print(await runSection(target, peer), peer);
    log(
      `\n${loadAverage()} à la fin.` +
        "\nLe générateur de charge tourne sur la même machine et prend du processeur aux deux sites." +
        "\nMesures indicatives : aucune n'échoue le programme.",
    );
  } finally {
    await peer?.running?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
