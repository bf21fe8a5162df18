/**
 * Calling route loaders and actions directly in integration tests, as a signed-in user would
 * through the browser: a session cookie, a GET or a form POST, and the shape of a refusal.
 */
import { expect } from "vitest";
import { createSession, type SessionMeta } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { createLoadContext } from "~/server/load-context";

type RouteFunction = (args: never) => unknown;

/** The `__session=…` pair of a new session for `userId`, ready for a Cookie header. */
export async function sessionCookie(db: Db, userId: number, meta: Omit<SessionMeta, "db"> = {}) {
  return (await createSession(userId, { db, ...meta })).split(";")[0];
}

/** Calls a loader as a GET of `url` with `cookie`. */
export function callLoader<F extends RouteFunction>(loader: F, url: string, cookie: string) {
  const request = new Request(url, { headers: { cookie } });
  return loader({ request, params: {}, context: createLoadContext() } as never) as ReturnType<F>;
}

/** Calls an action as a form POST of `fields` to `url` with `cookie`. */
export function callAction<F extends RouteFunction>(
  action: F,
  url: string,
  cookie: string,
  fields: Record<string, string>,
) {
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  return action({ request, params: {}, context: createLoadContext() } as never) as ReturnType<F>;
}

/** The body of a refused submission: `data()` with the given status (400 by default). */
export function refused(result: unknown, status = 400): Record<string, unknown> {
  const value = result as { type?: string; data?: Record<string, unknown>; init?: ResponseInit };
  expect(value?.type, String(result)).toBe("DataWithResponseInit");
  expect(value.init?.status).toBe(status);
  return value.data!;
}
