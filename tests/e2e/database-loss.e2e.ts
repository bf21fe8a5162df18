/**
 * The production server with its embedded PostgreSQL under 20 visitors posting the contact form
 * (half without JavaScript, half as React Router's `.data` requests), plain HTTP, no browser
 * (docs/decisions/0036-database-loss-and-graceful-stop.md):
 * - the cluster's postmaster killed (kill -9): the site stays up, answers 503 with Retry-After and
 *   the French text meanwhile (never a 500, never a cut connection), answers 200 again within
 *   seconds, and every post it acknowledged is stored;
 * - SIGTERM: every request already sent gets its answer, every 200 is stored, the process exits 0
 *   within SHUTDOWN_TIMEOUT_MS and leaves no PostgreSQL process behind.
 * The PostgreSQL-server case is tests/integration/database-unavailable.test.ts.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "~/server/embedded-postgres.server";
import { startServer, type RunningServer } from "../helpers/server";

const POSTERS = 20;
const UNAVAILABLE_TITLE = "Le site est momentanément indisponible";

interface Answer {
  marker: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or the network error's code. */
  status: number | string;
  retryAfter: string | null;
  body: string;
  data: boolean;
}

/** 20 visitors posting the contact form in a loop until `stop()`; each post is unique. */
function posters(server: RunningServer) {
  const answers: Answer[] = [];
  const run = `${Date.now().toString(36)}`;
  let going = true;
  let n = 0;
  const post = async (worker: number) => {
    const i = n++;
    const marker = `panne-${run}-${worker}-${i}`;
    // Every other poster sends it as a form with JavaScript does (single fetch).
    const data = worker % 2 === 1;
    const body = new URLSearchParams({
      intent: "contact",
      name: "Essai de panne",
      email: `${marker}@exemple.org`,
      subject: "Essai",
      message: marker,
    });
    const startedAt = Date.now();
    try {
      const response = await fetch(`${server.url}/contact${data ? ".data" : ""}`, {
        method: "POST",
        body,
        redirect: "manual",
        // One address per post: the contact form's per-address limit is not what is tested.
        headers: { "X-Forwarded-For": `10.${worker}.${(i >> 8) & 255}.${i & 255}` },
        signal: AbortSignal.timeout(30_000),
      });
      answers.push({
        marker,
        startedAt,
        endedAt: Date.now(),
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: await response.text(),
        data,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      answers.push({
        marker,
        startedAt,
        endedAt: Date.now(),
        status: cause?.code ?? String(error),
        retryAfter: null,
        body: "",
        data,
      });
    }
  };
  const loops = Array.from({ length: POSTERS }, async (_, worker) => {
    while (going) await post(worker);
  });
  return {
    answers,
    async until(condition: () => boolean, ms: number, what: string) {
      const deadline = Date.now() + ms;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`${what} : pas en ${ms / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      going = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Two readers of the feeds (the sitemap, the blog's RSS), resource routes, with a cookie so that
 * the page cache steps aside and every answer is read from the database; until `stop()`.
 */
function feedReaders(server: RunningServer) {
  const answers: {
    path: string;
    status: number | string;
    retryAfter: string | null;
    body: string;
  }[] = [];
  let going = true;
  const loops = ["/sitemap.xml", "/blog/rss.xml"].map(async (feed) => {
    while (going) {
      try {
        const response = await fetch(`${server.url}${feed}`, {
          headers: { Cookie: "visite=1" },
          signal: AbortSignal.timeout(30_000),
        });
        answers.push({
          path: feed,
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.text(),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        answers.push({
          path: feed,
          status: cause?.code ?? String(error),
          retryAfter: null,
          body: "",
        });
      }
    }
  });
  return {
    answers,
    async stop() {
      going = false;
      await Promise.all(loops);
    },
  };
}

/** The markers of the contact messages stored in the cluster at `url`. */
async function storedMarkers(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>(
      "select message from contact_messages where message like 'panne-%'",
    );
    return new Set(rows.map((row) => row.message));
  } finally {
    await client.end();
  }
}

const clusterUrl = (dataDir: string) =>
  `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, "pg"))}`;

/** Process ids of the PostgreSQL processes working in `dir` (their cwd is the cluster). */
function postgresIn(dir: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** A post the visitor was told went through: a 200, or the 503 page saying it was stored. */
const acknowledged = (answer: Answer) =>
  answer.status === 200 ||
  (answer.status === 503 && answer.body.includes("bien été reçu et enregistré"));

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

// On a PostgreSQL server (E2E_DATABASE_URL) there is no cluster to kill: that case is the
// integration test's.
describe.skipIf(Boolean(process.env.E2E_DATABASE_URL))(
  "the database lost and the site stopped under load",
  () => {
    it("survives its PostgreSQL killed under 20 posters: 503s meanwhile, then 200, nothing acknowledged lost", async () => {
      // LOG_LEVEL: the server would inherit Vitest's "errors only".
      const server = await startServer({
        env: { TRUST_PROXY: "1", SEED_IMAGES: "false", LOG_LEVEL: "info" },
      });
      servers.push(server);
      const load = posters(server);
      const feeds = feedReaders(server);
      try {
        await load.until(
          () => load.answers.filter((a) => a.status === 200).length >= POSTERS,
          60_000,
          "20 envois acceptés",
        );
        const pidFile = path.join(server.dataDir, "pg", "postmaster.pid");
        const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
        const killedAt = Date.now();
        process.kill(postmaster, "SIGKILL");
        // Back: a post begun after the kill is acknowledged.
        await load.until(
          () => load.answers.some((a) => a.startedAt > killedAt && a.status === 200),
          30_000,
          "le site répond de nouveau",
        );
        const backAfter =
          Math.min(
            ...load.answers
              .filter((a) => a.startedAt > killedAt && a.status === 200)
              .map((a) => a.endedAt),
          ) - killedAt;
        await load.stop();
        await feeds.stop();

        // The feeds too: 200 or the French 503, never React Router's plain 500.
        expect(
          feeds.answers.filter((a) => a.status !== 200 && a.status !== 503).map((a) => a.status),
        ).toEqual([]);
        for (const answer of feeds.answers.filter((a) => a.status === 503)) {
          expect(answer.retryAfter).toBe("2");
          expect(answer.body).toContain("Réessayez dans un instant");
        }

        // The process lived through it.
        expect(() => process.kill(server.pid, 0)).not.toThrow();
        expect(backAfter).toBeLessThan(15_000);
        const statuses = new Set(load.answers.map((a) => a.status));
        expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
        const unavailable = load.answers.filter((a) => a.status === 503);
        expect(unavailable.length).toBeGreaterThan(0);
        for (const answer of unavailable) {
          expect(answer.retryAfter).toBe("2");
          // The page (without JavaScript) says it; a `.data` answer carries the text the error
          // boundary shows under that title.
          if (answer.data) expect(answer.body).toContain("Réessayez dans un instant");
          else expect(answer.body).toContain(UNAVAILABLE_TITLE);
        }

        const stored = await storedMarkers(clusterUrl(server.dataDir));
        const lost = load.answers.filter((a) => acknowledged(a) && !stored.has(a.marker));
        expect(lost).toEqual([]);

        // The log: one error (the cluster's death), the failed requests at warn, PostgreSQL's own
        // lines with their source and SQLSTATE, none of them at error.
        const lines = server
          .output()
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const errors = lines.filter((line) => line.level === "error").map((line) => line.message);
        expect(errors).toEqual(["base intégrée : PostgreSQL s'est arrêté, redémarrage"]);
        expect(
          lines.filter((line) => line.message === "base de données indisponible : réponse 503")
            .length,
        ).toBeGreaterThan(0);
        const fromPostgres = lines.filter((line) => line.source === "postgresql");
        expect(fromPostgres.length).toBeGreaterThan(0);
        for (const line of fromPostgres) {
          expect(line).toMatchObject({ message: "PostgreSQL intégré", level: "info" });
          expect(line.sqlstate).toMatch(/^57P0[123]$/);
        }
      } finally {
        await load.stop();
        await feeds.stop();
      }
    }, 180_000);

    it("on SIGTERM under 20 posters, answers every request already sent, stores every 200, exits 0 and stops PostgreSQL", async () => {
      const boundMs = 5_000;
      const server = await startServer({
        env: { TRUST_PROXY: "1", SEED_IMAGES: "false", SHUTDOWN_TIMEOUT_MS: String(boundMs) },
      });
      servers.push(server);
      const load = posters(server);
      let code: number | null;
      let stoppedIn: number;
      let signalledAt: number;
      try {
        await load.until(
          () => load.answers.filter((a) => a.status === 200).length >= POSTERS,
          60_000,
          "20 envois acceptés",
        );
        signalledAt = Date.now();
        process.kill(server.pid, "SIGTERM");
        code = await server.exited;
        stoppedIn = Date.now() - signalledAt;
      } finally {
        await load.stop();
      }
      expect(code).toBe(0);
      expect(stoppedIn).toBeLessThan(boundMs + 5_000);
      const cluster = path.join(server.dataDir, "pg");
      expect(postgresIn(cluster)).toEqual([]);

      // Sent before the signal (20 of them in flight): answered, none with a 5xx. Sent after it:
      // refused at the door (the port is closed), or answered on a connection already open.
      const before = load.answers.filter((a) => a.startedAt < signalledAt);
      expect(before.filter((a) => typeof a.status !== "number" || a.status >= 500)).toEqual([]);
      const inFlight = before.filter((a) => a.endedAt >= signalledAt);
      expect(inFlight.length).toBeGreaterThan(0);
      const after = load.answers.filter((a) => a.startedAt >= signalledAt);
      expect(after.filter((a) => typeof a.status === "number" && a.status >= 500)).toEqual([]);

      const started = await startEmbeddedPostgres(cluster);
      try {
        const stored = await storedMarkers(started.url);
        expect(load.answers.filter((a) => a.status === 200 && !stored.has(a.marker))).toEqual([]);
      } finally {
        await started.stop();
      }
    }, 180_000);
  },
);
