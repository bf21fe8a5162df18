/**
 * One bounded autocannon run on one loopback URL, reduced to what the benchmark prints.
 *
 * The warm-up and the measure are one run: the answers completed during the first `warmup`
 * seconds are left out (JIT, opcache, buffer pools), and the connections stay busy from the first
 * second of the measure. Percentiles come from every answer's own time (not a histogram rounded
 * to the millisecond). After the run, one more request waits for the site to finish what the
 * closed connections had asked, so the next measure (the other site's) starts on an idle machine.
 */
import autocannon from "autocannon";

export interface LoadOptions {
  connections: number;
  /** Seconds of measure. */
  duration: number;
  /** Seconds of load before the measure, thrown away. */
  warmup: number;
  headers?: Record<string, string>;
}

export interface Measure {
  url: string;
  /** Answers per second over the measured seconds. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers in the measured seconds. */
  requests: number;
  /** Connection errors and timeouts (warm-up included). */
  errors: number;
  /** Answers other than 2xx (warm-up included). */
  non2xx: number;
}

// Like a browser: compressed HTML (both servers compress, which costs CPU too).
const BROWSER_HEADERS = { accept: "text/html", "accept-encoding": "gzip, br" };

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1" && hostname !== "localhost" && hostname !== "[::1]") {
    throw new Error(`Mesure refusée hors de la boucle locale : ${url}`);
  }
}

async function drain(url: string, headers: Record<string, string>): Promise<void> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
  } catch {
    // the next measure says whether the site still answers
  }
}

export async function measure(url: string, options: LoadOptions): Promise<Measure> {
  assertLoopback(url);
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const measureFrom = started + options.warmup * 1000;

  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.warmup + options.duration,
        timeout: 10,
        headers,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) non2xx++;
      else if (performance.now() >= measureFrom) times.push(responseTime);
    });
    instance.on("reqError", () => {
      errors++;
    });
  });
  const measured = (performance.now() - measureFrom) / 1000;
  await drain(url, headers);

  times.sort((a, b) => a - b);
  return {
    url,
    rps: measured > 0 ? times.length / measured : 0,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    requests: times.length,
    errors,
    non2xx,
  };
}

/** The measure is usable: answers came, all of them 2xx. */
export function clean(m: Measure): boolean {
  return m.errors === 0 && m.non2xx === 0 && m.requests > 0;
}
