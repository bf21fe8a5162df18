/* global process */
/**
 * `npm run build`: `react-router build`, then the pre-compressed assets (compress-assets.mjs).
 *
 * One line is left out of the output: React Router 7 loads its own config through an internal
 * Vite server created with `envFile: false` and a fixed set of plugins, and Vite 8 warns that the
 * option is deprecated (it means `envDir: false`; nothing is wrong with this project). The other
 * internal servers reuse our plugins and are fixed at the source (vite.config.ts). Everything
 * else, warnings included, is printed as it comes, and the exit code is the build's.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";

const KNOWN_NOISE = "The `envFile` option is deprecated, please use `envDir: false` instead.";

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on("line", (line) => {
        // The line may be coloured: compare without ANSI escapes.
        if (stripVTControlCharacters(line).trim() !== KNOWN_NOISE) out.write(`${line}\n`);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const built = await run("npx", ["--no-install", "react-router", "build"]);
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, ["scripts/compress-assets.mjs"]));
