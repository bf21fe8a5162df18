/**
 * Before the browser tests: build the production bundle (`npm run build`), which the tests run
 * with `node server.js`. Set E2E_SKIP_BUILD=1 when the build is already fresh (CI builds once).
 */
import { spawnSync } from "node:child_process";
import { repoRoot } from "../helpers/server";

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
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
