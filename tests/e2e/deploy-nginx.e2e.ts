/**
 * The deployment of docs/deploy.md, tested: Debian's nginx runs with deploy/nginx/fondation.conf
 * in front of the production server (TRUST_PROXY=1, as deploy/fondation.service sets it), on
 * loopback only, with its own prefix, pid file, logs, temporary folders and cache in a temp dir
 * (never the system's /etc/nginx/sites-enabled). Only the upstream port, the listen addresses and
 * ports, the certificate paths (a self-signed certificate made with openssl) and the cache folder
 * of the file are changed; the IPv6 `listen` lines are dropped, since a test machine may have no
 * IPv6.
 *
 * Through nginx: the home page over https (and http → https), a back-office sign-in and a gallery
 * upload larger than nginx's default 1 MB limit, the visitor's own address in the contact form's
 * rate limit (two loopback source addresses), the year-long cache of /assets/ and /media/,
 * nginx's own cache of both (a second request is a HIT, with the same bytes, in the encoding the
 * request asked for), and Strict-Transport-Security. Also `systemd-analyze verify deploy/fondation.service` when the
 * command exists.
 *
 * No browser: plain HTTP(S) from Node, sending what a browser sends on the standard ports
 * (Host and Origin without a port). Skipped when nginx or openssl is missing, unless REQUIRE_E2E=1.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN_ENV, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "../helpers/admin-browser";
import { repoRoot, startServer, type RunningServer } from "../helpers/server";

const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
const OPENSSL = "openssl";
const SITE_CONF = path.join(repoRoot, "deploy", "nginx", "fondation.conf");
const UNIT = path.join(repoRoot, "deploy", "fondation.service");

/** The domain written in deploy/nginx/fondation.conf (server_name, certificate paths). */
const DOMAIN = "fondation.example";
const ORIGIN = `https://${DOMAIN}`;
/** nginx listens here; the visitors come from the two addresses below. */
const NGINX_ADDRESS = "127.0.0.2";
/** The visitors' source addresses (any 127.x address is this machine on Linux). */
const VISITOR_A = "127.0.0.3";
const VISITOR_B = "127.0.0.4";

const missing = [
  existsSync(NGINX) ? null : `nginx (${NGINX})`,
  spawnSync(OPENSSL, ["version"], { stdio: "ignore" }).status === 0 ? null : "openssl",
].filter(Boolean);
if (missing.length > 0) {
  const message = `[e2e] ${missing.join(" et ")} introuvable (apt-get install -y nginx openssl)`;
  if (process.env.REQUIRE_E2E === "1") throw new Error(`${message} et REQUIRE_E2E=1 : échec.`);
  console.warn(`${message} : test du déploiement derrière nginx ignoré.`);
}
const describeNginx = missing.length > 0 ? describe.skip : describe;

/**
 * deploy/nginx/fondation.conf with only the upstream port, the listen addresses/ports, the
 * certificate paths and the cache folder changed. Each change must match what the file says, so the test cannot drift
 * from the file silently.
 */
function adaptSiteConfig(
  text: string,
  to: {
    appPort: number;
    address: string;
    httpPort: number;
    httpsPort: number;
    cert: string;
    key: string;
    cache: string;
  },
): string {
  let out = text;
  const replace = (pattern: RegExp, by: string, expected: number) => {
    const count = [...out.matchAll(new RegExp(pattern.source, "gm"))].length;
    if (count !== expected)
      throw new Error(
        `deploy/nginx/fondation.conf : ${pattern} trouvé ${count} fois (attendu ${expected}).`,
      );
    out = out.replace(new RegExp(pattern.source, "gm"), by);
  };
  replace(/^(\s*server\s+)127\.0\.0\.1:3000;/, `$1127.0.0.1:${to.appPort};`, 1);
  replace(/^(\s*)listen\s+80;/, `$1listen ${to.address}:${to.httpPort};`, 1);
  replace(/^(\s*)listen\s+443(\s+ssl[^;]*);/, `$1listen ${to.address}:${to.httpsPort}$2;`, 1);
  replace(/^\s*listen\s+\[::\]:(80|443)[^;]*;\n/, "", 2);
  replace(/^(\s*ssl_certificate\s+)\/etc\/letsencrypt\/live\/[^;]+;/, `$1${to.cert};`, 1);
  replace(/^(\s*ssl_certificate_key\s+)\/etc\/letsencrypt\/live\/[^;]+;/, `$1${to.key};`, 1);
  replace(/^(\s*proxy_cache_path\s+)\/var\/cache\/nginx\/fondation(?=\s)/, `$1${to.cache}`, 1);
  // Nothing else listens, and nothing else points at the system's files.
  const listens = [...out.matchAll(/^\s*listen\s+([^;]+);/gm)].map((m) => m[1]);
  for (const listen of listens)
    if (!listen.startsWith(`${to.address}:`)) throw new Error(`listen ${listen} ?`);
  const caches = [...out.matchAll(/^\s*proxy_cache_path\s+(\S+)/gm)].map((m) => m[1]);
  for (const cache of caches)
    if (cache !== to.cache) throw new Error(`proxy_cache_path ${cache} ?`);
  return out;
}

async function freePortOn(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

describeNginx("deployment behind nginx (deploy/nginx/fondation.conf)", () => {
  let server: RunningServer;
  let nginx: ChildProcess | undefined;
  let nginxExited: Promise<void> = Promise.resolve();
  let nginxLog = "";
  let dir: string;
  let httpPort: number;
  let httpsPort: number;
  let ca: Buffer;

  /** One request to nginx, as a browser on the standard ports would send it. */
  function send(
    scheme: "http" | "https",
    pathname: string,
    options: {
      method?: string;
      headers?: Record<string, string>;
      body?: Buffer | string;
      from?: string;
    } = {},
  ): Promise<Answer> {
    const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
    const headers: Record<string, string> = { Host: DOMAIN, ...options.headers };
    if (body) headers["Content-Length"] = String(body.byteLength);
    const common = {
      host: NGINX_ADDRESS,
      port: scheme === "https" ? httpsPort : httpPort,
      path: pathname,
      method: options.method ?? "GET",
      headers,
      localAddress: options.from ?? VISITOR_A,
      agent: false as const,
    };
    return new Promise((resolve, reject) => {
      const onResponse = (response: http.IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const answer: Answer = {
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: raw,
            text: () =>
              (encoding === "gzip"
                ? zlib.gunzipSync(raw)
                : encoding === "br"
                  ? zlib.brotliDecompressSync(raw)
                  : raw
              ).toString("utf8"),
          };
          resolve(answer);
        });
      };
      const request =
        scheme === "https"
          ? https.request({ ...common, ca, servername: DOMAIN }, onResponse)
          : http.request(common, onResponse);
      request.setTimeout(120_000, () => request.destroy(new Error(`délai dépassé : ${pathname}`)));
      request.on("error", reject);
      request.end(body);
    });
  }

  function cookieOf(answer: Answer): string {
    return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
  }

  function logs(): string {
    const read = (name: string) => {
      try {
        return readFileSync(path.join(dir, name), "utf8").slice(-8000);
      } catch {
        return "";
      }
    };
    return `--- nginx ---\n${nginxLog}\n--- error.log ---\n${read("error.log")}\n--- serveur ---\n${server?.output().slice(-8000)}`;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "fondation-nginx-"));
    // nginx's workers (nobody when started as root) write request bodies under tmp/.
    chmodSync(dir, 0o755);
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      mkdirSync(path.join(dir, "tmp", sub), { recursive: true });
      chmodSync(path.join(dir, "tmp", sub), 0o777);
    }
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    const made = spawnSync(
      OPENSSL,
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        "-subj",
        `/CN=${DOMAIN}`,
        "-addext",
        `subjectAltName=DNS:${DOMAIN}`,
      ],
      { encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`openssl : ${made.stderr}`);
    ca = readFileSync(cert);

    server = await startServer({
      env: {
        ...E2E_ADMIN_ENV,
        SEED_IMAGES: "false",
        // As deploy/fondation.service and deploy/env.example set them.
        TRUST_PROXY: "1",
        PUBLIC_URL: ORIGIN,
        COOKIE_SECURE: "1",
      },
    });

    httpPort = await freePortOn(NGINX_ADDRESS);
    httpsPort = await freePortOn(NGINX_ADDRESS);
    while (httpsPort === httpPort) httpsPort = await freePortOn(NGINX_ADDRESS);
    const site = adaptSiteConfig(readFileSync(SITE_CONF, "utf8"), {
      appPort: Number(new URL(server.url).port),
      address: NGINX_ADDRESS,
      httpPort,
      httpsPort,
      cert,
      key,
      // nginx creates it, owned by its workers' user.
      cache: path.join(dir, "cache"),
    });
    writeFileSync(path.join(dir, "fondation.conf"), site);
    // The http block of a Debian nginx.conf, minus everything that points at the system.
    writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        "events { worker_connections 256; }",
        "http {",
        "  include /etc/nginx/mime.types;",
        "  default_type application/octet-stream;",
        "  sendfile on;",
        `  access_log ${dir}/access.log;`,
        `  client_body_temp_path ${dir}/tmp/body;`,
        `  proxy_temp_path ${dir}/tmp/proxy;`,
        `  fastcgi_temp_path ${dir}/tmp/fastcgi;`,
        `  uwsgi_temp_path ${dir}/tmp/uwsgi;`,
        `  scgi_temp_path ${dir}/tmp/scgi;`,
        `  include ${dir}/fondation.conf;`,
        "}",
        "",
      ].join("\n"),
    );
    const args = ["-p", `${dir}/`, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`];
    const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t :\n${check.stderr}\n${site}`);

    const child = spawn(NGINX, [...args, "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    nginx = child;
    child.stdout!.on("data", (chunk: Buffer) => (nginxLog += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (nginxLog += chunk.toString()));
    nginxExited = new Promise((resolve) => child.once("exit", () => resolve()));
    let exited = false;
    void nginxExited.then(() => (exited = true));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (exited) throw new Error(`nginx s'est arrêté au démarrage.\n${logs()}`);
      try {
        await send("http", "/");
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx ne répond pas.\n${logs()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      const timer = setTimeout(() => nginx?.kill("SIGKILL"), 10_000);
      await nginxExited;
      clearTimeout(timer);
    }
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("serves the French home page over https, with HSTS, and sends http to https", async () => {
    const home = await send("https", "/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(home.status, logs()).toBe(200);
    const html = home.text();
    expect(html).toContain('lang="fr-CA"');
    expect(html).toContain("Propager la lumière de la Tidjaniya");
    // Compressed by the app, passed through by nginx.
    expect(["gzip", "br"]).toContain(home.headers["content-encoding"]);
    // The app knows the request came over https (X-Forwarded-Proto).
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home.headers["server"]).toBe("nginx");

    const plain = await send("http", "/contact?source=test");
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${ORIGIN}/contact?source=test`);
  });

  it("serves /assets/ with a year-long immutable cache", async () => {
    const html = (await send("https", "/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset, "aucun fichier /assets/ dans la page d'accueil").toBeTruthy();
    for (const encoding of ["br", "identity"]) {
      const answer = await send("https", asset!, { headers: { "Accept-Encoding": encoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toMatch(/max-age=31536000/);
      expect(answer.headers["cache-control"]).toContain("immutable");
      if (encoding === "br") expect(answer.headers["content-encoding"]).toBe("br");
    }
  });

  /** The administrateur's session, signed in by the upload test. */
  let cookie = "";
  /** A web size of the image the upload test sent, under /media/. */
  let mediaPath = "";

  /** A PNG of about 3 MB: random pixels do not compress. */
  function noisyPng(): Promise<Buffer> {
    return sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  }

  async function multipart(form: FormData): Promise<{ type: string; body: Buffer }> {
    const encoded = new Response(form);
    return {
      type: encoded.headers.get("content-type")!,
      body: Buffer.from(await encoded.arrayBuffer()),
    };
  }

  it("an administrateur signs in and uploads a 3 MB image to the gallery", async () => {
    const login = await send("https", "/connexion", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: E2E_ADMIN_EMAIL,
        password: E2E_ADMIN_PASSWORD,
        redirectTo: "/admin/galerie",
      }).toString(),
    });
    expect([302, 303], logs()).toContain(login.status);
    expect(login.headers.location).toMatch(/\/admin\/galerie$/);
    // https seen through the proxy: Secure cookie.
    expect(login.headers["set-cookie"]?.join("\n")).toMatch(/;\s*Secure/i);
    cookie = cookieOf(login);

    const admin = await send("https", "/admin/galerie", { headers: { Cookie: cookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers["cache-control"]).toBe("no-store");

    // Above nginx's default 1 MB limit, below the app's 5 MB one.
    const png = await noisyPng();
    expect(png.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect(png.byteLength).toBeLessThan(5 * 1024 * 1024);
    const title = `Photo derriere nginx ${Date.now()}`;
    const form = new FormData();
    form.set("category", "communaute");
    form.set("takenOn", "2024-06-16");
    form.set("file", new File([new Uint8Array(png)], `${title}.png`, { type: "image/png" }));
    const encoded = await multipart(form);
    const upload = await send("https", "/admin/galerie/upload", {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": encoded.type },
      body: encoded.body,
    });
    expect(upload.status, `${upload.text()}\n${logs()}`).toBe(201);
    expect(JSON.parse(upload.text())).toMatchObject({ ok: true, title });

    const gallery = await send("https", `/galerie?q=${encodeURIComponent(title)}`);
    expect(gallery.status).toBe(200);
    const galleryHtml = gallery.text();
    expect(galleryHtml).toContain(title);

    // The uploaded image's web sizes under /media/: cached for a year too (random, never reused keys).
    const media = galleryHtml.match(/\/media\/images\/[\w/.-]+/)?.[0];
    expect(media, "aucune image /media/ dans la galerie").toBeTruthy();
    const image = await send("https", media!);
    expect(image.status).toBe(200);
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["content-type"]).toMatch(/^image\//);
    mediaPath = media!;

    // Public forms keep nginx's 1 MB limit: only the back-office takes large bodies.
    const tooLarge = await send("https", "/contact", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect(tooLarge.status).toBe(413);
  });

  it("an import without JavaScript sends three 3 MB images in one request", async () => {
    expect(cookie, "la connexion du test précédent a échoué").not.toBe("");
    const form = new FormData();
    form.set("intent", "import");
    form.set("category", "evenements");
    const names = [1, 2, 3].map((n) => `Import sans script ${n} ${Date.now()}`);
    for (const name of names) {
      form.append("files", new File([new Uint8Array(await noisyPng())], `${name}.png`));
    }
    const encoded = await multipart(form);
    expect(encoded.body.byteLength).toBeGreaterThan(6 * 1024 * 1024);
    const answer = await send("https", "/admin/galerie?mode=import", {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": encoded.type },
      body: encoded.body,
    });
    expect([302, 303], `${answer.text().slice(0, 2000)}\n${logs()}`).toContain(answer.status);
    const admin = (await send("https", "/admin/galerie", { headers: { Cookie: cookie } })).text();
    for (const name of names) expect(admin).toContain(name);
  });

  it("nginx caches /assets/ and /media/: a second request is a HIT, same bytes, right encoding", async () => {
    // A query string the app ignores gives a cache key no earlier test (or a retry) has used:
    // the first request is a MISS, the second a HIT.
    const fresh = (pathname: string) => `${pathname}?cache=${randomBytes(6).toString("hex")}`;
    const decoded = (answer: Answer) => {
      const encoding = answer.headers["content-encoding"];
      if (encoding === "br") return zlib.brotliDecompressSync(answer.body);
      if (encoding === "gzip") return zlib.gunzipSync(answer.body);
      return answer.body;
    };

    const html = (await send("https", "/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, "aucun script /assets/ dans la page d'accueil").toBeTruthy();
    const url = fresh(asset!);
    // Brotli first, so that the copy nginx stores first is the Brotli one: the gzip and identity
    // requests that follow must still get their own encoding, never that copy.
    const cases: { accept?: string; encoding?: string }[] = [
      { accept: "br", encoding: "br" },
      { accept: "gzip", encoding: "gzip" },
      { accept: "gzip, deflate", encoding: "gzip" },
      { accept: "br;q=0, gzip", encoding: "gzip" },
      { accept: "identity", encoding: undefined },
      { accept: undefined, encoding: undefined },
    ];
    const first: Answer[] = [];
    for (const [round, status] of [
      [0, "MISS"],
      [1, "HIT"],
    ] as const) {
      for (const [i, { accept, encoding }] of cases.entries()) {
        const answer = await send("https", url, {
          headers: accept === undefined ? {} : { "Accept-Encoding": accept },
        });
        const about = `${url}, Accept-Encoding: ${accept ?? "(aucun)"}, tour ${round + 1}\n${logs()}`;
        expect(answer.status, about).toBe(200);
        expect(answer.headers["x-cache-status"], about).toBe(status);
        expect(answer.headers["content-encoding"], about).toBe(encoding);
        expect(answer.headers["vary"], about).toMatch(/accept-encoding/i);
        expect(answer.headers["cache-control"], about).toBe("public, max-age=31536000, immutable");
        if (round === 0) first.push(answer);
        else expect(answer.body.equals(first[i]!.body), `octets différents : ${about}`).toBe(true);
      }
    }
    // Every copy is the same file once decoded.
    const plain = decoded(first[first.length - 1]!);
    expect(plain.byteLength).toBeGreaterThan(0);
    for (const answer of first) expect(decoded(answer).equals(plain)).toBe(true);

    // The image sent by the upload test, with its own headers kept in the cache.
    expect(mediaPath, "le test d'envoi d'image a échoué").not.toBe("");
    const imageUrl = fresh(mediaPath);
    const image = await send("https", imageUrl);
    const again = await send("https", imageUrl);
    expect(image.status, logs()).toBe(200);
    expect(image.headers["x-cache-status"]).toBe("MISS");
    expect(again.status).toBe(200);
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.body.equals(image.body)).toBe(true);
    expect(again.body.byteLength).toBeGreaterThan(0);
    for (const answer of [image, again]) {
      expect(answer.headers["content-type"]).toMatch(/^image\//);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-security-policy"]).toContain("sandbox");
      expect(answer.headers["x-content-type-options"]).toContain("nosniff");
    }

    // What is missing is asked again (a file requested during an upgrade, before the build wrote
    // it): a 404 is never kept.
    for (const missing of ["/assets/absent-0000.js", "/media/images/absent0000"]) {
      for (let i = 0; i < 2; i++) {
        const answer = await send("https", missing);
        expect(answer.status, missing).toBe(404);
        expect(answer.headers["x-cache-status"], missing).toBe("MISS");
      }
    }

    // Responses that set a cookie or say private/no-store are never kept: nginx's defaults, as
    // long as the file does not tell it to ignore those headers.
    expect(readFileSync(SITE_CONF, "utf8")).not.toMatch(/^\s*proxy_ignore_headers/m);

    // The back-office is never cached by nginx.
    expect(cookie, "la connexion du test précédent a échoué").not.toBe("");
    for (let i = 0; i < 2; i++) {
      const admin = await send("https", "/admin/galerie", { headers: { Cookie: cookie } });
      expect(admin.status).toBe(200);
      expect(admin.headers["x-cache-status"]).toBeUndefined();
    }
  });

  let round = 0;
  it("the contact form's hourly limit counts each visitor's own address, not nginx's", async () => {
    // A retry (CI runs failed tests twice) starts with two addresses the limit has not seen.
    const [first, second] =
      round++ === 0 ? [VISITOR_A, VISITOR_B] : [`127.0.${round}.3`, `127.0.${round}.4`];
    const contact = (from: string, extraHeaders: Record<string, string> = {}) =>
      send("https", "/contact", {
        method: "POST",
        from,
        headers: {
          Origin: ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
          ...extraHeaders,
        },
        body: new URLSearchParams({
          intent: "contact",
          name: "Aïssatou Diallo",
          email: "aissatou@example.org",
          subject: "Visite de la zawiya",
          message: "Bonjour, peut-on visiter la zawiya samedi ?",
        }).toString(),
      });

    for (let i = 1; i <= 10; i++) {
      const answer = await contact(first);
      expect(answer.status, `envoi ${i} depuis ${first}`).toBe(200);
    }
    const limited = await contact(first);
    expect(limited.status).toBe(429);
    expect(limited.text()).toContain("trop de messages");
    // A forged X-Forwarded-For does not help: nginx appends the real address, which the app uses.
    const forged = await contact(first, { "X-Forwarded-For": "203.0.113.9" });
    expect(forged.status).toBe(429);

    const other = await contact(second);
    expect(other.status).toBe(200);
  });
});

const UNITS = [
  UNIT,
  path.join(repoRoot, "deploy", "backup-pull", "fondation-backup-pull.service"),
  path.join(repoRoot, "deploy", "backup-pull", "fondation-backup-pull.timer"),
];
const systemdAnalyze = spawnSync("systemd-analyze", ["--version"], { stdio: "ignore" });

describe("the units of deploy/", () => {
  it.skipIf(systemdAnalyze.error !== undefined)("pass systemd-analyze verify", () => {
    const result = spawnSync("systemd-analyze", ["verify", ...UNITS], { encoding: "utf8" });
    // verify reports most mistakes (unknown keys, bad values) as warnings on stderr with exit 0.
    const about = `${result.stdout}\n${result.stderr}`
      .split("\n")
      .filter((line) => UNITS.some((unit) => line.includes(path.basename(unit))))
      // The machine running the test need not have Node at the unit's path.
      .filter((line) => !(/\/usr\/bin\/node/.test(line) && !existsSync("/usr/bin/node")));
    expect(about, result.stderr).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
  });
});

describe("deploy/fondation-run", () => {
  it("is an executable shell script", () => {
    const script = path.join(repoRoot, "deploy", "fondation-run");
    expect(statSync(script).mode & 0o111).not.toBe(0);
    const check = spawnSync("sh", ["-n", script], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
  });
});

describe("docs/deploy.md", () => {
  /** The file's lines, trimmed, without blank ones. */
  const linesOf = (text: string) =>
    text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);

  it("shows excerpts of the tested files, never a diverging copy", () => {
    const guide = readFileSync(path.join(repoRoot, "docs", "deploy.md"), "utf8");
    const sources: Record<string, string> = { nginx: SITE_CONF, ini: UNIT };
    const blocks = [...guide.matchAll(/^[ \t]*```(nginx|ini)\n([\s\S]*?)^[ \t]*```/gm)];
    expect(blocks.length).toBeGreaterThan(3);
    for (const [, language, body] of blocks) {
      const file = linesOf(readFileSync(sources[language]!, "utf8"));
      const excerpt = linesOf(body!);
      const found = file.some((_, start) => excerpt.every((line, i) => file[start + i] === line));
      expect(
        found,
        `extrait absent de ${path.relative(repoRoot, sources[language]!)} :\n${body}`,
      ).toBe(true);
    }
  });
});
