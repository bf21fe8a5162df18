/**
 * The URL parameters of /coran-hadith (`?onglet=coran|hadith&q=…`) and their rules, shared by the
 * loader and the page. Pure, so the page and the unit tests use the same rules.
 */
import type { PASSAGE_KINDS } from "#db/vocabularies";
import { searchText } from "~/lib/search";

export type PassageKind = (typeof PASSAGE_KINDS)[number];
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

/** Reads the filters from a URL; an unknown or missing tab is the Quran tab (never an error). */
export function parseScriptureFilters(url: URL): ScriptureFilters {
  const tab = url.searchParams.get("onglet") === "hadith" ? "hadith" : "coran";
  const q = searchText(url.searchParams.get("q"));
  return { tab, q };
}

export function kindOfTab(tab: ScriptureTab): PassageKind {
  return tab === "hadith" ? "hadith" : "verse";
}
