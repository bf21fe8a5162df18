/**
 * The door page's check-ins waiting to reach the server (browser only). Every check-in goes
 * through here: it is written to localStorage with an id made on the phone, then sent; a
 * request that fails for want of network stays and is sent again when the network returns. The
 * server recognises an id it already counted (domain/registrations/checkin.server.ts), so a
 * check-in sent twice never counts anyone twice.
 */
import type { CheckinAnswer } from "~/domain/registrations/checkin";

export interface QueuedCheckin {
  clientId: string;
  /** A scanned or typed code, or the row's registration id. */
  code?: string;
  registrationId?: number;
  /** When the volunteer pressed the button (ISO). */
  recordedAt: string;
}

export type SendResult =
  | { kind: "answered"; answer: CheckinAnswer }
  /** No network, or the server is away for a moment: kept to send later. */
  | { kind: "offline" }
  /** Signed out (a redirect to the login) or refused: kept, the volunteer must act. */
  | { kind: "blocked"; message: string };

const storageKey = (eventId: number) => `accueil-pointages:${eventId}`;
export const NO_CHECKINS: QueuedCheckin[] = [];
/** Where the queue lives when localStorage refuses it (private browsing, storage full). */
const inPage = new Map<number, QueuedCheckin[]>();
let storageRefused = false;
/** The last queue read for each event, kept while its stored text is the same (one snapshot). */
const lastRead = new Map<number, { raw: string | null; queue: QueuedCheckin[] }>();
const listeners = new Set<() => void>();

/** The check-ins of event `eventId` not sent yet, oldest first (the same array until it changes). */
export function readQueue(eventId: number): QueuedCheckin[] {
  if (storageRefused) return inPage.get(eventId) ?? NO_CHECKINS;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey(eventId));
  } catch {
    return inPage.get(eventId) ?? NO_CHECKINS;
  }
  const last = lastRead.get(eventId);
  if (last && last.raw === raw) return last.queue;
  let queue = NO_CHECKINS;
  try {
    const stored: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(stored)) queue = stored as QueuedCheckin[];
  } catch {
    // A value another script broke: start again from an empty queue.
  }
  lastRead.set(eventId, { raw, queue });
  return queue;
}

export function writeQueue(eventId: number, queue: QueuedCheckin[]): void {
  inPage.set(eventId, queue);
  try {
    window.localStorage.setItem(storageKey(eventId), JSON.stringify(queue));
  } catch {
    // The queue then lives in the page until it is sent (lost only if the page is closed).
    storageRefused = true;
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told of this page's changes and of other tabs' (storage event). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function newCheckin(entry: { code: string } | { registrationId: number }): QueuedCheckin {
  return { clientId: crypto.randomUUID(), recordedAt: new Date().toISOString(), ...entry };
}

export const SIGNED_OUT =
  "Session expirée : reconnectez-vous dans un autre onglet, les pointages en attente seront envoyés ensuite.";

/** Sends one queued check-in to `url` (the page's JSON address). */
export async function sendCheckin(url: string, item: QueuedCheckin): Promise<SendResult> {
  const body = new FormData();
  body.set("clientId", item.clientId);
  body.set("recordedAt", item.recordedAt);
  if (item.code) body.set("code", item.code);
  if (item.registrationId) body.set("registrationId", String(item.registrationId));
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Accept: "application/json" },
    });
  } catch {
    return { kind: "offline" };
  }
  if (response.type === "opaqueredirect" || response.status === 401) {
    return { kind: "blocked", message: SIGNED_OUT };
  }
  if (response.status >= 500) return { kind: "offline" };
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).slice(0, 200);
    return { kind: "blocked", message: text || `Refusé par le serveur (${response.status}).` };
  }
  try {
    return { kind: "answered", answer: (await response.json()) as CheckinAnswer };
  } catch {
    return { kind: "offline" };
  }
}
