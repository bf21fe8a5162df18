/**
 * The README's promises about the production server: PORT and DATA_DIR are honoured, the same
 * seeded home page appears on PostgreSQL (DATABASE_URL), and SIGTERM stops it cleanly; addresses
 * never come from a stranger's Host (docs/decisions/0037-site-address.md), and every HTTP method
 * gets a French answer. No browser needed: plain HTTP, but the real process (its listening socket,
 * its signals, server.js's middleware).
 */
import { existsSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

const adminUrl = process.env.TEST_DATABASE_URL;

async function homeHtml(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/`);
  expect(response.status).toBe(200);
  return response.text();
}

/** GET `path` through `agent`: its status, and whether it went on a connection already open. */
function getThrough(agent: http.Agent, url: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
      );
    });
    request.on("error", reject);
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * `method path` on `server` with the Host of one's choosing (fetch always sends the URL's), and
 * `form` sent as a form without JavaScript would.
 */
function send(
  server: RunningServer,
  path: string,
  options: { method?: string; host?: string; form?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: options.method ?? (body ? "POST" : "GET"),
        agent: false,
        headers: {
          host: options.host ?? `${hostname}:${port}`,
          ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

const FORGED = "evil.example";
const DONOR = "aminata.toure@example.org";
const OTHER_DONOR = "gabriel.fortin@example.org";
const LINK_SUBJECT = /^Votre lien de connexion/;
const linkRequest = (email: string) => ({ intent: "request-link", email });
const signUp = (email: string) => ({ intent: "newsletter", email, consent: "on" });

/** The seeded content that proves the page came from the database. */
function expectSeededHome(html: string) {
  expect(html).toContain('lang="fr-CA"');
  expect(html).toContain("Propager la lumière de la Tidjaniya");
  expect(html).toContain("Construction de la Zawiya de Chicoutimi");
  expect(html).not.toContain("€");
}

describe("production server configuration", () => {
  // One server for the whole file but PostgreSQL's: each start costs seconds (a cluster, the
  // sample content), and the tests below only read what it answers, then stop it last.
  describe("one server without PUBLIC_URL: its folders, its connections, its address, its methods", () => {
    let smtp: SmtpCapture;
    let server: RunningServer;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      server = await startServer({
        keepDataDir: true,
        env: {
          SMTP_URL: smtp.url,
          MAIL_POLL_INTERVAL_MS: "200",
          // Ten minutes: the page a visitor gets after the forged request is the cached one.
          PAGE_CACHE_TTL_MS: "600000",
          PUBLIC_URL: undefined,
        },
      });
    });

    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      if (server) rmSync(server.dataDir, { recursive: true, force: true });
    });

    it("listens on PORT and keeps its database and uploads in DATA_DIR", async () => {
      expect(new URL(server.url).port).not.toBe("3000");
      expectSeededHome(await homeHtml(server));
      // The embedded PostgreSQL's cluster, running while the site runs.
      expect(existsSync(path.join(server.dataDir, "pg", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(server.dataDir, "pg", "postmaster.pid"))).toBe(true);
      expect(existsSync(path.join(server.dataDir, "uploads", "images"))).toBe(true);
    });

    it("keeps an idle connection open longer than a proxy's 5 s, so nginx can reuse it", async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect(await getThrough(agent, `${server.url}/robots.txt`)).toEqual({
          status: 200,
          reused: false,
        });
        // Node's default would have closed it after 5 s of silence (nginx keeps its own 60 s).
        await new Promise((resolve) => setTimeout(resolve, 6_500));
        expect(await getThrough(agent, `${server.url}/robots.txt`)).toEqual({
          status: 200,
          reused: true,
        });
      } finally {
        agent.destroy();
      }
    });

    it("refuses a forged Host: no cached page, sitemap or e-mail carries it", async () => {
      // Soft: on a site that accepts the forged Host, everything it poisons is reported.
      for (const path of ["/bureau", "/sitemap.xml"]) {
        const forged = await send(server, path, { host: FORGED });
        expect.soft(forged.status, path).toBe(400);
        expect.soft(forged.text, path).toContain("n'est pas une adresse de ce site");
        expect.soft(forged.text, path).toContain("PUBLIC_URL");
      }
      // The next visitors, served from the cache.
      const page = await (await fetch(`${server.url}/bureau`)).text();
      expect.soft(canonicalOf(page)).toBe(`${server.url}/bureau`);
      expect.soft(page).toContain(`<meta property="og:url" content="${server.url}/bureau"/>`);
      expect.soft(page).not.toContain(FORGED);
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect.soft(sitemap).toContain(`<loc>${server.url}/bureau</loc>`);
      expect.soft(sitemap).not.toContain(FORGED);
      // Two hosts it answers on: each its own cached page with its own links.
      const { port } = new URL(server.url);
      const local = await send(server, "/bureau", { host: `localhost:${port}` });
      expect.soft(local.status).toBe(200);
      expect.soft(canonicalOf(local.text)).toBe(`http://localhost:${port}/bureau`);
      expect.soft(canonicalOf((await send(server, "/bureau")).text)).toBe(`${server.url}/bureau`);

      // A donor's sign-in link and a newsletter confirmation asked for with the forged Host…
      const forgedLink = await send(server, "/mon-espace", {
        host: FORGED,
        form: linkRequest(DONOR),
      });
      const forgedSignUp = await send(server, "/infolettre", {
        host: FORGED,
        form: signUp("forge@example.org"),
      });
      expect.soft(forgedLink.status).toBe(400);
      expect.soft(forgedSignUp.status).toBe(400);
      // …then the same by visitors on the site's address: their e-mails come after any the
      // forged ones would have queued.
      expect((await send(server, "/mon-espace", { form: linkRequest(OTHER_DONOR) })).status).toBe(
        200,
      );
      expect(
        (await send(server, "/infolettre", { form: signUp("visiteur@example.org") })).status,
      ).toBe(200);
      const link = await smtp.mailTo(OTHER_DONOR, LINK_SUBJECT);
      expect(link.text).toContain(`${server.url}/mon-espace/connexion?jeton=`);
      const confirmation = await smtp.mailTo("visiteur@example.org", /^Confirmez/);
      expect(confirmation.text).toContain(`${server.url}/infolettre/confirmation`);
      for (const message of smtp.messages) {
        expect(`${message.text}${message.html}`, message.subject).not.toContain(FORGED);
      }
      expect(smtp.to(DONOR)).toEqual([]);
      expect(smtp.to("forge@example.org")).toEqual([]);
    });

    it("answers a method it does not serve with a French 405 and Allow, never a stack", async () => {
      const before = server.output().length;
      for (const method of ["TRACE", "PROPFIND", "PUT", "DELETE", "OPTIONS"]) {
        const answer = await send(server, "/bureau", { method });
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
        expect(answer.headers["content-type"], method).toBe("text/plain; charset=utf-8");
        expect(answer.text, method).toContain("Méthode non permise");
      }
      // A target in absolute form names a host of its own: refused like a bad address.
      const absolute = await send(server, `http://${FORGED}/bureau?q=secret`);
      expect(absolute.status).toBe(400);
      expect(absolute.text).toContain("Adresse invalide");
      const log = server.output().slice(before);
      expect(log).not.toContain('"level":"error"');
      expect(log).not.toMatch(/^\s+at /m);
    });

    it("stops on SIGTERM, and its embedded PostgreSQL with it", async () => {
      await server.stop();
      expect(server.output()).toContain('"signal":"SIGTERM"');
      // SIGTERM stopped the embedded PostgreSQL too (its pid file goes with it).
      expect(existsSync(path.join(server.dataDir, "pg", "postmaster.pid"))).toBe(false);
    });
  });

  // With PUBLIC_URL, a forged Host's sign-in link still leads to PUBLIC_URL:
  // tests/integration/site-address.test.ts (server.js lets every Host through then).

  describe.skipIf(!adminUrl)("on PostgreSQL (DATABASE_URL)", () => {
    const name = `e2e_${Date.now()}_${process.pid}`;
    let admin: pg.Client | undefined;

    afterAll(async () => {
      if (!admin) return;
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it("migrates, seeds and shows the same home page", async () => {
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;

      const server = await startServer({ env: { DATABASE_URL: url.href } });
      try {
        expectSeededHome(await homeHtml(server));
        // Nothing went to an embedded database.
        expect(existsSync(path.join(server.dataDir, "db"))).toBe(false);
        expect(existsSync(path.join(server.dataDir, "pg"))).toBe(false);
      } finally {
        await server.stop();
      }
      // A restart on the same database seeds nothing twice.
      const again = await startServer({ env: { DATABASE_URL: url.href } });
      try {
        expectSeededHome(await homeHtml(again));
      } finally {
        await again.stop();
      }
      const db = new pg.Client({ connectionString: url.href });
      await db.connect();
      const { rows } = await db.query("select count(*)::int as n from carousel_slides");
      await db.end();
      expect(rows[0].n).toBe(3);
    });
  });
});
