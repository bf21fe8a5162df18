/**
 * One process per data folder (app/server/data-lock.server.ts): a held folder is refused with a
 * French message naming it and its holder, a lock left by a dead process (or a previous boot) is
 * taken over, release frees it (only if it is still ours), and processes starting together never
 * both win, whether the folder is free or holds a stale lock.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acquireDataLock,
  dataDirHolder,
  DataDirLockedError,
  isProcessAlive,
  LOCK_FILE,
  type DataLock,
  type LockOwner,
} from "./data-lock.server";

const moduleFile = fileURLToPath(new URL("./data-lock.server.ts", import.meta.url));

let dir: string;
const held: DataLock[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "verrou-"));
});

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  rmSync(dir, { recursive: true, force: true });
});

function take(folder = dir, role?: string): DataLock {
  const lock = acquireDataLock(folder, role);
  held.push(lock);
  return lock;
}

function lockOnDisk(folder = dir): LockOwner {
  return JSON.parse(readFileSync(path.join(folder, LOCK_FILE), "utf8")) as LockOwner;
}

/** The pid of a process that has just ended (pids are reused only after a full wrap-around). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], {
    encoding: "utf8",
  });
  const pid = Number(child.stdout.trim());
  expect(isProcessAlive(pid)).toBe(false);
  return pid;
}

function writeLock(owner: Partial<LockOwner> & { pid: number }): void {
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({ startedAt: "2020-01-01T00:00:00.000Z", role: "serveur", ...owner }),
  );
}

const currentBootId = (() => {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
})();

describe("acquireDataLock", () => {
  it("crée le dossier et y écrit le verrou de ce processus", () => {
    const folder = path.join(dir, "pas", "encore");
    const lock = take(folder);
    expect(lock.file).toBe(path.join(folder, LOCK_FILE));
    const owner = lockOnDisk(folder);
    expect(owner.pid).toBe(process.pid);
    expect(owner.role).toBe("serveur");
    expect(owner.startedAt).toBe(lock.owner.startedAt);
    if (currentBootId) expect(owner.bootId).toBe(currentBootId);
    // No temporary file of the exclusive publication is left beside it.
    expect(readdirSync(folder)).toEqual([LOCK_FILE]);
  });

  it("refuse un dossier déjà tenu, en français, en nommant le dossier et le processus", () => {
    take(dir, "serveur");
    let thrown: unknown;
    try {
      acquireDataLock(dir, "sauvegarde");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    const error = thrown as DataDirLockedError;
    expect(error.message).toContain(`Le dossier de données ${dir} est déjà utilisé`);
    expect(error.message).toContain("un serveur du site");
    expect(error.message).toContain(`processus ${process.pid}`);
    expect(error.message).toContain("Arrêtez ce processus, ou choisissez un autre DATA_DIR.");
    expect(error.dir).toBe(dir);
    expect(error.owner.pid).toBe(process.pid);
    // The holder's lock is untouched.
    expect(lockOnDisk().role).toBe("serveur");
  });

  it("nomme le rôle du détenteur (sauvegarde, restauration)", () => {
    take(dir, "restauration");
    expect(() => acquireDataLock(dir)).toThrow(/par une restauration \(processus \d+/);
  });

  it("reprend un verrou laissé par un processus mort", () => {
    const pid = deadPid();
    writeLock({ pid, bootId: currentBootId });
    expect(dataDirHolder(dir)).toBeNull();
    take(dir);
    expect(lockOnDisk().pid).toBe(process.pid);
    expect(readdirSync(dir).sort()).toEqual([LOCK_FILE]);
  });

  it.runIf(currentBootId)(
    "reprend un verrou d'un démarrage précédent de la machine, même si son pid existe",
    () => {
      // The parent of this process is alive, but the lock says it was written before a reboot.
      writeLock({ pid: process.ppid, bootId: "00000000-0000-0000-0000-000000000000" });
      expect(isProcessAlive(process.ppid)).toBe(true);
      take(dir);
      expect(lockOnDisk().pid).toBe(process.pid);
    },
  );

  it("respecte le verrou d'un processus vivant du même démarrage", () => {
    writeLock({ pid: process.ppid, bootId: currentBootId, role: "sauvegarde" });
    expect(dataDirHolder(dir)?.pid).toBe(process.ppid);
    expect(() => acquireDataLock(dir)).toThrow(
      `Le dossier de données ${dir} est déjà utilisé par une sauvegarde (processus ${process.ppid}, depuis 2020-01-01T00:00:00.000Z).`,
    );
    expect(lockOnDisk().pid).toBe(process.ppid);
  });

  it("reprend un verrou illisible", () => {
    writeFileSync(path.join(dir, LOCK_FILE), "pas du JSON");
    expect(dataDirHolder(dir)).toBeNull();
    take(dir);
    expect(lockOnDisk().pid).toBe(process.pid);
  });
});

describe("release", () => {
  it("retire le verrou, une seule fois, et le dossier se reprend ensuite", () => {
    const lock = acquireDataLock(dir);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(dataDirHolder(dir)).toBeNull();
    lock.release();
    const again = take(dir);
    expect(lockOnDisk().startedAt).toBe(again.owner.startedAt);
  });

  it("ne retire pas un verrou qui n'est plus le sien", () => {
    const lock = acquireDataLock(dir);
    // Presumed dead, the folder was taken over by another process meanwhile.
    writeLock({ pid: process.ppid, bootId: currentBootId });
    lock.release();
    expect(lockOnDisk().pid).toBe(process.ppid);
  });

  it("dataDirHolder donne le détenteur vivant, null quand le dossier est libre", () => {
    expect(dataDirHolder(dir)).toBeNull();
    const lock = take(dir, "sauvegarde");
    expect(dataDirHolder(dir)).toMatchObject({ pid: process.pid, role: "sauvegarde" });
    lock.release();
    expect(dataDirHolder(dir)).toBeNull();
  });
});

/** A script for a child process: `node --import tsx child.mjs <module> <dir> [action]`. */
const CHILD = `
import { createInterface } from "node:readline";
const [moduleFile, dir, action] = process.argv.slice(2);
const { acquireDataLock } = await import(moduleFile);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
if (action === "quitter") {
  acquireDataLock(dir);
  process.exit(0);
}
console.log("prêt");
await lines.next();
try {
  acquireDataLock(dir);
  console.log("gagné " + process.pid);
} catch (error) {
  console.log("refusé " + error.name + " " + error.message);
}
// Holds the lock (if won) until the test says the race is over.
await lines.next();
process.exit(0);
`;

interface Racer {
  pid: number;
  lines: string[];
  send(line: string): void;
  exited: Promise<number | null>;
}

function startRacer(script: string): Racer {
  const child = spawn(process.execPath, ["--import", "tsx", script, moduleFile, dir], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const racer: Racer = {
    pid: child.pid!,
    lines: [],
    send: (line) => child.stdin.write(`${line}\n`),
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
  };
  let buffer = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    racer.lines.push(...parts);
  });
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => racer.lines.push(`stderr: ${chunk}`));
  return racer;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`attente dépassée : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("plusieurs processus", () => {
  let scriptDir: string;
  let script: string;

  beforeEach(() => {
    scriptDir = mkdtempSync(path.join(os.tmpdir(), "verrou-script-"));
    script = path.join(scriptDir, "enfant.mjs");
    writeFileSync(script, CHILD);
  });

  afterEach(() => {
    rmSync(scriptDir, { recursive: true, force: true });
  });

  async function race(count: number): Promise<{ winners: Racer[]; losers: Racer[] }> {
    const racers = Array.from({ length: count }, () => startRacer(script));
    try {
      await waitFor(
        () =>
          racers.every(
            (r) => r.lines.includes("prêt") || r.lines.some((l) => l.startsWith("stderr")),
          ),
        "les processus prêts",
      );
      for (const racer of racers) expect(racer.lines, `processus ${racer.pid}`).toContain("prêt");
      // All at once: each one is already waiting on its standard input.
      for (const racer of racers) racer.send("partez");
      await waitFor(
        () => racers.every((r) => r.lines.some((l) => /^(gagné|refusé)/.test(l))),
        "le résultat de chaque processus",
      );
      const winners = racers.filter((r) => r.lines.some((l) => l.startsWith("gagné")));
      const losers = racers.filter((r) => !winners.includes(r));
      // Checked while the winner still holds the folder.
      if (winners.length === 1) expect(lockOnDisk().pid).toBe(winners[0]!.pid);
      return { winners, losers };
    } finally {
      for (const racer of racers) racer.send("fin");
      await Promise.all(racers.map((r) => r.exited));
    }
  }

  it("un seul gagne quand plusieurs prennent un dossier libre en même temps", async () => {
    const { winners, losers } = await race(6);
    expect(winners.map((w) => w.lines)).toHaveLength(1);
    for (const loser of losers) {
      const line = loser.lines.find((l) => l.startsWith("refusé"))!;
      expect(line).toContain(`refusé DataDirLockedError Le dossier de données ${dir}`);
      expect(line).toContain(`processus ${winners[0]!.pid}`);
    }
    // The winner's normal exit removed its lock.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it("un seul gagne quand plusieurs reprennent en même temps un verrou abandonné", async () => {
    writeLock({ pid: deadPid(), bootId: currentBootId });
    const { winners, losers } = await race(6);
    expect(winners.map((w) => w.lines)).toHaveLength(1);
    for (const loser of losers) {
      const line = loser.lines.find((l) => l.startsWith("refusé"))!;
      expect(line).toContain(`refusé DataDirLockedError Le dossier de données ${dir}`);
    }
    expect(readdirSync(dir).filter((name) => name !== LOCK_FILE)).toEqual([]);
  }, 60_000);

  it("une sortie normale retire le verrou ; un processus tué le laisse, et il est repris", async () => {
    const quitter = spawn(process.execPath, [
      "--import",
      "tsx",
      script,
      moduleFile,
      dir,
      "quitter",
    ]);
    const code = await new Promise((resolve) => quitter.once("exit", resolve));
    expect(code).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const killed = startRacer(script);
    await waitFor(() => killed.lines.includes("prêt"), "processus prêt");
    killed.send("partez");
    await waitFor(() => killed.lines.some((l) => l.startsWith("gagné")), "verrou pris");
    process.kill(killed.pid, "SIGKILL");
    await killed.exited;
    expect(lockOnDisk().pid).toBe(killed.pid);
    take(dir);
    expect(lockOnDisk().pid).toBe(process.pid);
  }, 60_000);
});
