/**
 * One bounded autocannon run on one loopback URL, reduced to what the benchmark prints.
 */
import autocannon from "autocannon";

export interface LoadOptions {
  connections: number;
  /** Seconds of measure. */
  duration: number;
  /** Seconds of load before the measure, thrown away (JIT, opcache, buffer pools). */
  warmup: number;
  headers?: Record<string, string>;
}

export interface Measure {
  url: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

// Like a browser: compressed HTML (both servers compress, which costs CPU too).
const BROWSER_HEADERS = { accept: "text/html", "accept-encoding": "gzip, br" };

function fire(url: string, seconds: number, options: LoadOptions): Promise<autocannon.Result> {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1" && hostname !== "localhost" && hostname !== "[::1]") {
    throw new Error(`Mesure refusée hors de la boucle locale : ${url}`);
  }
  return autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    timeout: 10,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
}

export async function measure(url: string, options: LoadOptions): Promise<Measure> {
  if (options.warmup > 0) await fire(url, options.warmup, options);
  const result = await fire(url, options.duration, options);
  return {
    url,
    // Answers over the measured time: exact even when a slow site answers a few per second.
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The measure is usable: every answer was a 2xx. */
export function clean(m: Measure): boolean {
  return m.errors === 0 && m.non2xx === 0 && m.requests > 0;
}
