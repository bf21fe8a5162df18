/**
 * A micro-cache of public pages for visitors without cookies.
 *
 * Why: rendering the home page takes tens of milliseconds (a dozen queries and a large React
 * tree), while the budget is 1,000 requests/s on two cores. Public pages change only when a
 * volunteer saves something, so a response a few seconds old is as good as a fresh one.
 *
 * Safe to lose (DESIGN.md "Scale path"): each process keeps its own copy for `ttlMs` at most,
 * and `clear()` empties it when a change to public content is committed, in any process
 * (content-changes.server.ts, docs/decisions/0025). Forms that change nothing public (a contact
 * message, a login, the cart) leave it alone.
 * Anything personal is never cached: requests with a cookie, the back-office and login pages
 * (`isPrivatePath`), and responses that set a cookie or say `private`/`no-store` go straight
 * through.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isPrivatePath } from "~/server/security-headers.server";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Pre-compressed bodies (both or neither), so a cache hit costs no compression. */
  gzip: Buffer | null;
  brotli: Buffer | null;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** Larger responses (images…) are not kept. */
  maxEntryBytes?: number;
  now?: () => number;
}

/**
 * Brotli quality for a page compressed once per cache entry, synchronously (the event loop waits).
 * Measured on six public pages (745 KB of HTML; decision 0025): gzip 133 KB in 1.5 ms a page;
 * Brotli 8 gives 117 KB (12 % less) in 3–9 ms; 9 gains 0.2 % more for 55 ms; 11 gives 109 KB but
 * holds the process 350–450 ms a page, after every change, for every page.
 */
export const BROTLI_QUALITY = 8;

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const CACHEABLE_STATUS = new Set([200, 404]);
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
]);

export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries = 500, maxEntryBytes = 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  const inFlight = new Map<string, Promise<CachedPage>>();
  let generation = 0;

  function accepts(method: string, path: string, headers: Record<string, unknown>): boolean {
    if (ttlMs <= 0) return false;
    if (method !== "GET" && method !== "HEAD") return false;
    if (isPrivatePath(path)) return false;
    return !headers.cookie && !headers.authorization;
  }

  async function toPage(response: Response): Promise<CachedPage> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) headers.push([name, value]);
    });
    const type = response.headers.get("content-type") ?? "";
    const compressible = body.length > 1024 && /text|json|javascript|xml|svg/.test(type);
    return {
      status: response.status,
      headers,
      body,
      gzip: compressible ? gzipSync(body) : null,
      brotli: compressible ? brotli(body) : null,
    };
  }

  function storable(response: Response, page: CachedPage): boolean {
    const cacheControl = response.headers.get("cache-control") ?? "";
    return (
      CACHEABLE_STATUS.has(page.status) &&
      !response.headers.has("set-cookie") &&
      !/private|no-store/i.test(cacheControl) &&
      page.body.length <= maxEntryBytes
    );
  }

  /**
   * The page for `key`, from the cache or from `render`. Concurrent misses for one key share a
   * single render.
   */
  async function get(key: string, render: () => Promise<Response>): Promise<CachedPage> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.page;
    const pending = inFlight.get(key);
    if (pending) return pending;

    const startedIn = generation;
    const promise = (async () => {
      const response = await render();
      const page = await toPage(response);
      // A change committed while rendering may be missing from the page: keep nothing then.
      if (storable(response, page) && startedIn === generation) {
        entries.delete(key);
        entries.set(key, { page, expires: now() + ttlMs });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return page;
    })();
    inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      inFlight.delete(key);
    }
  }

  function clear(): void {
    generation++;
    entries.clear();
  }

  return { accepts, get, clear, size: () => entries.size };
}

export type PageCache = ReturnType<typeof createPageCache>;
