/**
 * A stock WordPress from Debian's packages, started on this machine as the benchmark's peer
 * (`npm run bench:peer`, `npm run bench -- --peer`).
 *
 * Everything it starts is its own and lives in one temporary folder: a MariaDB server (own
 * datadir, Unix socket only), a php-fpm master (Debian's pool defaults: pm dynamic, 5 children)
 * and nginx (Debian's example WordPress site, `-c` on its own config, a free 127.0.0.1 port).
 * The system's services and port 80 are left alone. The one file outside that folder is the
 * site's config in /etc/wordpress (Debian's wp-config.php only reads configs from there), named
 * for the port and removed at stop.
 *
 * apt packages: wordpress wordpress-theme-twentytwentythree wordpress-l10n php-fpm php-mysql
 * nginx mariadb-server (see README, "Mesure de performance").
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../tests/helpers/server.ts";

export const WORDPRESS_APT_PACKAGES = [
  "wordpress",
  "wordpress-theme-twentytwentythree",
  "wordpress-l10n",
  "php-fpm",
  "php-mysql",
  "nginx",
  "mariadb-server",
];

const WORDPRESS_ROOT = "/usr/share/wordpress";
const WORDPRESS_CONTENT = "/var/lib/wordpress/wp-content";
const CONFIG_DIR = "/etc/wordpress";
const SETUP_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "wordpress-setup.php");

export interface RunningWordPress {
  /** e.g. http://127.0.0.1:41235 (no trailing slash) */
  url: string;
  /** The processes it started (MariaDB, php-fpm master, nginx master): their trees are the site. */
  pids(): number[];
  /** Stops everything it started and removes its folder and config. */
  stop(): Promise<void>;
}

export interface StartWordPressOptions {
  /** Loopback port for nginx; a free one by default. */
  port?: number;
  /** Prints what it does. */
  log?: (line: string) => void;
}

interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

const isRoot = process.getuid?.() === 0;

/** What to undo if this process ends before stop() (an error, Ctrl-C while starting). */
const leftovers = new Set<() => void>();
let exitHookInstalled = false;
function onExit(cleanup: () => void): void {
  leftovers.add(cleanup);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const undo of leftovers) undo();
  });
}

function userIds(name: string): { uid: number; gid: number } {
  const run = (flag: string) => spawnSync("id", [flag, name], { encoding: "utf8" });
  const uid = run("-u");
  const gid = run("-g");
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`Utilisateur système ${name} absent.`);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function phpFpmBinary(): string {
  const found = readdirSync("/usr/sbin")
    .filter((name) => /^php-fpm\d+\.\d+$/.test(name))
    .sort()
    .pop();
  if (!found) throw new Error("php-fpm absent.");
  return path.join("/usr/sbin", found);
}

/** Fails with the apt command to run when a package is missing. */
export function checkWordPressPackages(): void {
  const missing = [
    [path.join(WORDPRESS_ROOT, "wp-load.php"), "wordpress"],
    [path.join(WORDPRESS_CONTENT, "themes/twentytwentythree"), "wordpress-theme-twentytwentythree"],
    ["/usr/sbin/nginx", "nginx"],
    ["/usr/sbin/mariadbd", "mariadb-server"],
    ["/usr/bin/php", "php-cli"],
  ]
    .filter(([file]) => !existsSync(file))
    .map(([, pkg]) => pkg);
  let fpm = true;
  try {
    phpFpmBinary();
  } catch {
    fpm = false;
    missing.push("php-fpm");
  }
  if (missing.length > 0 || !fpm) {
    throw new Error(
      `Paquets Debian manquants (${missing.join(", ")}). En root :\n` +
        `  apt-get install --no-install-recommends ${WORDPRESS_APT_PACKAGES.join(" ")}`,
    );
  }
}

function startService(name: string, command: string, args: string[]): Service {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-64 * 1024);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { name, child, exited, output: () => log };
}

async function stopService(service: Service): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill("SIGTERM");
  const timer = setTimeout(() => service.child.kill("SIGKILL"), 15_000);
  await service.exited;
  clearTimeout(timer);
}

async function waitFor(what: string, ready: () => Promise<boolean>, services: Service[]) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const dead = services.find((s) => s.child.exitCode !== null || s.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} s'est arrêté au démarrage :\n${dead.output()}`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what} ne répond pas après 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { encoding: "utf8", env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} a échoué :\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

function myCnf(dir: string, runDir: string): string {
  // Debian's own settings (mariadb.conf.d/50-server.cnf); the rest is MariaDB's defaults.
  return [
    "[mysqld]",
    `datadir=${dir}/mysql`,
    `socket=${runDir}/mysqld.sock`,
    `pid-file=${runDir}/mysqld.pid`,
    `log-error=${runDir}/mysqld.err`,
    "skip-networking",
    "skip-name-resolve",
    "character-set-server=utf8mb4",
    "collation-server=utf8mb4_general_ci",
    ...(isRoot ? ["user=mysql"] : []),
    "",
  ].join("\n");
}

function phpFpmConf(dir: string): string {
  // Debian's pool www.conf, with its own socket, pid and log.
  return [
    "[global]",
    `pid = ${dir}/php-fpm.pid`,
    `error_log = ${dir}/php-fpm.log`,
    "[wordpress]",
    ...(isRoot ? ["user = www-data", "group = www-data"] : []),
    `listen = ${dir}/php-fpm.sock`,
    ...(isRoot ? ["listen.owner = www-data", "listen.group = www-data"] : []),
    "pm = dynamic",
    "pm.max_children = 5",
    "pm.start_servers = 2",
    "pm.min_spare_servers = 1",
    "pm.max_spare_servers = 3",
    "",
  ].join("\n");
}

function nginxConf(dir: string, port: number, configName: string): string {
  // Debian's nginx.conf and /usr/share/doc/wordpress/examples/nginx-wordpress.conf.
  return `${isRoot ? "user www-data;\n" : ""}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
daemon off;
events { worker_connections 768; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/nginx-access.log;
  gzip on;
  client_body_temp_path ${dir}/nginx-tmp/body;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    root ${WORDPRESS_ROOT};
    index index.php;
    location = /favicon.ico { log_not_found off; access_log off; }
    location = /robots.txt { allow all; log_not_found off; access_log off; }
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ ^/wp-content/(.*)$ { alias ${WORDPRESS_CONTENT}/$1; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      # Debian's fastcgi_params sends the host without its port (a security update): WordPress
      # would then redirect every page to itself on any port but 80.
      fastcgi_param HTTP_HOST $host:$server_port;
      fastcgi_param SCRIPT_FILENAME $request_filename;
      fastcgi_param WORDPRESS_CONFIG ${configName};
      fastcgi_index index.php;
      fastcgi_intercept_errors on;
      fastcgi_pass unix:${dir}/php-fpm.sock;
    }
    location ~* \\.(js|css|png|jpg|jpeg|gif|ico)$ { expires max; log_not_found off; }
  }
}
`;
}

function wpConfig(socket: string, password: string): string {
  const salt = () => randomBytes(32).toString("base64");
  const keys = ["AUTH", "SECURE_AUTH", "LOGGED_IN", "NONCE"].flatMap((name) => [
    `define('${name}_KEY', '${salt()}');`,
    `define('${name}_SALT', '${salt()}');`,
  ]);
  // What Debian's setup-mysql writes, with the database on this run's own socket.
  return [
    "<?php",
    "define('DB_NAME', 'wordpress');",
    "define('DB_USER', 'wordpress');",
    `define('DB_PASSWORD', '${password}');`,
    `define('DB_HOST', 'localhost:${socket}');`,
    `define('WP_CONTENT_DIR', '${WORDPRESS_CONTENT}');`,
    ...keys,
    "",
  ].join("\n");
}

export async function startWordPress(
  options: StartWordPressOptions = {},
): Promise<RunningWordPress> {
  checkWordPressPackages();
  const log = options.log ?? (() => undefined);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const configName = `fondation-bench-${port}`;
  const configFile = path.join(CONFIG_DIR, `config-${configName}.php`);
  if (existsSync(configFile)) throw new Error(`${configFile} existe déjà : un autre pair tourne ?`);

  const dir = mkdtempSync(path.join(os.tmpdir(), "fondation-wordpress-"));
  // MariaDB and php-fpm run as their Debian users when started as root: they must reach it.
  chmodSync(dir, 0o755);
  const runDir = path.join(dir, "run");
  mkdirSync(path.join(dir, "mysql"));
  mkdirSync(runDir);
  mkdirSync(path.join(dir, "nginx-tmp"));
  if (isRoot) {
    const mysql = userIds("mysql");
    chownSync(path.join(dir, "mysql"), mysql.uid, mysql.gid);
    chownSync(runDir, mysql.uid, mysql.gid);
  }
  const socket = path.join(runDir, "mysqld.sock");
  const services: Service[] = [];

  const removeFiles = () => {
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  const killNow = () => {
    for (const service of services) service.child.kill("SIGKILL");
    removeFiles();
  };
  onExit(killNow);
  const stop = async () => {
    for (const service of [...services].reverse()) await stopService(service);
    services.length = 0;
    removeFiles();
    leftovers.delete(killNow);
  };

  try {
    writeFileSync(path.join(dir, "my.cnf"), myCnf(dir, runDir));
    log("MariaDB : création de la base…");
    run("mariadb-install-db", [
      `--defaults-file=${dir}/my.cnf`,
      "--auth-root-authentication-method=socket",
      "--skip-test-db",
    ]);
    services.push(startService("MariaDB", "mariadbd", [`--defaults-file=${dir}/my.cnf`]));
    await waitFor("MariaDB", async () => existsSync(socket), services);

    const password = randomBytes(12).toString("hex");
    run("mariadb", [
      "--no-defaults",
      `--socket=${socket}`,
      "--user=root",
      "-e",
      "CREATE DATABASE wordpress; " +
        `CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${password}'; ` +
        "GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';",
    ]);

    writeFileSync(configFile, wpConfig(socket, password), { mode: 0o640 });
    if (isRoot) chownSync(configFile, 0, userIds("www-data").gid);

    log("WordPress : installation et contenu…");
    const adminPassword = randomBytes(12).toString("hex");
    // Run as the web server's user, like the installer page; a copy it can read.
    const setup = path.join(dir, "wordpress-setup.php");
    copyFileSync(SETUP_SCRIPT, setup);
    const [command, ...args] = isRoot ? ["runuser", "-u", "www-data", "--", "php"] : ["php"];
    run(command, [...args, setup], {
      ...process.env,
      WP_BENCH_HOST: `127.0.0.1:${port}`,
      WP_BENCH_CONFIG: configName,
      WP_BENCH_PASSWORD: adminPassword,
    });

    writeFileSync(path.join(dir, "php-fpm.conf"), phpFpmConf(dir));
    services.push(
      startService("php-fpm", phpFpmBinary(), [
        "--nodaemonize",
        "--fpm-config",
        `${dir}/php-fpm.conf`,
      ]),
    );
    await waitFor("php-fpm", async () => existsSync(`${dir}/php-fpm.sock`), services);

    writeFileSync(path.join(dir, "nginx.conf"), nginxConf(dir, port, configName));
    services.push(
      startService("nginx", "nginx", ["-c", `${dir}/nginx.conf`, "-e", `${dir}/nginx-error.log`]),
    );
    await waitFor(
      "WordPress",
      async () => {
        try {
          const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
          await response.arrayBuffer();
          return response.status === 200;
        } catch {
          return false;
        }
      },
      services,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    pids: () => services.map((service) => service.child.pid!).filter(Boolean),
    stop,
  };
}
