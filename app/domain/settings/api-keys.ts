/**
 * The three API keys of the settings' API tab (spec back-office.md §2 "Settings"): their names,
 * French labels, the rule for a typed key and how a stored key is shown masked. Isomorphic.
 */
import { z } from "zod";
import { asStored, labelsOf } from "~/lib/labels";

const apiKey = labelsOf(
  {
    newsletter: "Service d'infolettre",
    maps: "Service de cartes",
    payment: "Passerelle de paiement",
    paymentWebhook: "Secret du webhook de paiement",
  },
  asStored,
);
export const { labels: apiKeyLabels, values: apiKeyNames } = apiKey;
export type ApiKeyName = (typeof apiKeyNames)[number];

/** The services' keys, listed first in the tab (the loader's `apiKeys`). */
export const serviceApiKeyNames = [
  "newsletter",
  "maps",
  "payment",
] as const satisfies readonly ApiKeyName[];
/** The card payments' webhook signing secret (Stripe's whsec_…), listed after them. */
export const paymentSecretNames = ["paymentWebhook"] as const satisfies readonly ApiKeyName[];

/** What the tab knows of a stored key: never the key itself, unless it was asked to show it. */
export type ApiKeyState =
  | { name: ApiKeyName; state: "empty" }
  | { name: ApiKeyName; state: "set"; masked: string }
  /** Stored, but it does not open with the current encryption key (changed or lost). */
  | { name: ApiKeyName; state: "unreadable" };

/** The posted intent of a key's « Afficher » button. */
export const REVEAL_INTENT = "reveal-api-key";

export const API_KEY_UNKNOWN = "Clé inconnue.";
export const API_KEY_EMPTY = "Aucune clé enregistrée pour ce service.";
export const API_KEY_UNREADABLE =
  "Cette clé ne peut pas être déchiffrée (la clé de chiffrement du serveur a changé) : saisissez-la de nouveau.";
export const API_KEY_BOTH = "Saisissez une nouvelle clé ou cochez « Effacer », pas les deux.";

/**
 * "••••" and the last 4 characters, so the administrator recognises the key; a key shorter than
 * 12 characters shows no character at all (4 would give away too much of it).
 */
export function maskApiKey(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : "••••";
}

/** A typed key: blank or missing keeps the stored one; otherwise visible characters only. */
const apiKeyValue = z
  .string()
  .trim()
  .max(500, "La clé ne doit pas dépasser 500 caractères.")
  .regex(/^[\x21-\x7E]*$/, "La clé ne doit contenir ni espace ni accent.")
  .optional()
  .transform((value) => value ?? "");

/**
 * The keys typed in the API tab. Whether a key is both typed and ticked « Effacer » (a repeated
 * `clear` field) is the server's to check (api-keys.server.ts).
 */
export const apiKeysForm = z.object({
  newsletter: apiKeyValue,
  maps: apiKeyValue,
  payment: apiKeyValue,
  paymentWebhook: apiKeyValue,
} satisfies Record<ApiKeyName, z.ZodType>);

export function parseApiKeyName(raw: unknown): ApiKeyName | null {
  return typeof raw === "string" && apiKey.is(raw) ? raw : null;
}
