/**
 * The set-up most browser test files share: one production server (tests/helpers/server.ts),
 * one Chromium, and the file's pages (browserSessions), all started before the file's tests and
 * closed after them, pages first.
 *
 *   describeE2E("…", () => {
 *     const site = siteInBrowser({ env: { ...E2E_ADMIN_ENV, SEED_IMAGES: "false" } });
 *     it("…", async () => {
 *       const { page } = await site.sessions.signIn("/admin/menus");
 *       await fetch(`${site.server.url}/…`);
 *     });
 *   });
 *
 * Called at the top of a file, it serves that file's tests without a browser too: Chromium is
 * launched only where it is installed (describeE2E skips the browser tests otherwise).
 *
 * `options` may be a function, read when the server starts: a file that starts another service
 * first (an SMTP capture, the Stripe stand-in) registers its own `beforeAll` before this call and
 * passes that service's address from there. Vitest runs `afterAll` hooks in reverse order, so
 * such a service is closed after the server that used it.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Browser } from "playwright-core";
import { hasBrowser, launchBrowser } from "./browser";
import { browserSessions, type BrowserSessions } from "./admin-browser";
import { startServer, type RunningServer, type StartServerOptions } from "./server";
import { startSmtpCapture, type SmtpCapture } from "./smtp";

export interface SiteInBrowser {
  /** The running server (read it inside a test or a hook: it starts in `beforeAll`). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The file's pages, each in its own context, closed after the file's tests. */
  readonly sessions: BrowserSessions;
}

/** A first start seeds the database and draws its images: slow on a busy machine. */
const START_TIMEOUT_MS = 300_000;

export function siteInBrowser(
  options: StartServerOptions | (() => StartServerOptions) = {},
): SiteInBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} n'est pas encore démarré (beforeAll).`);
    return value;
  };
  const sessions = browserSessions(() => ({
    browser: started(browser, "Le navigateur"),
    baseUrl: started(server, "Le serveur").url,
  }));

  beforeAll(async () => {
    server = await startServer(typeof options === "function" ? options() : options);
    if (hasBrowser()) browser = await launchBrowser();
  }, START_TIMEOUT_MS);

  beforeEach(() => sessions.startTest());
  afterEach(() => sessions.endTest());

  afterAll(async () => {
    await sessions.close();
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      return started(server, "Le serveur");
    },
    get browser() {
      return started(browser, "Le navigateur");
    },
    sessions,
  };
}

export interface SiteWithMail extends SiteInBrowser {
  /** What the server sent by e-mail (started in `beforeAll`, before the server). */
  readonly smtp: SmtpCapture;
}

/**
 * `siteInBrowser` whose server sends its e-mails (SMTP_URL) to an SMTP capture on loopback, as
 * in production through the outbox worker; the capture starts before the server and closes after.
 */
export function siteInBrowserWithMail(env: StartServerOptions["env"] = {}): SiteWithMail {
  let smtp: SmtpCapture | undefined;
  const capture = () => {
    if (!smtp) throw new Error("La capture SMTP n'est pas encore démarrée (beforeAll).");
    return smtp;
  };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const site = siteInBrowser(() => ({ env: { ...env, SMTP_URL: capture().url } }));
  return {
    get server() {
      return site.server;
    },
    get browser() {
      return site.browser;
    },
    sessions: site.sessions,
    get smtp() {
      return capture();
    },
  };
}
