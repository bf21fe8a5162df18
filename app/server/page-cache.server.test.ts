import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server";

function page(body: string, init: ResponseInit = {}) {
  return () =>
    Promise.resolve(
      new Response(body, { status: 200, headers: { "content-type": "text/html" }, ...init }),
    );
}

describe("public page cache", () => {
  it("serves a page again until it expires", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 5000, now: () => clock });
    let renders = 0;
    const render = () => {
      renders++;
      return page(`rendu ${renders}`)();
    };
    expect((await cache.get("/", render)).body.toString()).toBe("rendu 1");
    clock = 4999;
    expect((await cache.get("/", render)).body.toString()).toBe("rendu 1");
    clock = 5000;
    expect((await cache.get("/", render)).body.toString()).toBe("rendu 2");
  });

  it("renders once for simultaneous visitors", async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return new Response("page", { headers: { "content-type": "text/html" } });
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get("/", render)));
    expect(renders).toBe(1);
  });

  it("forgets everything when told public content changed", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    await cache.get("/", page("avant"));
    cache.clear();
    expect((await cache.get("/", page("après"))).body.toString()).toBe("après");
  });

  it("never keeps personal or failed responses", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    await cache.get("/a", page("x", { headers: { "set-cookie": "s=1" } }));
    await cache.get("/b", page("x", { headers: { "cache-control": "private" } }));
    await cache.get("/c", page("x", { status: 500 }));
    await cache.get("/d", page("x", { status: 404 }));
    expect(cache.size()).toBe(1);
  });

  it("only takes anonymous GET requests outside /admin", () => {
    const cache = createPageCache({ ttlMs: 5000 });
    expect(cache.accepts("GET", "/blog", {})).toBe(true);
    expect(cache.accepts("HEAD", "/", {})).toBe(true);
    expect(cache.accepts("POST", "/", {})).toBe(false);
    expect(cache.accepts("GET", "/", { cookie: "session=1" })).toBe(false);
    expect(cache.accepts("GET", "/admin/blog", {})).toBe(false);
    expect(cache.accepts("GET", "/admin", {})).toBe(false);
    expect(createPageCache({ ttlMs: 0 }).accepts("GET", "/", {})).toBe(false);
  });

  it("keeps a compressed copy of text pages", async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    const cached = await cache.get("/", page("é".repeat(5000)));
    expect(cached.gzip).not.toBeNull();
    expect(cached.gzip!.length).toBeLessThan(cached.body.length);
    expect(gunzipSync(cached.gzip!).equals(cached.body)).toBe(true);
    expect(brotliDecompressSync(cached.brotli!).equals(cached.body)).toBe(true);
    expect(cached.brotli!.length).toBeLessThan(cached.body.length);
    expect(cached.headers.find(([n]) => n === "content-length")).toBeUndefined();
  });
});
