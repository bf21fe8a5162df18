/**
 * Tests: four projects.
 * - "unit": unit tests next to their code (app/**, db/**) and integration tests (tests/integration),
 *   in Node, each file with its own database on the run's PostgreSQL (tests/helpers/db.ts,
 *   tests/helpers/test-cluster.ts).
 * - "pglite": the few files whose subject differs on PGlite, again on PGlite.
 * - "e2e": browser tests against the production build (tests/e2e/*.e2e.ts), two files at a time;
 *   the global setup runs `npm run build` first unless E2E_SKIP_BUILD=1.
 * - "e2e-process": the browser-suite files about the server process itself, one at a time.
 *
 * vite.config.ts is deliberately not extended: the React Router plugin must not load under Vitest.
 * The aliases below mirror the ones in vite.config.ts and tsconfig.json.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Browser-suite files run alone (see the "e2e-process" project). */
const PROCESS_E2E = [
  "tests/e2e/database-loss.e2e.ts",
  "tests/e2e/server-lock.e2e.ts",
  "tests/e2e/server-config.e2e.ts",
  "tests/e2e/two-servers.e2e.ts",
  "tests/e2e/deploy-nginx.e2e.ts",
  "tests/e2e/backups.e2e.ts",
  "tests/e2e/backups-postgres.e2e.ts",
];

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          // The database of the run: the embedded PostgreSQL by default, migrated once into a
          // template each file copies (tests/helpers/test-cluster.ts).
          globalSetup: ["tests/helpers/test-cluster.ts"],
          // The files wait on PostgreSQL more than they compute: three at a time keep two cores
          // busy (decision 0042).
          maxWorkers: 3,
          // Opening PGlite and applying the migrations takes a few seconds on a busy 2-core machine.
          testTimeout: 20_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // What differs on PGlite (EMBEDDED_DATABASE=pglite; decision 0042): the test helper
        // itself, backups of its data folder, and the code that behaves otherwise with one
        // in-process connection (LISTEN/NOTIFY, two mail workers). No global set-up: PGlite in
        // memory for each file.
        extends: true,
        test: {
          name: "pglite",
          include: [
            "tests/integration/db.test.ts",
            "tests/integration/backup-restore.test.ts",
            "tests/integration/backup-s3.test.ts",
            "tests/integration/mail-two-workers.test.ts",
            "tests/integration/page-cache-invalidation.test.ts",
            // Places counted under concurrency on PGlite's one connection too (issue 26).
            "tests/integration/event-registration.test.ts",
            "app/server/backup/**/*.test.ts",
          ],
          environment: "node",
          // PGlite computes in the test's own thread: no more files at a time than cores.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          exclude: PROCESS_E2E,
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // Each file starts its own production server and browser: two files at a time on two
          // cores, each mostly waiting on its server or Chromium (decision 0042).
          maxWorkers: 2,
          // A worker keeps the modules it imported for its next file: every file starts its own
          // server and browser, and holds nothing at module level a later file could meet, so
          // importing the helpers (and the app modules they read) again cost ~2 s a file for
          // nothing (decision 0044, session of 2026-12-04).
          isolate: false,
          // A journey (a gift confirmed in the back-office, then the donor's sign-in, receipt and
          // four axe scans) takes 40-55 s with the machine at load 14: 60 s was the margin of the
          // two tests that passed only on their retry. Each wait inside keeps its own short limit.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // After the unit projects, so they never compete for the CPU.
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // The files about the server process itself (signals, its database killed, two
          // servers behind nginx, backups of a live site): timing matters, one at a time, last.
          name: "e2e-process",
          include: PROCESS_E2E,
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
