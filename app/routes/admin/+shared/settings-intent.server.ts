/**
 * A form that saves one settings key (Paramètres' tabs, Fonds › Zakat): parsed by its schema,
 * saved with a journal entry naming the fields it changed (never their values), then `answer`
 * (back to its tab with a toast). A refusal is the site's one `{ refused }` answer.
 */
import type { ZodType } from "zod";
import type { RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import type { SettingsKey, SettingsValue } from "~/domain/settings/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { validateForm } from "~/lib/forms/validate";
import { audit } from "~/server/audit.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

/** The names of the fields whose value differs (never the values: they go to the journal). */
function changedFields<T extends object>(before: T, after: T): string[] {
  return (Object.keys(after) as (keyof T)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(String);
}

export function settingsIntent<K extends SettingsKey>(
  key: K,
  schema: ZodType<SettingsValue<K>>,
  answer: () => Response,
): IntentHandler {
  return async ({ db, me, form, intent }) => {
    const parsed = validateForm(schema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    await db.transaction(async (tx) => {
      const before = (await getSettings(tx, [key]))[key];
      await saveSettings(tx, key, parsed.data);
      await audit(tx, {
        userId: me.id,
        action: "settings.update",
        entity: "settings",
        entityId: key,
        details: { fields: changedFields(before, parsed.data) },
      });
    });
    return answer();
  };
}
