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
  const { readFileSync } = await import("node:fs");
  const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
  const cpu = (Number(f[11]) + Number(f[12])) * 10;
  let pgcpu = 0;
  try { const pid = readFileSync(`${dir}/pg/postmaster.pid`, "utf8").split("\n")[0];
    const g = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); pgcpu = (Number(g[11]) + Number(g[12])) * 10; } catch {}
  const t1 = performance.now();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  console.log(`run ${i}: first 200 after ${Math.round(ms)} ms (node CPU ${cpu} ms, postmaster CPU ${pgcpu} ms); stop ${Math.round(performance.now() - t1)} ms`);
}
