/**
 * Starts the production server (`node server.js`, after `npm run build`) on a free loopback port
 * with a fresh DATA_DIR, for browser tests, the benchmark and Lighthouse.
 *
 * The server uses the embedded PostgreSQL in that DATA_DIR (started by the server as a child
 * process; as root, as the `postgres` system user), even when TEST_DATABASE_URL is set; give
 * E2E_DATABASE_URL to run it against a PostgreSQL server instead.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { FIXED_PUBLIC_PAGES } from "../../app/domain/site/sitemap.server.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface StartServerOptions {
  /** Extra environment for the server (wins over everything else). */
  env?: Record<string, string | undefined>;
  /** How long to wait for GET / to answer. Default 180 s (a first start seeds the database and draws its images; slow on a busy machine). */
  timeoutMs?: number;
  /** Keep the DATA_DIR after stop() (to inspect it). Default false. */
  keepDataDir?: boolean;
  /** Start on this existing DATA_DIR (a restart) instead of a fresh one; it is never removed. */
  dataDir?: string;
  /** How often GET / is tried while the server starts. Default 200 ms. */
  pollIntervalMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  dataDir: string;
  /** The `node server.js` process (its children, such as a database, are in its tree). */
  pid: number;
  /** Everything the server printed so far (stdout and stderr, the last 256 KB). */
  output(): string;
  /** SIGTERM, then wait for the process to exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** Resolves with the exit code once the process has exited (128 when ended by a signal). */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Never leave a server behind when the test process ends abruptly. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const child of running) child.kill("SIGKILL");
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Where the browser tests' global set-up (tests/e2e/global-setup.ts) keeps the data folders of
 * one first start each, sample content with and without its images: JSON `{ images, noImages }`.
 */
export const SEEDED_DATA_DIRS = "E2E_SEEDED_DATA_DIRS";

/**
 * Variables that change nothing a first start writes into the data folder but the first
 * administrator, whom every start creates while there is no account (and SEED_IMAGES, which picks
 * the copy). A server given only these starts on a copy of a seeded folder: no initdb, no
 * migrations, no sample content or pictures to draw again (decision 0042). Any other variable, or
 * a folder of its own, and it starts on a fresh one.
 */
const COPYABLE_VARIABLES = new Set([
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "SEED_IMAGES",
  "SMTP_URL",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "MAIL_POLL_INTERVAL_MS",
  "SHUTDOWN_TIMEOUT_MS",
]);

function seededCopySource(options: StartServerOptions): string | undefined {
  const folders = process.env[SEEDED_DATA_DIRS];
  if (!folders || options.dataDir || process.env.E2E_DATABASE_URL) return undefined;
  const keys = Object.keys(options.env ?? {});
  if (!keys.every((key) => COPYABLE_VARIABLES.has(key))) return undefined;
  const { images, noImages } = JSON.parse(folders) as { images: string; noImages: string };
  return options.env?.SEED_IMAGES === "false" ? noImages : images;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const serverEntry = path.join(repoRoot, "server.js");
  if (!existsSync(serverEntry)) throw new Error(`server.js introuvable dans ${repoRoot}.`);
  if (!existsSync(path.join(repoRoot, "build", "server"))) {
    throw new Error("Aucune version de production : lancez d'abord `npm run build`.");
  }

  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "fondation-e2e-"));
  const seeded = seededCopySource(options);
  // `cp -a` keeps the cluster's owner (the `postgres` account when the tests run as root).
  if (seeded) await promisify(execFile)("cp", ["-a", `${seeded}/.`, dataDir]);
  const removeDataDir = !options.keepDataDir && !options.dataDir;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  installExitHook();

  let log = "";
  const echo = process.env.E2E_SERVER_LOG === "1";
  const collect = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    log += chunk.toString("utf8");
    if (log.length > 256 * 1024) log = log.slice(-256 * 1024);
    if (echo) stream.write(chunk);
  };
  child.stdout!.on("data", collect(process.stdout));
  child.stderr!.on("data", collect(process.stderr));

  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : null));
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (!hasExited) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited) {
      await stop();
      throw new Error(
        `Le serveur s'est arrêté au démarrage (code ${child.exitCode}).\n--- sortie du serveur ---\n${log}`,
      );
    }
    try {
      // Any HTTP answer means the server is listening; the first request also opens the database.
      const response = await fetch(`${url}/`, {
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `Le serveur n'a pas répondu sur ${url}/ en ${timeoutMs / 1000} s.\n--- sortie du serveur ---\n${log}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs ?? 200));
  }

  return { url, dataDir, pid: child.pid!, output: () => log, stop, exited };
}

/**
 * The template a public path is rendered with: "/blog/:param" for every article, the path itself
 * for a list page, "page" for the pages written in the back-office (/about, /tidjaniya…).
 */
export function pageTemplate(path: string, listPages: ReadonlySet<string>): string {
  const segments = path.split("/").filter(Boolean);
  if (segments.length >= 2) return `/${segments[0]}/:param`;
  return path === "/" || listPages.has(path) ? path : "page";
}

/**
 * One URL per public page template, read from the site's own sitemap.xml (so every kind of
 * detail page is measured as soon as it exists), plus the cart, which is not indexed. Only pages
 * answering 200 are kept.
 */
export async function publicPagesToMeasure(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // Pages of the route table render with their own template even when the pages table holds
  // their intro (/projets…); any other single-segment path is a page written in the back-office.
  const routed = new Set<string>([...FIXED_PUBLIC_PAGES, "/panier"]);
  const byTemplate = new Map<string, string>();
  for (const path of [...paths, "/panier"]) {
    const template = pageTemplate(path, routed);
    if (!byTemplate.has(template)) byTemplate.set(template, path);
  }
  const found: string[] = [];
  for (const page of byTemplate.values()) {
    try {
      const response = await fetch(new URL(page, baseUrl), { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status === 200) found.push(page);
    } catch {
      // not answering: left out
    }
  }
  return found;
}
