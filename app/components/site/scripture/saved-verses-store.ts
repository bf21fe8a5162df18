/**
 * The verses a visitor saved, kept in their own browser (localStorage): nothing is sent to the
 * server. A copy of each verse is kept so the list still shows it when a search hides its card.
 */
import { useSyncExternalStore } from "react";

export interface SavedVerse {
  id: number;
  reference: string;
  arabic: string | null;
  translation: string;
}

const STORAGE_KEY = "fondation:versets-sauvegardes";
const listeners = new Set<() => void>();
let cache: { raw: string | null; verses: SavedVerse[] } = { raw: null, verses: [] };

function isSavedVerse(value: unknown): value is SavedVerse {
  const v = value as Partial<SavedVerse> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "number" &&
    typeof v.reference === "string" &&
    typeof v.translation === "string" &&
    (v.arabic === null || typeof v.arabic === "string")
  );
}

function parse(raw: string | null): SavedVerse[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSavedVerse) : [];
  } catch {
    return [];
  }
}

/** The saved verses; the same array while the stored text is unchanged (React needs that). */
function readSaved(): SavedVerse[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage disabled (privacy settings): nothing saved.
  }
  if (raw !== cache.raw) cache = { raw, verses: parse(raw) };
  return cache.verses;
}

/** Stores the list; false when the browser refuses (storage disabled or full). */
function writeSaved(verses: SavedVerse[]): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(verses));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving or removing a verse updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = () => null;

/** The saved verses once the page runs in the browser; null on the server and while hydrating. */
export function useSavedVerses(): SavedVerse[] | null {
  return useSyncExternalStore(subscribe, readSaved, serverSnapshot);
}

export function saveVerse(verse: SavedVerse): boolean {
  const saved = readSaved();
  if (saved.some((v) => v.id === verse.id)) return true;
  return writeSaved([...saved, verse]);
}

export function removeVerse(id: number): boolean {
  return writeSaved(readSaved().filter((v) => v.id !== id));
}
