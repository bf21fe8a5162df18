/**
 * The actions of Paramètres (/admin/settings, administrateur only) on a posted form, one per tab:
 * Général, Notifications and Dons (checked by their schemas in forms.ts, saved with a journal
 * entry naming the changed fields, never their values), API (keys sealed, one shown in clear on
 * request: api-keys.server.ts), the two-step requirement of Sécurité and Confidentialité (person
 * in charge of personal information and retention periods, decision 0033). The signed-in person's
 * own password and sessions are the shared own-security actions. Each change leads back to its
 * tab with the same toast; a refusal is the site's one `{ refused }` answer. Route glue
 * (decision 0041): the rules and their saving are domain/settings'.
 */
import { data } from "react-router";
import type { ZodType } from "zod";
import type { RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import { setTwoStepRequired } from "~/domain/users/two-step.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import {
  API_KEY_EMPTY,
  API_KEY_UNKNOWN,
  API_KEY_UNREADABLE,
  parseApiKeyName,
  REVEAL_INTENT,
} from "~/domain/settings/api-keys";
import { revealApiKey, saveApiKeysForm } from "~/domain/settings/api-keys.server";
import {
  donationForm,
  generalForm,
  notificationsForm,
  prayerForm,
  privacyForm,
  shopForm,
  type SettingsTab,
} from "~/domain/settings/forms";
import type { SettingsKey, SettingsValue } from "~/domain/settings/schema";
import { settingsIntent } from "~/routes/admin/+shared/settings-intent.server";
import { adminPath } from "~/domain/admin/screens";

export const SETTINGS_PATH = adminPath("settings");

export const SETTINGS_SAVED = "Paramètres mis à jour";
export const SAVED_DESCRIPTION: Record<SettingsTab, string> = {
  general: "Les paramètres généraux ont été mis à jour avec succès.",
  notifications: "Les paramètres de notification ont été mis à jour avec succès.",
  dons: "Les paramètres des dons ont été mis à jour avec succès.",
  priere: "Les paramètres des horaires de prière ont été mis à jour avec succès.",
  securite: "Les paramètres de sécurité ont été mis à jour avec succès.",
  api: "Les paramètres API ont été mis à jour avec succès.",
  confidentialite: "Les paramètres de confidentialité ont été mis à jour avec succès.",
  boutique: "Les paramètres de la boutique ont été mis à jour avec succès.",
};

// An answer carrying a key in clear is never kept by a cache.
const NO_STORE = { "Cache-Control": "no-store" };

/** Back to `tab` with the toast of a saved change. */
function saved(tab: SettingsTab) {
  return redirectWithToast(`${SETTINGS_PATH}?onglet=${tab}`, {
    title: SETTINGS_SAVED,
    description: SAVED_DESCRIPTION[tab],
  });
}

/** A tab that saves one settings key from its form, journaled with the fields it changed. */
function settingsForm<K extends SettingsKey>(
  key: K,
  tab: SettingsTab,
  schema: ZodType<SettingsValue<K>>,
): IntentHandler {
  return settingsIntent(key, schema, () => saved(tab));
}

/** One API key in clear, for the administrator who asked (journaled by revealApiKey). */
export type RevealAnswer = ReturnType<typeof revealed>;

const revealKey: IntentHandler<RevealAnswer> = async ({ db, me, form, intent }) => {
  const name = parseApiKeyName(form.get("name"));
  if (!name) return refuseForm("api", { form: API_KEY_UNKNOWN }, {});
  const result = await revealApiKey(db, me.id, name);
  if (result.ok) return revealed(name, result.value);
  const empty = result.reason === "empty";
  const error = empty ? API_KEY_EMPTY : API_KEY_UNREADABLE;
  return refuseForm(intent, { form: error }, { name }, empty ? 404 : 409, { headers: NO_STORE });
};

function revealed(name: string, value: string) {
  return data({ intent: "api" as const, revealed: { name, value } }, { headers: NO_STORE });
}

/** Paramètres' own intents, by the value of the posted `intent`. */
export const settingsIntents: Record<string, IntentHandler<RevealAnswer>> = {
  general: settingsForm("general", "general", generalForm),
  notifications: settingsForm("notifications", "notifications", notificationsForm),
  dons: settingsForm("donation", "dons", donationForm),
  priere: settingsForm("prayer", "priere", prayerForm),
  confidentialite: settingsForm("privacy", "confidentialite", privacyForm),
  boutique: settingsForm("shop", "boutique", shopForm),
  // The typed keys never come back to the page.
  api: async ({ db, me, form, intent }) => {
    const result = await saveApiKeysForm(db, me.id, form);
    return result.ok ? saved("api") : refuseForm(intent, result.errors, {});
  },
  [REVEAL_INTENT]: revealKey,
  // Journaled by setTwoStepRequired; from now on requireUser holds back the roles it names.
  "two-step-policy": async ({ db, me, form }) => {
    await setTwoStepRequired(db, me.id, form.has("requireTwoStep"));
    return saved("securite");
  },
};
