/**
 * The DON-/CMD- references a donor or buyer typed in a transfer's message, as they reach the bank
 * file: any case, a dash, a space (or none) after the prefix ("don 7k3m9p", "DON7K3M9P",
 * "Don-7K3M9P"). Only the reference alphabet, exactly REFERENCE_LENGTH characters, and not part of
 * a longer word ("XDON-7K3M9P" and "DON-7K3M9PQ" are not references).
 */
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "~/lib/reference";

/** Donations are "DON-…" (donation.server.ts), shop orders "CMD-…" (shop/checkout.server.ts). */
export const REFERENCE_PREFIXES = { DON: "donation", CMD: "order" } as const;
export type ReferencePrefix = keyof typeof REFERENCE_PREFIXES;

const REFERENCE_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}])(${Object.keys(REFERENCE_PREFIXES).join("|")})[-‐‑–— _:#]?([${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** The references in a text, written "DON-7K3M9P", each once, in the order they appear. */
export function findReferences(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(REFERENCE_IN_TEXT)) {
    found.add(`${match[1].toUpperCase()}-${match[2].toUpperCase()}`);
  }
  return [...found];
}
