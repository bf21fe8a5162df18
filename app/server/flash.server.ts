/**
 * A toast that survives a redirect (POST → redirect → GET): the action puts it in the short-lived
 * `__flash` cookie, the admin layout loader reads it once and clears it. A cookie rather than
 * process memory, so it works with several app processes.
 */
import { randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { readCookie } from "~/lib/cookie-header";
import type { ToastInput } from "~/lib/toast";
import { clearCookie, setCookie } from "~/server/cookies.server";

export const FLASH_COOKIE = "__flash";
const MAX_AGE_SECONDS = 60;

export interface FlashToast {
  /** Unique per flash, so the page never shows the same toast twice. */
  id: string;
  title: string;
  description?: string;
  type: "success" | "error";
}

export type FlashInput = ToastInput;

/** The Set-Cookie value carrying a toast to the next page. */
export function flashCookie(input: FlashInput): string {
  const toast: FlashToast = {
    id: randomBytes(8).toString("hex"),
    title: input.title,
    type: input.type ?? "success",
    ...(input.description ? { description: input.description } : {}),
  };
  const value = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return setCookie(FLASH_COOKIE, value, MAX_AGE_SECONDS);
}

/** A redirect (302) that shows `toast` on the page it leads to. */
export function redirectWithToast(url: string, toast: FlashInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", flashCookie(toast));
  return redirect(url, { ...init, headers });
}

function parse(value: string): FlashToast | null {
  try {
    const raw: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!raw || typeof raw !== "object") return null;
    const { id, title, description, type } = raw as Record<string, unknown>;
    if (typeof id !== "string" || typeof title !== "string") return null;
    if (type !== "success" && type !== "error") return null;
    return {
      id: id.slice(0, 64),
      title: title.slice(0, 200),
      type,
      ...(typeof description === "string" ? { description: description.slice(0, 500) } : {}),
    };
  } catch {
    return null;
  }
}

/** The request's toast, if any, and the headers that clear it (empty when there was none). */
export function readFlash(request: Request): { toast: FlashToast | null; headers: Headers } {
  const headers = new Headers();
  const value = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  if (value === null) return { toast: null, headers };
  // Cleared even when unreadable: a bad cookie must not stick around.
  headers.append("Set-Cookie", clearCookie(FLASH_COOKIE));
  return { toast: parse(value), headers };
}
