// node scratch/restart-time.mjs DATA_DIR runs [ENV=VAL...]
import { spawn } from "node:child_process";
const [dir, runs = "1", ...envs] = process.argv.slice(2);
const extra = Object.fromEntries(envs.map((e) => e.split("=")));
for (let i = 0; i < Number(runs); i++) {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const t0 = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", SEED_IMAGES: "false", ...extra },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let ms;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/`);
      await r.arrayBuffer();
      if (r.status === 200) { ms = performance.now() - t0; break; }
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
  const t1 = performance.now();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  console.log(`run ${i}: first 200 after ${Math.round(ms)} ms; stop ${Math.round(performance.now() - t1)} ms`);
}
