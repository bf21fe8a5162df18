/**
 * The API keys of /admin/settings, stored sealed in the settings key "api" (decision 0011). The
 * page only ever gets masked keys; showing one in clear is an explicit, journaled request; the
 * journal records which keys changed, never a value.
 */
import { eq } from "drizzle-orm";
import { settings } from "#db/schema";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { openSecret, sealSecret, SecretBoxError } from "~/server/secret-box.server";
import { formFields, type FieldErrors } from "~/lib/forms/validate";
import { frenchIssue } from "~/lib/forms/messages";
import {
  API_KEY_BOTH,
  API_KEY_UNKNOWN,
  apiKeyNames,
  apiKeysForm,
  maskApiKey,
  parseApiKeyName,
  serviceApiKeyNames,
  type ApiKeyName,
  type ApiKeyState,
} from "./api-keys";
import { defaultSettings, type ApiSettings } from "./schema";
import { getSettings, saveSettings } from "./settings.server";

/** The AES-GCM context of a key: a sealed value copied to another key's slot does not open. */
const context = (name: ApiKeyName) => `settings.api.${name}`;

function open(sealed: string, name: ApiKeyName): string | null {
  try {
    return openSecret(sealed, context(name));
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** What the API tab shows of `names`: each key empty, masked, or unreadable. */
export async function apiKeyStates(
  db: Db,
  names: readonly ApiKeyName[] = serviceApiKeyNames,
): Promise<ApiKeyState[]> {
  const { api } = await getSettings(db, ["api"]);
  return names.map((name): ApiKeyState => {
    if (!api[name]) return { name, state: "empty" };
    const plain = open(api[name], name);
    return plain === null
      ? { name, state: "unreadable" }
      : { name, state: "set", masked: maskApiKey(plain) };
  });
}

/** A key in clear for the server's own calls; null when none is stored or it cannot be read. */
export async function getApiKey(db: Db, name: ApiKeyName): Promise<string | null> {
  const { api } = await getSettings(db, ["api"]);
  return api[name] ? open(api[name], name) : null;
}

export type RevealResult =
  { ok: true; value: string } | { ok: false; reason: "empty" | "unreadable" };

/** One key in clear for the administrator who asked, journaled as "settings.reveal". */
export async function revealApiKey(
  db: Db,
  actorId: number,
  name: ApiKeyName,
): Promise<RevealResult> {
  const { api } = await getSettings(db, ["api"]);
  if (!api[name]) return { ok: false, reason: "empty" };
  const value = open(api[name], name);
  if (value === null) return { ok: false, reason: "unreadable" };
  await audit(db, {
    userId: actorId,
    action: "settings.reveal",
    entity: "settings",
    entityId: "api",
    details: { key: name },
  });
  return { ok: true, value };
}

export interface ApiKeysChange {
  /** New keys typed (an empty or missing key keeps the stored one). */
  values: Partial<Record<ApiKeyName, string>>;
  /** Keys to remove. */
  clear: readonly ApiKeyName[];
}

/**
 * Seals the new keys, removes the cleared ones and keeps the others, with its journal entry
 * (the names of the keys changed and cleared) in the same transaction.
 */
export async function saveApiKeys(db: Db, actorId: number, change: ApiKeysChange): Promise<void> {
  await db.transaction(async (tx) => {
    // Read inside the transaction and lock the row, so two saves never lose each other's keys.
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, "api"))
      .for("update");
    const next: ApiSettings = { ...defaultSettings.api, ...(row?.value as Partial<ApiSettings>) };
    const changed: ApiKeyName[] = [];
    const cleared: ApiKeyName[] = [];
    for (const name of apiKeyNames) {
      const typed = change.values[name];
      if (change.clear.includes(name)) {
        if (next[name]) cleared.push(name);
        next[name] = "";
      } else if (typed) {
        next[name] = sealSecret(typed, context(name));
        changed.push(name);
      }
    }
    await saveSettings(tx, "api", next);
    await audit(tx, {
      userId: actorId,
      action: "settings.update",
      entity: "settings",
      entityId: "api",
      details: { changed, cleared },
    });
  });
}

/**
 * The API tab's form: the keys typed (blank keeps the stored one) and those ticked « Effacer »
 * (`clear`, repeated). Every problem is told at once and nothing is saved; otherwise saved with
 * saveApiKeys.
 */
export async function saveApiKeysForm(
  db: Db,
  actorId: number,
  form: FormData,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors<ApiKeyName> }> {
  const clear = form.getAll("clear").map(parseApiKeyName);
  const typed = formFields(form);
  const errors: FieldErrors<ApiKeyName> = {};
  if (clear.includes(null)) errors.form = API_KEY_UNKNOWN;
  const values: Partial<Record<ApiKeyName, string>> = {};
  for (const name of apiKeyNames) {
    const parsed = apiKeysForm.shape[name].safeParse(typed[name], { error: frenchIssue });
    if (!parsed.success) errors[name] = parsed.error.issues[0].message;
    else if (parsed.data && clear.includes(name)) errors[name] = API_KEY_BOTH;
    else values[name] = parsed.data;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  await saveApiKeys(db, actorId, {
    values,
    clear: clear.filter((name): name is ApiKeyName => name !== null),
  });
  return { ok: true };
}
