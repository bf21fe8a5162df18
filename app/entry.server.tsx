import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { listenForContentChanges } from "~/server/content-changes.server";
import { closeDatabase, getDatabase, getDb, prepareDatabaseWith } from "~/server/db.server";
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_AFTER_ACTION_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableResponse,
  databaseWasAway,
  isDatabaseUnavailable,
  markDatabaseAway,
} from "~/server/database-unavailable.server";
import { startBackupServices } from "~/server/backup/server-services.server";
import { failedRequestCookie, requestIdOf } from "~/server/load-context";
import { RenderChunks } from "~/server/render-chunks.server";
import { logger } from "~/server/logger.server";
import { contentSecurityPolicy, createNonce } from "~/server/security-headers.server";
import { startMailWorker } from "~/domain/mail/mail-worker.server";
import { startNewsletterDispatcher } from "~/domain/newsletter/dispatch.server";
import { startAttendeeMessageDispatcher } from "~/domain/registrations/attendee-messages.server";
import { startRetentionPurge } from "~/domain/privacy/retention.server";
import { startPickupExpiry } from "~/domain/shop/pickup-expiry.server";
import { startEventReminders } from "~/domain/registrations/reminders.server";
import { startRegistrationSweep } from "~/domain/registrations/sweep.server";
import { refundCancelledTickets } from "~/domain/payments/ticket-payments.server";
import { smtpTransport, smtpUrlFromEnv } from "~/server/mail/transport.server";
import { prepareDatabase } from "~/startup/prepare-database.server";

export const streamTimeout = 5_000;

// For server.js, which only sees the build: the cache of public pages, the cross-site check, the
// accepted hosts and methods, and the last answer to an error.
export { createPageCache } from "~/server/page-cache.server";
export { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "~/server/origin.server";
export { HSTS_VALUE, isPrivatePath } from "~/server/security-headers.server";
export { createLoadContext, newRequestId } from "~/server/load-context";
export { BAD_ADDRESS_MESSAGE, hasControlCharacters } from "~/server/url-guard.server";
export { UNKNOWN_HOST_MESSAGE, siteHostCheck } from "~/server/site-hosts.server";
export {
  METHOD_NOT_ALLOWED_MESSAGE,
  SERVED_METHODS,
  isServedMethod,
  lastResortAnswer,
} from "~/server/http-answers.server";
export { logger } from "~/server/logger.server";
// …and the rule "one server per data folder" (it runs before the database is opened).
export { acquireDataLock } from "~/server/data-lock.server";
export { dataDir } from "~/server/data-dir.server";

// The sample content and the first administrator, once the database is migrated: set as soon as
// this module loads, so the first `getDb()` of `npm start` and of `react-router dev` runs them.
prepareDatabaseWith(prepareDatabase);

/** Called by server.js before it listens: migrate and seed before the first visitor arrives. */
export async function startup(): Promise<void> {
  await getDatabase();
  // Nightly backup, and the socket `npm run backup` talks to (docs/decisions/0017-backups.md).
  running.backupServices = await startBackupServices();
  // Law 25: contact messages and closed event requests deleted after their retention period.
  running.retentionPurge = startRetentionPurge(getDb);
  // Orders paid on pick-up and never collected give their stock back (Paramètres › Boutique).
  running.pickupExpiry = startPickupExpiry(getDb);
  // Offers and payment holds past their time go to the waiting list; reminders the day before.
  // A cancelled event's card payments are given back (again until Stripe confirms the refund).
  running.registrationSweep = startRegistrationSweep(getDb, (db) => refundCancelledTickets(db));
  running.eventReminders = startEventReminders(getDb);
  // Without SMTP_URL, e-mails wait in the outbox (Courriels screen of the back-office).
  const smtpUrl = smtpUrlFromEnv();
  if (smtpUrl) {
    running.mailWorker = startMailWorker(getDb, smtpTransport(smtpUrl), {
      intervalMs: Number(process.env.MAIL_POLL_INTERVAL_MS) || undefined,
    });
    // Newsletters enter the outbox at a steady rate, only while there is a server to send them.
    running.newsletterDispatcher = startNewsletterDispatcher(getDb);
    // Messages to an event's attendees, at the same pace.
    running.attendeeMessageDispatcher = startAttendeeMessageDispatcher(getDb);
  } else {
    logger.warn("SMTP_URL absent : les courriels restent dans la file d'envoi");
  }
}

/** What uses the database on its own, in the order `shutdown` stops it (see there). */
const STOP_ORDER = [
  "contentListener",
  "newsletterDispatcher",
  "attendeeMessageDispatcher",
  "mailWorker",
  "backupServices",
  "retentionPurge",
  "pickupExpiry",
  "registrationSweep",
  "eventReminders",
] as const;
const running: Partial<Record<(typeof STOP_ORDER)[number], { stop(): Promise<void> }>> = {};

/**
 * Called by server.js once: `onChange` runs after every commit that changed what public pages
 * show, made by this process or another on the same database (docs/decisions/0025).
 */
export async function watchPublicContent(onChange: () => void): Promise<void> {
  const listener = await listenForContentChanges(await getDatabase(), onChange);
  running.contentListener = { stop: () => listener.close() };
}

/**
 * Called by server.js on SIGTERM/SIGINT once the requests in flight are answered (or its bound is
 * over): what uses the database on its own first (the LISTEN connection, outbox worker,
 * schedulers, backup socket), then the pool, then the embedded cluster (closeDatabase). Nothing opens
 * the database again afterwards: a request still running gets a 503. An open PGlite would keep
 * the process alive.
 */
export async function shutdown(): Promise<void> {
  for (const name of STOP_ORDER) {
    await running[name]?.stop();
    delete running[name];
  }
  await closeDatabase();
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (client went away) are not errors of ours, nor are refused requests (a POST
  // to a page without a form: 405).
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Our own 503 page, thrown by handleRequest below to render it: already logged.
  if (error instanceof Response && error.status === 503 && databaseWasAway(context)) return;
  if (isDatabaseUnavailable(error)) {
    // Several loaders of one page may fail together: one line per request.
    if (!markDatabaseAway(context)) return;
    logger.warn("base de données indisponible : réponse 503", {
      requestId: requestIdOf(context),
      method: request.method,
      path: pathOf(request),
      error,
    });
    return;
  }
  // The path only: a query string can hold what someone typed in a search. The request id is the
  // one the error page shows.
  logger.error("request failed", {
    requestId: requestIdOf(context),
    method: request.method,
    path: pathOf(request),
    error,
  });
};

/**
 * Every answer to the browser's data requests (navigation and forms with JavaScript): the same
 * not-found line in the log as the pages.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const requestId = requestIdOf(context);
  if (!requestId) return response;
  logNotFound(response.status, request, requestId);
  // A form that failed: the error page the browser shows next is made from another request,
  // which will read this id (app/server/load-context.ts).
  if (response.status >= 500 && request.method !== "GET" && request.method !== "HEAD") {
    response.headers.append("Set-Cookie", failedRequestCookie(requestId));
  }
  return databaseWasAway(context)
    ? databaseUnavailableResponse(response.headers.getSetCookie())
    : response;
};

/** A page that does not exist is no fault of ours, but its line lets a quoted id be found. */
function logNotFound(status: number, request: Request, requestId: string | undefined) {
  if (status !== 404) return;
  logger.info("page introuvable", { requestId, method: request.method, path: pathOf(request) });
}

function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  const requestId = requestIdOf(loadContext);
  logNotFound(responseStatusCode, request, requestId);

  if (databaseWasAway(loadContext)) {
    // The errors reach this point sanitized ("Unexpected Server Error"): thrown, this Response
    // makes React Router render again with a 503 ErrorResponse at the root, in the page and in the
    // data the browser hydrates from, so both show the "momentarily unavailable" page.
    if (responseStatusCode !== 503) {
      // A form posted without JavaScript whose action succeeded (its status wins over the failed
      // loaders': 2xx): only the page after it is missing, and the visitor must know it was kept.
      const { actionData } = routerContext.staticHandlerContext;
      const acted = actionData != null && responseStatusCode < 300;
      throw new Response(
        acted ? DATABASE_UNAVAILABLE_AFTER_ACTION_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE,
        { status: 503, statusText: "Service Unavailable" },
      );
    }
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
    responseHeaders.set("Cache-Control", "no-store");
  }

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Every HTML page carries an enforced policy; this render's inline scripts carry its nonce
  // (ServerRouter hands it to <Scripts>, <ScrollRestoration> and <Links>).
  const nonce = createNonce();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce, development: process.env.NODE_ENV === "development" }),
  );

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new RenderChunks({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) {
            logger.error("render failed", { requestId, path: pathOf(request), error });
          }
        },
      },
    );
  });
}
