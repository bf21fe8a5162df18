/**
 * The URL parameters of /coran-hadith (`?onglet=coran|hadith&q=…`) and their rules, shared by the
 * loader and the page. Pure, so the page and the unit tests use the same rules.
 */

export type PassageKind = "verse" | "hadith";
export type ScriptureTab = "coran" | "hadith";

export const SCRIPTURE_TABS: { value: ScriptureTab; label: string; kind: PassageKind }[] = [
  { value: "coran", label: "Coran", kind: "verse" },
  { value: "hadith", label: "Hadith", kind: "hadith" },
];

export interface ScriptureFilters {
  tab: ScriptureTab;
  /** The trimmed search text; "" for none. */
  q: string;
}

/** Longest search kept: a longer text cannot match a passage and only costs work. */
const MAX_QUERY_LENGTH = 200;

/** Reads the filters from a URL; an unknown or missing tab is the Quran tab (never an error). */
export function parseScriptureFilters(url: URL): ScriptureFilters {
  const tab = url.searchParams.get("onglet") === "hadith" ? "hadith" : "coran";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  return { tab, q };
}

export function kindOfTab(tab: ScriptureTab): PassageKind {
  return tab === "hadith" ? "hadith" : "verse";
}

/** A LIKE pattern matching `text` anywhere, with the wildcards %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
