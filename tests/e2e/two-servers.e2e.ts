/**
 * Two app servers behind a real balancer (decision 0025): two built servers (`node server.js`)
 * on one fresh PostgreSQL database (a scratch database made from TEST_DATABASE_URL), one S3
 * bucket (s3rver), one SMTP stand-in, and Debian's nginx in front, round-robin, adding the
 * server that answered as X-Upstream. The page caches keep pages for ten minutes here, so only
 * the cross-process invalidation can explain a fresh page.
 *
 * In Chromium through nginx: a volunteer signs in, uploads a photo to the gallery and edits a
 * page's text; a visitor without cookies (so, cached pages) then sees both, from each of the two
 * servers, and the photo's bytes come from the bucket; a contact message sent through nginx gives
 * exactly one e-mail per recipient, though both servers' mail workers poll the outbox.
 *
 * Skipped with a message without TEST_DATABASE_URL or nginx, unless REQUIRE_E2E=1 (then fails).
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
  writeFileSync,
} from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserSessions, E2E_ADMIN_ENV, expectToast } from "../helpers/admin-browser";
import { describeE2E, launchBrowser, waitForHydration } from "../helpers/browser";
import { startS3Bucket, type S3Bucket } from "../helpers/s3";
import { freePort, startServer, type RunningServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { adminQuery, databaseUrlOn } from "../helpers/test-database-server";

const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
const serverUrl = process.env.TEST_DATABASE_URL?.trim();

const missing = [
  serverUrl ? null : "TEST_DATABASE_URL (un serveur PostgreSQL)",
  existsSync(NGINX) ? null : `nginx (${NGINX})`,
].filter(Boolean);
if (missing.length > 0) {
  const message = `[e2e] ${missing.join(" et ")} absent`;
  if (process.env.REQUIRE_E2E === "1") throw new Error(`${message} et REQUIRE_E2E=1 : échec.`);
  console.warn(`${message} : test de deux serveurs derrière nginx ignoré.`);
}
const describeTwoServers = missing.length > 0 ? describe.skip : describeE2E;

/** Unique per run, so a retry never finds the first attempt's text. */
const RUN = randomBytes(3).toString("hex");
const PHOTO = `Iftar collectif ${RUN}`;
const PAGE_ROUTE = "/tidjaniya";
const NEW_TEXT = `Cours d'initiation le samedi ${RUN}.`;
const VISITOR_EMAIL = `visiteur-${RUN}@example.org`;

const admin = <T>(run: (client: import("pg").Client) => Promise<T>, url = serverUrl!) =>
  adminQuery(url, run);
const databaseUrl = (name: string) => databaseUrlOn(serverUrl!, name);

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describeTwoServers("deux serveurs derrière nginx, une base, un compartiment", () => {
  const database = `vitest_${Math.floor(Date.now() / 1000)}_${process.pid}_deux_${RUN}`;
  let bucket: S3Bucket;
  let smtp: SmtpCapture;
  const servers: RunningServer[] = [];
  let nginx: ChildProcess | undefined;
  let nginxExited: Promise<void> = Promise.resolve();
  let dir: string;
  let balancer: string;
  let browser: Browser;
  const sessions = browserSessions(() => ({ browser, baseUrl: balancer }));

  function logs(): string {
    const read = (name: string) => {
      try {
        return readFileSync(path.join(dir, name), "utf8").slice(-4000);
      } catch {
        return "";
      }
    };
    return [
      `--- nginx error.log ---\n${read("error.log")}`,
      ...servers.map((server, i) => `--- serveur ${i + 1} ---\n${server.output().slice(-4000)}`),
    ].join("\n");
  }

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE "${database}"`));
    bucket = await startS3Bucket();
    smtp = await startSmtpCapture();
    const env = {
      ...E2E_ADMIN_ENV,
      ...bucket.env,
      DATABASE_URL: databaseUrl(database),
      SMTP_URL: smtp.url,
      // Both workers look at the outbox several times a second: they race for every message.
      MAIL_POLL_INTERVAL_MS: "250",
      // Ten minutes: a page seen fresh can only come from the invalidation.
      PAGE_CACHE_TTL_MS: "600000",
      // One key for both, as README « Several servers » asks.
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      TRUST_PROXY: "1",
      SEED_IMAGES: "false",
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));

    dir = mkdtempSync(path.join(os.tmpdir(), "fondation-deux-serveurs-"));
    chmodSync(dir, 0o755);
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      mkdirSync(path.join(dir, "tmp", sub), { recursive: true });
      chmodSync(path.join(dir, "tmp", sub), 0o777);
    }
    const port = await freePort();
    balancer = `http://127.0.0.1:${port}`;
    const upstreams = servers.map((server) => `    server ${new URL(server.url).host};`);
    writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        "events { worker_connections 256; }",
        "http {",
        "  include /etc/nginx/mime.types;",
        `  access_log ${dir}/access.log;`,
        `  client_body_temp_path ${dir}/tmp/body;`,
        `  proxy_temp_path ${dir}/tmp/proxy;`,
        `  fastcgi_temp_path ${dir}/tmp/fastcgi;`,
        `  uwsgi_temp_path ${dir}/tmp/uwsgi;`,
        `  scgi_temp_path ${dir}/tmp/scgi;`,
        "  client_max_body_size 20m;",
        "  upstream site {",
        ...upstreams,
        "    keepalive 8;",
        "  }",
        "  server {",
        `    listen 127.0.0.1:${port};`,
        "    location / {",
        "      proxy_pass http://site;",
        "      proxy_http_version 1.1;",
        '      proxy_set_header Connection "";',
        "      proxy_set_header Host $http_host;",
        "      proxy_set_header X-Forwarded-For $remote_addr;",
        "      proxy_set_header X-Forwarded-Proto $scheme;",
        "      add_header X-Upstream $upstream_addr always;",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    const args = ["-p", `${dir}/`, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`];
    const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t :\n${check.stderr}`);
    const child = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: "ignore" });
    nginx = child;
    nginxExited = new Promise((resolve) => child.once("exit", () => resolve()));
    for (let i = 0; ; i++) {
      try {
        await (await fetch(`${balancer}/`)).arrayBuffer();
        break;
      } catch {
        if (i > 200 || child.exitCode !== null) throw new Error(`nginx ne répond pas.\n${logs()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await sessions.close();
    await browser?.close();
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await nginxExited;
    }
    for (const server of servers) await server.stop();
    await smtp?.close();
    await bucket?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const upstreamOf = (server: RunningServer) => new URL(server.url).host;

  /**
   * Loads `pathname` through nginx until each server has answered it, and answers the main text
   * each one gave (the last load from each).
   */
  async function loadFromEachServer(page: Page, pathname: string): Promise<Map<string, string>> {
    const seen = new Map<string, string>();
    for (let i = 0; i < 20 && seen.size < servers.length; i++) {
      const response = await page.goto(`${balancer}${pathname}`);
      expect(response?.status(), logs()).toBe(200);
      const upstream = (await response!.allHeaders())["x-upstream"];
      expect(servers.map(upstreamOf)).toContain(upstream);
      seen.set(upstream!, await page.getByRole("main").innerText());
    }
    expect(seen.size, "nginx n'a pas réparti les pages entre les deux serveurs").toBe(2);
    return seen;
  }

  it("un bénévole publie une photo et un texte ; un visiteur les voit depuis chaque serveur", async () => {
    const visitor = await sessions.open();
    // The visitor has both pages in both caches before the change.
    const galleryPath = `/galerie?q=${encodeURIComponent(PHOTO)}`;
    for (const text of (await loadFromEachServer(visitor.page, galleryPath)).values())
      expect(text).not.toContain(PHOTO);
    for (const text of (await loadFromEachServer(visitor.page, PAGE_ROUTE)).values())
      expect(text).not.toContain(NEW_TEXT);
    expect(await visitor.context.context.cookies()).toEqual([]);

    // The volunteer, through nginx: a photo in the gallery…
    const { page } = await sessions.signIn("/admin/galerie");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Importer des images" }).click();
    await main.getByRole("heading", { name: "Importer des images" }).waitFor();
    await main.getByLabel("Catégorie", { exact: true }).selectOption("communaute");
    await main.getByLabel(/^Date/).fill("2026-03-14");
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: "#1b4d3e" },
    })
      .png()
      .toBuffer();
    await main
      .getByLabel(/^Images \(JPG/)
      .setInputFiles([{ name: `${PHOTO}.png`, mimeType: "image/png", buffer: png }]);
    await main.getByRole("button", { name: "Importer", exact: true }).click();
    await main.getByText("1 sur 1 importée").waitFor({ timeout: 20_000 });

    // …and a sentence added to a page's text.
    await page.goto(`${balancer}/admin/pages`);
    await main.getByRole("link", { name: "Modifier La Tidjaniya" }).click();
    await main.getByRole("heading", { name: "Modifier la page La Tidjaniya" }).waitFor();
    await waitForHydration(page);
    const editor = main.locator('[contenteditable="true"]');
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(NEW_TEXT);
    await main.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Page mise à jour");

    // The visitor, still without a cookie: both servers show both, well before the caches'
    // ten minutes (each notification arrives within milliseconds; the loop only rides out the
    // moment between the commit and its arrival).
    const fresh = async (pathname: string, expected: string) => {
      for (let attempt = 0; ; attempt++) {
        const texts = [...(await loadFromEachServer(visitor.page, pathname)).values()];
        if (texts.every((text) => text.includes(expected))) return;
        if (attempt >= 20) for (const text of texts) expect(text, logs()).toContain(expected);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // How long each server took to drop its cached page, asked directly and cheaply (no browser):
    // reported, not asserted, since the machine's load decides it.
    const saved = Date.now();
    const delays = await Promise.all(
      servers.map(async (server) => {
        for (let i = 0; i < 500; i++) {
          const html = await (await fetch(`${server.url}${PAGE_ROUTE}`)).text();
          if (html.includes(`samedi ${RUN}`)) return Date.now() - saved;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return null;
      }),
    );
    console.log(`[e2e] page à jour sur chaque serveur après ${delays.join(" ms et ")} ms`);
    await fresh(PAGE_ROUTE, NEW_TEXT);
    await fresh(galleryPath, PHOTO);
    // A cached page goes out in Brotli, made once for the entry, to a browser that lists it
    // after gzip as browsers do (fetch decodes it).
    const brotli = await fetch(`${servers[1]!.url}${PAGE_ROUTE}`, {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await brotli.text()).toContain(`samedi ${RUN}`);
    expect(await visitor.context.context.cookies()).toEqual([]);

    // The photo itself, served by either server from the bucket: a real image.
    // The only photo the search finds (its card's picture is decorative: alt="").
    const image = visitor.page.getByRole("main").locator('img[src^="/media/images/"]');
    expect(await image.count()).toBe(1);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await image.getAttribute("src");
    const key = /^\/media\/(images\/[a-z0-9]+)(?:\/\d+\.webp)?$/.exec(src ?? "")?.[1];
    expect(key, `src ${src}`).toBeTruthy();
    for (const server of servers) {
      const answer = await fetch(`${server.url}${src}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
    }
    // In the bucket, not in either server's folder.
    const listed = await fetch(`${bucket.endpoint}/${bucket.bucket}?list-type=2`);
    expect(await listed.text()).toContain(`<Key>${key}/960.webp</Key>`);
    for (const server of servers)
      expect(await filesUnder(path.join(server.dataDir, "uploads"))).toEqual([]);
  });

  it("un message de contact envoyé par nginx donne un seul courriel par destinataire", async () => {
    smtp.clear();
    const { page } = await sessions.open();
    await page.goto(`${balancer}/contact`);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel("Nom").fill("Awa Diop");
    await main.getByLabel("Courriel").fill(VISITOR_EMAIL);
    await main.getByLabel("Sujet").fill(`Horaires ${RUN}`);
    await main
      .getByLabel("Message")
      .fill("Bonjour, à quelle heure commence la hadra du vendredi ?");
    await main.getByRole("button", { name: "Envoyer le message" }).click();
    await main.getByText("Merci ! Votre message a bien été envoyé.").waitFor();

    // Every message of the outbox sent (a row is marked sent once its e-mail has left)…
    const rows = await (async () => {
      for (let i = 0; ; i++) {
        const { rows } = await admin(
          (client) =>
            client.query<{ to: string; status: string; attempts: number }>(
              `select "to", status, attempts from email_outbox where created_at > now() - interval '10 minutes'`,
            ),
          databaseUrl(database),
        );
        if (rows.length > 0 && rows.every((row) => row.status === "sent")) return rows;
        if (i > 300) throw new Error(`courriels non envoyés : ${JSON.stringify(rows)}\n${logs()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // …each once, though both servers' workers were after it.
    const toVisitor = rows.filter((row) => row.to === VISITOR_EMAIL);
    expect(toVisitor).toHaveLength(1);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    await smtp.waitFor(rows.length);
    expect(smtp.to(VISITOR_EMAIL)).toHaveLength(1);
    expect(smtp.to(VISITOR_EMAIL)[0]!.subject).toBe("Nous avons bien reçu votre message");
    expect(smtp.messages).toHaveLength(rows.length);
  });
});
