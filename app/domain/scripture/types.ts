import type { PassageKind } from "./filters";

export interface Passage {
  id: number;
  kind: PassageKind;
  reference: string;
  arabic: string | null;
  translation: string;
  theme: string;
}

export interface PassageList {
  /** The passages of the active tab that match the search, in display order. */
  passages: Passage[];
  /** How many passages of each kind match the search (shown on the tabs). */
  counts: Record<PassageKind, number>;
}
