/**
 * Calling route loaders and actions directly in integration tests, as a signed-in user would
 * through the browser: a session cookie, a GET or a form POST, the toast a redirect carries and
 * the shape of a refusal.
 *
 *   const { post, load } = routeAt("http://localhost/admin/personnel", { action, loader }, { multipart: true });
 *   const { title, location } = redirectToast(await post(cookie, { intent: "delete", id: "3" }));
 */
import { expect } from "vitest";
import { createSession, type SessionMeta } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { readFlash, type FlashToast } from "~/server/flash.server";
import { createLoadContext } from "~/server/load-context";

type RouteFunction = (args: never) => unknown;

/** One posted value: text, or a file (multipart only). */
export type FieldValue = string | File;
/**
 * A form's fields: by name (an array repeats the name, `undefined` leaves the field out, as an
 * unchecked box), or as pairs in order.
 */
export type FormFields =
  | Record<string, FieldValue | FieldValue[] | undefined>
  | ReadonlyArray<readonly [string, FieldValue]>;

export interface PostOptions {
  /**
   * Post as multipart/form-data, as the browser does for a form with a file input (always so
   * when a field is a File). Default: application/x-www-form-urlencoded.
   */
  multipart?: boolean;
  /** More request headers (the cookie is set from `cookie`). */
  headers?: Record<string, string>;
  /** The visitor's address, as server.js hands it to the action (per-address limits). */
  ip?: string;
}

/** The `__session=…` pair of a new session for `userId`, ready for a Cookie header. */
export async function sessionCookie(db: Db, userId: number, meta: Omit<SessionMeta, "db"> = {}) {
  return (await createSession(userId, { db, ...meta })).split(";")[0];
}

/**
 * What React Router hands a loader for a visitor's GET of `path` ("/discours?type=khutba"): no
 * cookie, the route's `params` as its pattern names them.
 */
export function visitorGet(path: string, params: Record<string, string> = {}): never {
  return {
    request: new Request(`http://localhost${path}`),
    params,
    context: createLoadContext(),
  } as never;
}

/** What a call threw (a loader's redirect or 404, an action's refusal), undefined if none. */
export async function thrownBy(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Calls a loader as a GET of `url` with `cookie`. */
export function callLoader<F extends RouteFunction>(
  loader: F,
  url: string,
  cookie: string,
  params: Record<string, string> = {},
) {
  const request = new Request(url, { headers: { cookie } });
  return loader({ request, params, context: createLoadContext() } as never) as ReturnType<F>;
}

function pairsOf(fields: FormFields): [string, FieldValue][] {
  if (Array.isArray(fields)) return fields.map(([name, value]) => [name, value]);
  return Object.entries(fields as Record<string, FieldValue | FieldValue[] | undefined>).flatMap(
    ([name, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((item): [string, FieldValue] => [
            name,
            item,
          ]),
  );
}

/** The body a browser would send for `fields`. */
export function formBody(fields: FormFields, multipart = false): FormData | URLSearchParams {
  const pairs = pairsOf(fields);
  if (multipart || pairs.some(([, value]) => typeof value !== "string")) {
    const body = new FormData();
    for (const [name, value] of pairs) body.append(name, value);
    return body;
  }
  return new URLSearchParams(pairs as [string, string][]);
}

/** A form POST of `fields` to `url` with `cookie` ("" for a visitor), as the browser sends it. */
export function formRequest(
  url: string,
  cookie: string,
  fields: FormFields,
  { multipart = false, headers = {} }: PostOptions = {},
): Request {
  return new Request(url, {
    method: "POST",
    body: formBody(fields, multipart),
    headers: cookie ? { ...headers, cookie } : headers,
  });
}

/** Calls an action as a form POST of `fields` to `url` with `cookie` ("" for a visitor). */
export function callAction<F extends RouteFunction>(
  action: F,
  url: string,
  cookie: string,
  fields: FormFields,
  options: PostOptions = {},
) {
  const request = formRequest(url, cookie, fields, options);
  const context = createLoadContext(options.ip);
  return action({ request, params: {}, context } as never) as ReturnType<F>;
}

interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
}

export interface RouteAtOptions extends PostOptions {
  /** The parts `toast()` gives (see `redirectToast`). */
  toast?: readonly ToastPart[];
}

/**
 * One screen's loader and action at `url`, bound once per test file: `post(cookie, fields,
 * search)` submits a form to `url + search`, `load(cookie, search)` opens it, `toast(result)`
 * reads the toast of a redirecting answer.
 */
export function routeAt<M extends RouteModule>(
  url: string,
  module: M,
  { toast: parts, ...options }: RouteAtOptions = {},
) {
  return {
    url,
    post(cookie: string, fields: FormFields, search = "") {
      if (!module.action) throw new Error(`${url} n'a pas d'action.`);
      return callAction(module.action, `${url}${search}`, cookie, fields, options) as ReturnType<
        NonNullable<M["action"]>
      >;
    },
    load(cookie: string, search = "") {
      if (!module.loader) throw new Error(`${url} n'a pas de loader.`);
      return callLoader(module.loader, `${url}${search}`, cookie) as ReturnType<
        NonNullable<M["loader"]>
      >;
    },
    toast: (result: unknown) => redirectToast(result, parts),
  };
}

export interface VisitorPostOptions extends PostOptions {
  /** A Cookie header (the cart…); none by default. */
  cookie?: string;
  /** Appended to the URL ("?index"…). */
  search?: string;
}

/**
 * A public page's form at `url`, sent by a visitor (no session): `post(fields, options)`, from
 * the address in `defaults.ip` unless `options.ip` says otherwise.
 */
export function visitorForm<M extends RouteModule>(
  url: string,
  module: M,
  defaults: PostOptions = {},
) {
  return {
    url,
    post(fields: FormFields, { cookie = "", search = "", ...options }: VisitorPostOptions = {}) {
      if (!module.action) throw new Error(`${url} n'a pas d'action.`);
      return callAction(module.action, `${url}${search}`, cookie, fields, {
        ...defaults,
        ...options,
      }) as ReturnType<NonNullable<M["action"]>>;
    },
  };
}

export type ToastPart = "title" | "description" | "type" | "location";
const DEFAULT_TOAST_PARTS: readonly ToastPart[] = ["title", "description", "location"];

export type RedirectToast = Partial<Pick<FlashToast, "title" | "description" | "type">> & {
  location?: string | null;
};

/**
 * The toast a redirecting action leaves for the next page: checks the answer is a 302, then
 * reads its flash cookie. Gives the parts asked for (by default the title, the description when
 * there is one, and where the redirect leads).
 */
export function redirectToast(
  result: unknown,
  parts: readonly ToastPart[] = DEFAULT_TOAST_PARTS,
): RedirectToast {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  const toast = readFlash(new Request("http://localhost/", { headers: { cookie } })).toast;
  const all: RedirectToast = {
    title: toast?.title,
    description: toast?.description,
    type: toast?.type,
    location: response.headers.get("location"),
  };
  return Object.fromEntries(
    parts.filter((part) => all[part] !== undefined).map((part) => [part, all[part]]),
  );
}

/** The body of a refused submission: `data()` with the given status (400 by default). */
export function refused(result: unknown, status = 400): Record<string, unknown> {
  const value = result as { type?: string; data?: Record<string, unknown>; init?: ResponseInit };
  expect(value?.type, String(result)).toBe("DataWithResponseInit");
  expect(value.init?.status).toBe(status);
  return value.data!;
}
