/**
 * The README's promises about the production server: PORT and DATA_DIR are honoured, the same
 * seeded home page appears on PostgreSQL (DATABASE_URL), and SIGTERM stops it cleanly.
 * No browser needed: plain HTTP.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/server";

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

/** The seeded content that proves the page came from the database. */
function expectSeededHome(html: string) {
  expect(html).toContain('lang="fr-CA"');
  expect(html).toContain("Propager la lumière de la Tidjaniya");
  expect(html).toContain("Construction de la Zawiya de Chicoutimi");
  expect(html).not.toContain("€");
}

describe("production server configuration", () => {
  it("listens on PORT, keeps its database in DATA_DIR and stops on SIGTERM", async () => {
    const server = await startServer({ keepDataDir: true });
    try {
      expect(new URL(server.url).port).not.toBe("3000");
      expectSeededHome(await homeHtml(server));
      // The embedded PostgreSQL's cluster, running while the site runs.
      expect(existsSync(path.join(server.dataDir, "pg", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(server.dataDir, "pg", "postmaster.pid"))).toBe(true);
      expect(existsSync(path.join(server.dataDir, "uploads", "images"))).toBe(true);
    } finally {
      await server.stop();
    }
    expect(server.output()).toContain('"signal":"SIGTERM"');
    // SIGTERM stopped the embedded PostgreSQL too (its pid file goes with it).
    expect(existsSync(path.join(server.dataDir, "pg", "postmaster.pid"))).toBe(false);
  });

  it("keeps an idle connection open longer than a proxy's 5 s, so nginx can reuse it", async () => {
    const server = await startServer();
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
      await server.stop();
    }
  });

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
