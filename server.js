// Production server: serves the built assets and hands every other request to React Router.
// Start with `npm start` after `npm run build`. Environment: see .env.example.

// NODE_ENV must be set before React is loaded (react and react-dom pick their build from it),
// hence the dynamic imports below.
process.env.NODE_ENV ??= "production";
const { existsSync, readdirSync } = await import("node:fs");
const { default: path } = await import("node:path");
const { default: compression } = await import("compression");
const { constants: zlib } = await import("node:zlib");
const { default: express } = await import("express");
const { createRequestHandler: createExpressHandler } = await import("@react-router/express");
const { createRequestHandler } = await import("react-router");

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";

const build = await import("./build/server/index.js");
const entry = build.entry.module;

// One server per data folder (app/server/data-lock.server.ts): a second `npm start` on the same
// DATA_DIR stops here, before it opens the database; a port already in use stops it too, and the
// database it opened is closed before it exits.
const exitWith = async (message) => {
  console.error(JSON.stringify({ level: "error", message }));
  await entry.shutdown().catch(() => undefined);
  process.exit(1);
};
try {
  entry.acquireDataLock(entry.dataDir());
} catch (error) {
  await exitWith(error.message);
}
const listenFailed = (error) =>
  exitWith(
    error.code === "EADDRINUSE"
      ? `Le port ${port} est déjà utilisé (${host}) : arrêtez l'autre programme ou choisissez un autre PORT.`
      : `Impossible d'écouter sur ${host}:${port} : ${error.message}`,
  );

// Migrations and the first seed run before the site accepts visitors. An embedded PostgreSQL that
// cannot start (as root, a folder its account cannot enter…) says what to change in one line.
try {
  await entry.startup();
} catch (error) {
  if (error?.name !== "EmbeddedPostgresError") throw error;
  await exitWith(error.message);
}

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy, TRUST_PROXY=1 makes req.ip the visitor's address (X-Forwarded-For).
if (process.env.TRUST_PROXY)
  app.set("trust proxy", Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY);
// Every request gets an id, sent back as X-Request-Id: its error page shows it and its log lines
// carry it, so the code a visitor quotes leads to the line (app/server/load-context.ts).
app.use((req, res, next) => {
  req.requestId = entry.newRequestId();
  res.setHeader("X-Request-Id", req.requestId);
  next();
});
app.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  // req.secure: https here, or behind a trusted proxy that says so (X-Forwarded-Proto).
  if (req.secure) res.setHeader("Strict-Transport-Security", entry.HSTS_VALUE);
  // The back-office and the login are never stored by a browser or a proxy, whatever a route
  // says: the value is forced just before the headers leave.
  if (entry.isPrivatePath(req.path)) {
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      this.setHeader("Cache-Control", "no-store");
      return writeHead.apply(this, args);
    };
  }
  next();
});
// What is compressed here is made for one request (cached pages and built assets come compressed):
// cheap settings, since compressing was 15–20 % of a render at the defaults (Brotli 4, gzip 6).
// Brotli 3 costs about a third of Brotli 4 for a page 4 % larger; Brotli 0–1 are faster still but
// compress each chunk React streams on its own (a page 2.5× larger). A 256 KiB window covers a
// page and allocates far less per response than the default 4 MiB
// (docs/decisions/0024-render-speed.md).
app.use(
  compression({
    level: 3,
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  }),
);
// Fingerprinted files never change: cache them for a year. Their Brotli/gzip copies, made at
// build time (scripts/compress-assets.mjs), go to the browsers that accept them.
const assetsDir = path.resolve("build/client/assets");
const compressedAssets = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
app.use("/assets", (req, res, next) => {
  const name = req.path.slice(1);
  if (name.includes("/") || !compressedAssets.has(`${name}.br`)) return next();
  const encoding = req.acceptsEncodings(["br", "gzip", "identity"]);
  if (encoding !== "br" && encoding !== "gzip") return next();
  res.setHeader("Content-Encoding", encoding);
  res.vary("Accept-Encoding");
  res.type(path.extname(name));
  res.sendFile(path.join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`), {
    immutable: true,
    maxAge: "1y",
  });
});
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h", index: false }));

const getLoadContext = (req) => entry.createLoadContext(req.ip, req.requestId);

// Without PUBLIC_URL, absolute addresses (canonical links, sitemap, links in e-mails) come from the
// request's Host: only the hosts this server can be reached at are answered, before the page
// cache and React Router (app/server/site-hosts.server.ts, docs/decisions/0037-site-address.md).
const isSiteHost = entry.siteHostCheck({
  publicUrl: process.env.PUBLIC_URL,
  listenHost: process.env.HOST,
  allowedHosts: process.env.ALLOWED_HOSTS,
});
app.use((req, res, next) => {
  // req.hostname is X-Forwarded-Host behind a trusted proxy (TRUST_PROXY): React Router builds
  // its request's address from it.
  if (isSiteHost(req.get("host")) && isSiteHost(req.hostname)) return next();
  res.status(400).type("text/plain; charset=utf-8").send(entry.UNKNOWN_HOST_MESSAGE);
});

// TRACE, PUT, PROPFIND…: no route serves them (and a Fetch Request refuses TRACE outright).
const allowHeader = entry.SERVED_METHODS.join(", ");
app.use((req, res, next) => {
  if (entry.isServedMethod(req.method)) return next();
  res.setHeader("Allow", allowHeader);
  res.status(405).type("text/plain; charset=utf-8").send(entry.METHOD_NOT_ALLOWED_MESSAGE);
});

// Cross-site form posts are refused here, once, before the page cache and React Router: this is
// the one place every action goes through (forms with and without JavaScript, resource routes).
// The rule itself is app/server/origin.server.ts.
app.use((req, res, next) => {
  const allowed = entry.isAllowedOrigin({
    method: req.method,
    origin: req.get("origin"),
    referer: req.get("referer"),
    host: req.get("host"),
    publicUrl: process.env.PUBLIC_URL,
  });
  if (allowed) return next();
  res.status(403).type("text/plain; charset=utf-8").send(entry.FORBIDDEN_ORIGIN_MESSAGE);
});

// A control character in the address (`?q=%00`) is refused here, for every route at once, and so
// is an address that is not a path (`GET http://other.example/ HTTP/1.1`, which no browser sends
// to a site and no address of ours can be built from).
app.use((req, res, next) => {
  if (req.originalUrl.startsWith("/") && !entry.hasControlCharacters(req.originalUrl))
    return next();
  res.status(400).type("text/plain; charset=utf-8").send(entry.BAD_ADDRESS_MESSAGE);
});

// Public pages for visitors without cookies come from a micro-cache (app/server/page-cache.server.ts),
// emptied when a change to what they show is committed, by this process or another sharing the
// database (PostgreSQL LISTEN/NOTIFY; docs/decisions/0025): not by every form sent.
const pageCache = entry.createPageCache({ ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 5000) });
await entry.watchPublicContent(() => pageCache.clear());
const renderPage = createRequestHandler(build, process.env.NODE_ENV);
app.use(async (req, res, next) => {
  if (!pageCache.accepts(req.method, req.path, req.headers)) return next();
  try {
    // Keyed by the whole address the page is rendered for: without PUBLIC_URL its links carry
    // the host (and scheme) it was asked on, and two accepted hosts give two pages.
    const page = await pageCache.get(fetchUrlOf(req), async () => {
      const response = await renderPage(toFetchRequest(req), getLoadContext(req));
      // A cached page keeps the id of the render it comes from: the one its error page shows and
      // its log line carries.
      response.headers.set("X-Request-Id", req.requestId);
      return response;
    });
    res.status(page.status);
    // set, not append: the headers set above (nosniff, X-Request-Id…) must not be repeated.
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.vary("Accept-Encoding");
    // Already compressed once per entry: the compression middleware leaves it alone. Brotli
    // whenever it is accepted (browsers list it after gzip, which would otherwise win).
    const encoding = !page.gzip
      ? null
      : req.acceptsEncodings("br")
        ? "br"
        : req.acceptsEncodings("gzip")
          ? "gzip"
          : null;
    const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    next(error);
  }
});
// A body the route did not read (a POST to a page without action, a back-office form sent after
// the session ended) would stall the connection: the browser's next request on it would wait,
// then fail. Once the answer is sent the rest is discarded; far too much, the connection closes.
const UNREAD_BODY_MAX = 8 * 1024 * 1024;
app.use((req, res, next) => {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    if (Number(req.headers["content-length"]) > UNREAD_BODY_MAX) return void req.destroy();
    let seen = 0;
    // React Router's reader of the body is gone with its request: nothing else will read it.
    req.removeAllListeners("data");
    req.on("data", (chunk) => {
      seen += chunk.length;
      if (seen > UNREAD_BODY_MAX) req.destroy();
    });
    req.resume();
  });
  next();
});
app.use(createExpressHandler({ build, mode: process.env.NODE_ENV, getLoadContext }));
// Last: an error nothing above answered gets French text with its reference, and one line of the
// JSON log (the path only: a query string can hold what someone typed), never Express's English
// page nor a raw stack on stderr.
// Express knows an error handler by its four arguments.
app.use((error, req, res, _next) => {
  const answer = entry.lastResortAnswer(error, req.requestId);
  const fields = { requestId: req.requestId, method: req.method, path: req.path, error };
  if (answer.status >= 500) entry.logger.error("request failed", fields);
  else entry.logger.info("request refused", fields);
  // Too late for another answer: the connection is cut, as Express would.
  if (res.headersSent) return void req.socket?.destroy();
  res.status(answer.status).type("text/plain; charset=utf-8").send(answer.text);
});

function fetchUrlOf(req) {
  return `${req.protocol}://${req.get("host")}${req.originalUrl}`;
}

function toFetchRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // No abort signal: one render may serve several waiting visitors (see the page cache).
  return new Request(fetchUrlOf(req), {
    method: "GET",
    headers,
  });
}

const server = app.listen(port, host, (error) => {
  if (error) return void listenFailed(error);
  console.log(
    JSON.stringify({
      level: "info",
      message: "site prêt",
      url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
    }),
  );
});

// A proxy in front (deploy/nginx: `keepalive 16`, idle upstream connections kept up to 60 s)
// reuses its connections to Node. Node's default of 5 s would close one first, and a form posted
// on it at that instant would get a 502 (nginx retries only safe methods): Node waits longer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A stop finishes what it started (docs/decisions/0036-database-loss-and-graceful-stop.md): the
// answers still to be sent are counted here, so that a stop can let them leave and then close
// their connections instead of cutting them.
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
const unanswered = new Set();
let stopping = false;
server.prependListener("request", (req, res) => {
  // A request that arrives on an open connection while the server stops is served, and its
  // connection closed after the answer.
  if (stopping) res.setHeader("Connection", "close");
  unanswered.add(res);
  res.once("close", () => unanswered.delete(res));
});

/** Resolves true once every connection is closed, false when `ms` is over first. */
function closeServer(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    // server.close() ends the idle keep-alive connections of this instant only: those whose
    // answer leaves later become idle one after the other.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    idle.unref();
    server.once("close", () => clearInterval(idle));
  });
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(
    JSON.stringify({ level: "info", message: "arrêt", signal, inFlight: unanswered.size }),
  );
  // Whatever happens below, the process ends: the cluster is then stopped by the exit hook of
  // app/server/embedded-postgres.server.ts.
  setTimeout(() => {
    console.error(JSON.stringify({ level: "error", message: "arrêt trop long : sortie forcée" }));
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS + 15_000).unref();
  // No new connection; the answers not yet begun carry `Connection: close`.
  for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
  const began = Date.now();
  const finished = await closeServer(SHUTDOWN_TIMEOUT_MS);
  if (finished) {
    const ms = Date.now() - began;
    console.log(
      JSON.stringify({ level: "info", message: "arrêt : requêtes en cours terminées", ms }),
    );
  } else {
    console.error(
      JSON.stringify({
        level: "warn",
        message: "arrêt : requêtes encore en cours après le délai, connexions fermées",
        inFlight: unanswered.size,
        timeoutMs: SHUTDOWN_TIMEOUT_MS,
      }),
    );
    server.closeAllConnections();
  }
  // Then the outbox worker and schedulers, the pool, the embedded cluster, in that order; nothing
  // reopens the database after this (a request still running gets a 503). PGlite keeps the process
  // alive until it is closed; closing also flushes it to disk.
  await entry.shutdown();
  console.log(JSON.stringify({ level: "info", message: "arrêt terminé", ms: Date.now() - began }));
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
