import { inArray } from "drizzle-orm";
import { settings } from "#db/schema";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { jsonObject, jsonRows } from "~/server/json-query.server";
import { defaultSettings, settingsSchemas, type SettingsKey, type SettingsValue } from "./schema";

/**
 * Reads settings keys in one query. A stored value that no longer matches its schema (an older
 * shape) falls back key by key to the defaults rather than breaking the page.
 */
export async function getSettings<K extends SettingsKey>(
  db: Db,
  keys: readonly K[],
): Promise<{ [P in K]: SettingsValue<P> }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys as readonly string[] as string[]));
  return settingsFromRows(rows, keys);
}

/** The stored rows of these keys, as one part of a page's single query (server/json-query). */
export function settingsPart(db: Db, keys: readonly SettingsKey[]) {
  return jsonRows<SettingsRow>(
    db
      .select({ r: jsonObject({ key: settings.key, value: settings.value }).as("r") })
      .from(settings)
      .where(inArray(settings.key, keys as readonly string[] as string[])),
  );
}

interface SettingsRow {
  key: string;
  value: unknown;
}

/** The settings of `keys` from their stored rows, defaults filling what is missing or invalid. */
export function settingsFromRows<K extends SettingsKey>(
  rows: readonly SettingsRow[],
  keys: readonly K[],
): { [P in K]: SettingsValue<P> } {
  const out = {} as { [P in K]: SettingsValue<P> };
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    const parsed = settingsSchemas[key].safeParse({
      ...defaultSettings[key],
      ...(row?.value as object),
    });
    out[key] = (parsed.success ? parsed.data : defaultSettings[key]) as SettingsValue<K>;
  }
  return out;
}

export async function saveSettings<K extends SettingsKey>(
  db: Db,
  key: K,
  value: SettingsValue<K>,
): Promise<void> {
  const parsed = settingsSchemas[key].parse(value);
  // The site's name, address, hours… appear on public pages: their caches are told at commit.
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key, value: parsed })
      .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: new Date() } });
    await publicContentChanged(tx);
  });
}
