// node scratch/memory.mjs DATA_DIR [ENV=VAL...]: PSS of node + postgres after 20 s of autocannon
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import autocannon from "autocannon";
const [dir, ...envs] = process.argv.slice(2);
const extra = Object.fromEntries(envs.map((e) => e.split("=")));
const port = 40000 + Math.floor(Math.random() * 20000);
const child = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1", SEED_IMAGES: "false", LOG_LEVEL: "error", ...extra },
  stdio: ["ignore", "ignore", "inherit"],
});
for (;;) { try { const r = await fetch(`http://127.0.0.1:${port}/`); await r.arrayBuffer(); if (r.status === 200) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
const pss = (pid) => { try { return Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))[1]); } catch { return 0; } };
const rss = (pid) => { try { return Number(/Rss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))[1]); } catch { return 0; } };
function pgPids() {
  let pm; try { pm = Number(readFileSync(`${dir}/pg/postmaster.pid`, "utf8").split("\n")[0]); } catch { return []; }
  const kids = readdirSync("/proc").filter((p) => /^\d+$/.test(p)).filter((p) => { try { return Number(readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ")[1]) === pm; } catch { return false; } }).map(Number);
  return [pm, ...kids];
}
const report = (label) => {
  const pg = pgPids();
  const pgPss = pg.reduce((s, p) => s + pss(p), 0);
  console.log(label, `node PSS ${(pss(child.pid) / 1024).toFixed(0)} MiB (RSS ${(rss(child.pid) / 1024).toFixed(0)}), postgres ${pg.length} processes PSS ${(pgPss / 1024).toFixed(0)} MiB, total ${((pss(child.pid) + pgPss) / 1024).toFixed(0)} MiB`);
};
report("after start:");
const pages = ["/", "/blog", "/evenements", "/projets", "/contact"];
const result = await autocannon({
  url: `http://127.0.0.1:${port}`, connections: 20, duration: 20,
  requests: pages.map((path) => ({ method: "GET", path, headers: { cookie: "visite=1" } })),
});
console.log(`autocannon: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.requests.average} req/s`);
report("after load:");
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
