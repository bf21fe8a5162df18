/**
 * Before the browser tests: build the production bundle (`npm run build`), which the tests run
 * with `node server.js` (set E2E_SKIP_BUILD=1 when the build is already fresh: CI builds once);
 * then start the site once on a fresh data folder with the sample content, with and without its
 * pictures, and keep both folders: most test files start their server on a copy of one
 * (tests/helpers/server.ts, decision 0042). Removed again after the run.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { repoRoot, SEEDED_DATA_DIRS, startServer } from "../helpers/server";

export default async function setup(): Promise<() => void> {
  // The two browser projects share this set-up: the second finds it done.
  if (process.env[SEEDED_DATA_DIRS]) return () => undefined;
  if (process.env.E2E_SKIP_BUILD !== "1") build();
  const started = Date.now();
  const [images, noImages] = await Promise.all([seededDataDir("true"), seededDataDir("false")]);
  process.env[SEEDED_DATA_DIRS] = JSON.stringify({ images, noImages });
  console.log(`[e2e] données d'exemple prêtes en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => {
    delete process.env[SEEDED_DATA_DIRS];
    for (const dir of [images, noImages]) rmSync(dir, { recursive: true, force: true });
  };
}

function build(): void {
  const started = Date.now();
  console.log("[e2e] npm run build …");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: repoRoot,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    throw new Error(
      `[e2e] La construction a échoué (npm run build, code ${result.status ?? result.signal}).`,
    );
  }
  console.log(`[e2e] construit en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A data folder after one first start and a clean stop (its cluster shut down). */
async function seededDataDir(seedImages: string): Promise<string> {
  const server = await startServer({
    env: { SEED_IMAGES: seedImages },
    keepDataDir: true,
    timeoutMs: 300_000,
  });
  await server.stop();
  return server.dataDir;
}
