/**
 * "The database is not there right now": the embedded PostgreSQL restarting after a crash, a
 * PostgreSQL server unreachable or shutting down, a connection lost mid-request, or the site itself
 * stopping (its database closed). Such a request is answered with a 503 and `Retry-After`, logged
 * as a warning (app/entry.server.tsx); any other failure stays a 500 logged as an error.
 * See docs/decisions/0036-database-loss-and-graceful-stop.md.
 */

/**
 * What a visitor reads while the database is away, under the error page's title « Le site est
 * momentanément indisponible » (components/errors/error-content.tsx): the page's text, and the
 * body of a `.data` answer, which React Router's client hands to the error boundary.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Réessayez dans un instant : le site reprend de lui-même dès que sa base de données répond.";

/**
 * The same page after a form whose action went through (stored, committed) when only the page
 * that follows could not be read: the visitor must not send it twice.
 */
export const DATABASE_UNAVAILABLE_AFTER_ACTION_MESSAGE =
  "Votre envoi a bien été reçu et enregistré : inutile de le renvoyer. La page qui devait suivre ne peut pas s'afficher pour l'instant ; revenez dans un instant.";

/** The `Retry-After` of that answer: the embedded cluster is back in about 2 s (measured). */
export const DATABASE_RETRY_AFTER_S = 2;

/** `getDatabase()` after `closeDatabase()`: the site is stopping and must not reopen it. */
export class DatabaseClosedError extends Error {
  constructor() {
    super("La base de données est fermée : le site s'arrête.");
    this.name = "DatabaseClosedError";
  }
}

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 53300 (too many
 * connections), 57P01 (administrator shutdown, pg_terminate_backend), 57P02 (crash shutdown),
 * 57P03 ("the database system is starting up" / "shutting down").
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;

/** Socket errors of a connection that failed or broke (ENOENT only from connect: a missing socket file). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** pg's and PGlite's own errors, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: "Connection terminated unexpectedly", "… due to connection timeout"
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^timeout exceeded when trying to connect$/,
  /^PGlite is closed$/,
];

type Fields = { code?: unknown; syscall?: unknown; message?: unknown; errors?: unknown };

function unavailableItself(error: Fields): boolean {
  const code = typeof error.code === "string" ? error.code : undefined;
  if (code && UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (code && NETWORK_CODES.has(code)) return true;
  if (code === "ENOENT" && error.syscall === "connect") return true;
  const message = typeof error.message === "string" ? error.message : "";
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or what it wraps: drizzle's DrizzleQueryError keeps the driver's error as its
 * `cause`, a connection to "localhost" tried on ::1 and 127.0.0.1 fails with an AggregateError)
 * says the database is unreachable, restarting or closed, rather than that the request was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof DatabaseClosedError) return true;
    if (unavailableItself(current as Fields)) return true;
    pending.push((current as { cause?: unknown }).cause);
    const { errors } = current as Fields;
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * The requests that failed because the database was away, by their request context: marked by
 * entry.server's handleError, read wherever the answer is chosen (a page, a `.data` answer, a
 * resource route through the root middleware).
 */
const databaseAway = new WeakSet<object>();

/** Marks the request; false when it already was (several loaders of one page fail together). */
export function markDatabaseAway(context: unknown): boolean {
  if (typeof context !== "object" || context === null || databaseAway.has(context)) return false;
  databaseAway.add(context);
  return true;
}

export function databaseWasAway(context: unknown): boolean {
  return typeof context === "object" && context !== null && databaseAway.has(context);
}

/**
 * The plain-text 503 of a `.data` request or a resource route (feed, sitemap, download) while the
 * database is away; `cookies` set before the failure still reach the browser. Without
 * X-Remix-Response, React Router's client turns it into an ErrorResponse (503, this text), which
 * the error boundary shows as the "momentarily unavailable" page.
 */
export function databaseUnavailableResponse(cookies: string[] = []): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
  headers.set("Cache-Control", "no-store");
  return new Response(DATABASE_UNAVAILABLE_MESSAGE, {
    status: 503,
    statusText: "Service Unavailable",
    headers,
  });
}

/**
 * Root middleware: a resource route whose loader failed because the database was away gets the
 * 503 too. React Router has already answered it with its plain 500 (and called handleError, which
 * marked the request); pages and `.data` answers are already 503 by then and pass unchanged.
 */
export async function answerDatabaseAway(
  { context }: { context: unknown },
  next: () => Promise<Response>,
): Promise<Response> {
  const response = await next();
  if (response.status !== 500 || !databaseWasAway(context)) return response;
  return databaseUnavailableResponse(response.headers.getSetCookie());
}
