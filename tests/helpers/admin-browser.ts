/**
 * What the back-office browser tests share: the administrator their server creates at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD), the login (in the browser or over HTTP), signed-in pages in
 * their own contexts, a form posted over HTTP, the wait for a toast, and dates in Saguenay.
 *
 *   const sessions = browserSessions(() => ({ browser, baseUrl: server.url }));
 *   afterAll(() => sessions.close());
 *   const { page } = await sessions.signIn("/admin/personnel");
 */
import type {
  Browser,
  BrowserContextOptions,
  Page,
  Response as PageResponse,
} from "playwright-core";
import { newIsolatedContext, waitForHydration, type IsolatedContext } from "./browser";

export const E2E_ADMIN_EMAIL = "admin@fondation.example";
export const E2E_ADMIN_PASSWORD = "mot de passe de test e2e";

export interface Credentials {
  email: string;
  password: string;
}

const ADMIN: Credentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };

/** Fills and sends the /connexion form for `to` (a path, query allowed), without waiting. */
export async function submitLogin(
  page: Page,
  baseUrl: string,
  to: string,
  { email, password }: Credentials = ADMIN,
): Promise<void> {
  await page.goto(`${baseUrl}/connexion?redirectTo=${encodeURIComponent(to)}`);
  const main = page.getByRole("main");
  await main.getByLabel("Courriel", { exact: true }).fill(email);
  await main.getByLabel("Mot de passe", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Se connecter", exact: true }).click();
}

/**
 * Signs `page` in through /connexion (the administrator unless `credentials` say otherwise) and
 * waits to be sent on to `to` (a path, query allowed: only the path is awaited).
 */
export async function logIn(
  page: Page,
  baseUrl: string,
  to: string,
  credentials: Credentials = ADMIN,
): Promise<void> {
  await submitLogin(page, baseUrl, to, credentials);
  const path = to.split("?")[0];
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

export interface OpenedPage {
  page: Page;
  context: IsolatedContext;
}

export interface LoadedPage extends OpenedPage {
  /** The answer to the page's own request (its status, its headers). */
  response: PageResponse;
}

export interface SessionOptions extends Partial<Credentials> {
  /** Context options; the viewport is 1280 × 900 unless given. */
  context?: BrowserContextOptions;
  /** Another server than the file's (e.g. one started on a restored folder). */
  baseUrl?: string;
}

export interface BrowserSessions {
  /** A page in a new isolated context (1280 × 900 unless `options` say otherwise). */
  open(options?: BrowserContextOptions): Promise<OpenedPage>;
  /** A visitor's page (new context, not signed in) at `path`, once React has hydrated it. */
  visit(path: string): Promise<Page>;
  /**
   * A visitor's page at `path` in a new context (`options` as for `open`) with the server's
   * answer, once React has hydrated it (not awaited when `javaScriptEnabled` is false).
   */
  load(path: string, options?: BrowserContextOptions): Promise<LoadedPage>;
  /** As `load`, for a page that must answer 200 (it fails with the status otherwise). */
  visitOk(path: string, options?: BrowserContextOptions): Promise<Page>;
  /** Every request to a non-loopback host that a page opened here tried (all were blocked). */
  externalRequests(): string[];
  /** A new page signed in (the administrator by default) and sent on to `to`. */
  signIn(to: string, options?: SessionOptions): Promise<OpenedPage>;
  /** Marks the start of a test: `endTest` closes what it opens (beforeEach). */
  startTest(): void;
  /** Closes the contexts the test opened, their blocked requests kept (afterEach). */
  endTest(): Promise<void>;
  /** Closes every context opened here (afterAll). */
  close(): Promise<void>;
}

/**
 * Pages of one test file, each in its own isolated context, all closed by `close()`. `target`
 * is read at each call, as the browser and the server start in `beforeAll`.
 *
 * A test's pages close when it ends (`startTest`/`endTest`, which siteInBrowser hooks): a page
 * left open keeps drawing (the home page's carousel, its toasts), and twenty of them made every
 * later test of the file up to eight times slower on two cores. Pages opened in a `beforeAll`
 * live until `close()`.
 */
export function browserSessions(
  target: () => { browser: Browser; baseUrl: string },
): BrowserSessions {
  const contexts: IsolatedContext[] = [];
  /** Requests blocked in contexts already closed. */
  const blocked: string[] = [];
  let testStart: number | undefined;
  const closeFrom = async (index: number) => {
    for (const context of contexts.splice(index)) {
      blocked.push(...context.externalRequests);
      await context.close();
    }
  };
  const open = async (options: BrowserContextOptions = {}): Promise<OpenedPage> => {
    const context = await newIsolatedContext(target().browser, {
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    return { page: await context.newPage(), context };
  };
  const load = async (path: string, options: BrowserContextOptions = {}): Promise<LoadedPage> => {
    const opened = await open(options);
    const response = await opened.page.goto(`${target().baseUrl}${path}`);
    if (!response) throw new Error(`Pas de réponse pour ${path}`);
    if (options.javaScriptEnabled !== false) await waitForHydration(opened.page);
    return { ...opened, response };
  };
  return {
    open,
    load,
    async visit(path) {
      return (await load(path)).page;
    },
    async visitOk(path, options) {
      const { page, response } = await load(path, options);
      if (response.status() !== 200) {
        throw new Error(`${path} a répondu ${response.status()} au lieu de 200.`);
      }
      return page;
    },
    externalRequests: () => [
      ...blocked,
      ...contexts.flatMap((context) => context.externalRequests),
    ],
    async signIn(to, { email = E2E_ADMIN_EMAIL, password = E2E_ADMIN_PASSWORD, ...options } = {}) {
      const opened = await open(options.context);
      await logIn(opened.page, options.baseUrl ?? target().baseUrl, to, { email, password });
      return opened;
    },
    startTest() {
      testStart = contexts.length;
    },
    async endTest() {
      if (testStart === undefined) return;
      const from = testStart;
      testStart = undefined;
      await closeFrom(from);
    },
    async close() {
      testStart = undefined;
      await closeFrom(0);
    },
  };
}

export interface HttpPostOptions {
  /** A Cookie header (e.g. from `signInOverHttp`). */
  cookie?: string;
  /** The client address the server sees (X-Forwarded-For), for the per-address limits. */
  ip?: string;
  /** More headers. */
  headers?: Record<string, string>;
}

/**
 * A form posted over HTTP from the site's own pages (same Origin), not following the redirect.
 * The body is read, so the connection is free again; `text` holds it.
 */
export async function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  { cookie, ip, headers = {} }: HttpPostOptions = {},
): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: baseUrl,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(ip ? { "X-Forwarded-For": ip } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
  return { response, text: await response.text() };
}

/**
 * Signs in over HTTP (no browser) and answers the session's Cookie pair, or fails with the
 * status the login answered.
 */
export async function signInOverHttp(
  baseUrl: string,
  { email, password }: Credentials = ADMIN,
  options: { ip?: string; to?: string } = {},
): Promise<string> {
  const { response } = await postForm(
    baseUrl,
    "/connexion",
    { email, password, redirectTo: options.to ?? "/admin" },
    { ip: options.ip },
  );
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Connexion refusée (${response.status}) pour ${email}.`);
  return cookie;
}

/** Waits for a toast (or the flash text shown without JavaScript) with this exact title. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** The calendar day `days` from today in Saguenay, "YYYY-MM-DD". */
export function dayInSaguenay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The server environment that creates that administrator at start-up. */
export const E2E_ADMIN_ENV = { ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD };

/** The back-office tests' server: that administrator, the sample content without its pictures. */
export const E2E_ADMIN_SITE = { env: { ...E2E_ADMIN_ENV, SEED_IMAGES: "false" } };
