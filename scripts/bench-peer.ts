/**
 * `npm run bench:peer`: starts a stock WordPress from Debian's packages on a loopback port
 * (scripts/bench/wordpress.ts), prints its address and stays up until Ctrl-C or SIGTERM, then
 * stops everything it started. Give that address to `npm run bench` as BENCH_PEER_URL (and the
 * printed BENCH_PEER_PIDS for its memory), or let `npm run bench -- --peer` start its own.
 *
 * Environment: BENCH_PEER_PORT (default: a free port).
 */
import { startWordPress, type RunningWordPress } from "./bench/wordpress.ts";

async function main(): Promise<void> {
  const port = process.env.BENCH_PEER_PORT ? Number(process.env.BENCH_PEER_PORT) : undefined;
  // Read by the signal handlers, which may come while WordPress starts.
  const started: { wordpress?: RunningWordPress } = {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} : arrêt de WordPress, nginx, php-fpm et MariaDB…`);
    // While starting, exiting is enough: startWordPress kills what it started on exit.
    void (started.wordpress?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  const wordpress = await startWordPress({ port, log: (line) => console.log(line) });
  started.wordpress = wordpress;
  console.log(`\nWordPress prêt : ${wordpress.url}`);
  console.log(
    `  BENCH_PEER_URL=${wordpress.url} BENCH_PEER_PIDS=${wordpress.pids().join(",")} npm run bench`,
  );
  console.log("Ctrl-C pour tout arrêter.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
