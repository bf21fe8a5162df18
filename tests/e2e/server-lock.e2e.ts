/**
 * One server per data folder (app/server/data-lock.server.ts, the lock block of server.js),
 * against the production build: a second `node server.js` on the same DATA_DIR stops within 10 s
 * with a French message naming the folder and the first server's pid, and the first keeps serving;
 * a server whose port is taken stops with a French message and frees its folder (lock released,
 * database closed); a server killed with SIGKILL leaves a lock the next server takes over.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, repoRoot, startServer, type RunningServer } from "../helpers/server";

interface Launched {
  child: ChildProcess;
  url: string;
  output(): string;
  /** The exit code (128 when killed by a signal). */
  exited: Promise<number>;
}

const launched = new Set<ChildProcess>();
const folders: string[] = [];

/** `node server.js` on this DATA_DIR and port, without waiting for it. */
function launch(dataDir: string, port: number): Launched {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_IMAGES: "false",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(repoRoot, "server.js")], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  launched.add(child);
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const exited = new Promise<number>((resolve) =>
    child.once("exit", (code, signal) => {
      launched.delete(child);
      resolve(code ?? (signal ? 128 : -1));
    }),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => log, exited };
}

/** The exit code, or a failure when the process is still running after `ms`. */
async function exitWithin(server: Launched, ms: number, what: string): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} tourne encore après ${ms / 1000} s.\n${server.output()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until GET / answers 200 (the first start migrates and seeds). */
async function waitUntilServing(server: Launched, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void server.exited.then(() => (done = true));
  for (;;) {
    if (done) throw new Error(`Le serveur s'est arrêté au démarrage.\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${server.url} ne répond pas.\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fondation-verrou-"));
  folders.push(dir);
  return dir;
}

function lockPid(dataDir: string): number {
  return (JSON.parse(readFileSync(path.join(dataDir, "server.lock"), "utf8")) as { pid: number })
    .pid;
}

let first: RunningServer;

beforeAll(async () => {
  first = await startServer({ env: { SEED_IMAGES: "false" } });
});

afterAll(async () => {
  for (const child of launched) child.kill("SIGKILL");
  await first?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("un seul serveur par dossier de données", () => {
  it("un second serveur sur le même DATA_DIR s'arrête en moins de 10 s, en nommant le dossier et le processus ; le premier continue", async () => {
    const holder = lockPid(first.dataDir);
    const second = launch(first.dataDir, await freePort());
    const code = await exitWithin(second, 10_000, "Le second serveur");
    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `Le dossier de données ${first.dataDir} est déjà utilisé par un serveur du site (processus ${holder}, `,
    );
    // It never reached the point of listening or opening the database.
    expect(second.output()).not.toContain("site prêt");

    // The first one still holds its folder and serves.
    expect(lockPid(first.dataDir)).toBe(holder);
    const response = await fetch(`${first.url}/`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  });

  let reusedDir: string;
  let reused: Launched | undefined;

  it("un serveur dont le port est pris s'arrête avec un message en français et libère son dossier", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve, reject) => {
      blocker.once("error", reject);
      blocker.listen(port, "127.0.0.1", () => resolve());
    });
    try {
      reusedDir = tempDataDir();
      const refused = launch(reusedDir, port);
      // It migrates and seeds its fresh database before it tries to listen.
      const code = await exitWithin(refused, 180_000, "Le serveur sans port");
      expect(code).not.toBe(0);
      expect(refused.output()).toContain(
        `Le port ${port} est déjà utilisé (127.0.0.1) : arrêtez l'autre programme ou choisissez un autre PORT.`,
      );
      expect(refused.output()).not.toContain("site prêt");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    // Lock released, control socket removed (the database was closed on the way out).
    expect(existsSync(path.join(reusedDir, "server.lock"))).toBe(false);
    expect(existsSync(path.join(reusedDir, "control.sock"))).toBe(false);

    // Another server opens that folder and its database.
    reused = launch(reusedDir, await freePort());
    await waitUntilServing(reused);
    expect(lockPid(reusedDir)).toBe(reused.child.pid);
  }, 400_000);

  it("après un arrêt brutal (SIGKILL), un nouveau serveur reprend le dossier", async () => {
    expect(reused, "le serveur du test précédent").toBeDefined();
    const killedPid = reused!.child.pid!;
    reused!.child.kill("SIGKILL");
    expect(await reused!.exited).toBe(128);
    // The lock is left behind, naming a process that no longer exists.
    expect(lockPid(reusedDir)).toBe(killedPid);

    const next = launch(reusedDir, await freePort());
    await waitUntilServing(next);
    expect(lockPid(reusedDir)).toBe(next.child.pid);
    const response = await fetch(`${next.url}/contact`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);

    // A normal stop frees the folder.
    next.child.kill("SIGTERM");
    expect(await exitWithin(next, 30_000, "Le serveur arrêté par SIGTERM")).toBe(0);
    expect(existsSync(path.join(reusedDir, "server.lock"))).toBe(false);
  }, 400_000);
});
