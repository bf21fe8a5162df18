/**
 * One process at a time per data folder. Two processes must never open one PGlite folder (each
 * would write its own pages over the other's), so the server, `npm run backup` (when it opens the
 * folder itself) and `npm run restore` hold `DATA_DIR/server.lock` while they work.
 *
 * The lock is a file holding the owner's pid, its start time and the machine's boot id. It is
 * published with link(2), which fails when the name exists, so two processes starting together
 * cannot both win, and a reader never sees a half-written file. A lock whose owner is gone (a
 * crash, a reboot) is taken over; the take-over itself goes through a second exclusive file so two
 * newcomers never both replace the same stale lock.
 */
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "server.lock";
const TAKEOVER_FILE = "server.lock.reprise";

export interface LockOwner {
  pid: number;
  /** ISO date the owner took the lock. */
  startedAt: string;
  /** What holds the folder: "serveur", "sauvegarde", "restauration". */
  role: string;
  /** Linux boot id: a lock left by a previous boot is stale whatever its pid. */
  bootId?: string;
}

export interface DataLock {
  file: string;
  owner: LockOwner;
  /** Removes the lock if it is still ours (idempotent). */
  release(): void;
}

/** The folder is held by another live process. The message is the one shown to the person. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(lockedMessage(dir, owner));
    this.name = "DataDirLockedError";
  }
}

const roleNames: Record<string, string> = {
  serveur: "un serveur du site",
  sauvegarde: "une sauvegarde",
  restauration: "une restauration",
  remplissage: "un remplissage (npm run db:fill)",
};

export function lockedMessage(dir: string, owner: LockOwner): string {
  const who = roleNames[owner.role] ?? "un autre processus";
  return (
    `Le dossier de données ${dir} est déjà utilisé par ${who} (processus ${owner.pid}, ` +
    `depuis ${owner.startedAt}). Arrêtez ce processus, ou choisissez un autre DATA_DIR.`
  );
}

function bootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** True while a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The owner written in a lock file, or null when there is none or it cannot be read. */
function readOwner(file: string): LockOwner | null | "illisible" {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : "illisible";
  } catch {
    return "illisible";
  }
}

/** Whether the recorded owner still runs: same boot, and its pid alive. */
function ownerAlive(owner: LockOwner): boolean {
  const current = bootId();
  if (owner.bootId && current && owner.bootId !== current) return false;
  return isProcessAlive(owner.pid);
}

/** The live process holding `dir`, or null when the folder is free (or its lock is stale). */
export function dataDirHolder(dir: string): LockOwner | null {
  const owner = readOwner(path.join(dir, LOCK_FILE));
  if (owner === null || owner === "illisible") return null;
  return ownerAlive(owner) ? owner : null;
}

/** Writes `content` under `name` only if the name is free: false when it already exists. */
function publishExclusive(dir: string, name: string, content: string): boolean {
  const tmp = path.join(dir, `.${name}.${process.pid}.${randomBytes(4).toString("hex")}`);
  writeFileSync(tmp, content, { mode: 0o600 });
  try {
    linkSync(tmp, path.join(dir, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Takes `dir` for this process, or throws DataDirLockedError naming the live owner. Creates the
 * folder when missing. Synchronous: server.js calls it before anything else can open the folder.
 */
export function acquireDataLock(dir: string, role = "serveur"): DataLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    role,
    bootId: bootId(),
  };
  const content = JSON.stringify(owner);
  // A few rounds: a stale lock is removed in one round and ours published in the next.
  for (let round = 0; round < 5; round++) {
    if (publishExclusive(dir, LOCK_FILE, content)) return heldLock(file, owner);
    const current = readOwner(file);
    if (current === null) continue;
    if (current !== "illisible" && ownerAlive(current)) throw new DataDirLockedError(dir, current);
    removeStaleLock(dir, current);
  }
  const last = readOwner(file);
  throw new DataDirLockedError(
    dir,
    last && last !== "illisible" ? last : { pid: 0, startedAt: "?", role: "inconnu" },
  );
}

/**
 * Removes a lock whose owner is gone, unless another newcomer is doing the same: the take-over
 * file makes that step exclusive, and the lock is re-read under it (the other newcomer may already
 * have replaced the stale lock with its own live one).
 */
function removeStaleLock(dir: string, seen: LockOwner | "illisible"): void {
  const takeover = path.join(dir, TAKEOVER_FILE);
  const me = JSON.stringify({ pid: process.pid, bootId: bootId() });
  if (!publishExclusive(dir, TAKEOVER_FILE, me)) {
    // Another newcomer is taking over; if it died doing so, clear its take-over file.
    const other = readOwner(takeover);
    if (other !== null && (other === "illisible" || !ownerAlive(other)))
      rmSync(takeover, { force: true });
    return;
  }
  try {
    const again = readOwner(path.join(dir, LOCK_FILE));
    if (again !== null && JSON.stringify(again) === JSON.stringify(seen))
      unlinkSync(path.join(dir, LOCK_FILE));
    else if (again === "illisible" && seen === "illisible") unlinkSync(path.join(dir, LOCK_FILE));
  } finally {
    rmSync(takeover, { force: true });
  }
}

function heldLock(file: string, owner: LockOwner): DataLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    // Only our own lock: a folder taken over after we were presumed dead is not ours to free.
    const current = readOwner(file);
    if (
      current &&
      current !== "illisible" &&
      current.pid === owner.pid &&
      current.startedAt === owner.startedAt
    )
      rmSync(file, { force: true });
    process.off("exit", release);
  };
  // A crash still leaves the lock behind (taken over later); a normal exit removes it.
  process.on("exit", release);
  return { file, owner, release };
}
