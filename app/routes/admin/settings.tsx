/**
 * /admin/settings — the site settings (administrateur only), one tab per settings key: Général
 * (name, contact details, social links, map; read by the public header and footer) and
 * Notifications, Dons (the Interac e-mail and what official receipts print), Sécurité (the
 * signed-in person's own password and open sessions) and API (the
 * third-party service keys, stored encrypted and shown masked: decision 0011). The tab
 * shown comes from `?onglet=`, so the tabs are plain links and everything works without
 * JavaScript. The tab forms are in components/admin/settings. Values are validated by the schemas of domain/settings.
 */
import { data } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { FormAlert } from "~/components/ui/field";
import type { AdminHandle } from "~/domain/admin/handle";
import {
  API_KEY_BOTH,
  API_KEY_EMPTY,
  API_KEY_UNKNOWN,
  API_KEY_UNREADABLE,
  apiKeyNames,
  apiKeyValueSchema,
  parseApiKeyName,
  type ApiKeyName,
} from "~/domain/settings/api-keys";
import { apiKeyStates, revealApiKey, saveApiKeys } from "~/domain/settings/api-keys.server";
import {
  donationSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
} from "~/domain/settings/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { ownSecurityAction } from "~/domain/users/own-security-actions.server";
import { setTwoStepRequired } from "~/domain/users/two-step.server";
import { listOwnSessions } from "~/domain/users/users.server";
import { audit } from "~/server/audit.server";
import { requireUser } from "~/domain/users/access.server";
import { currentSessionId } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { ApiForm } from "~/components/admin/settings/api-form";
import { DonationForm } from "~/components/admin/settings/donation-form";
import { GeneralForm } from "~/components/admin/settings/general-form";
import { NotificationsForm } from "~/components/admin/settings/notifications-form";
import { SecurityTab } from "~/components/admin/settings/security-tab";
import { TwoStepPolicyForm } from "~/components/admin/settings/two-step-policy-form";
import {
  DONATION_ORDER,
  GENERAL_ORDER,
  type DonationField,
  type DonationValues,
  type GeneralField,
  type GeneralValues,
  type NotificationField,
  type NotificationValues,
} from "~/components/admin/settings/types";
import { firstErrors } from "~/lib/forms/validate";
import type { Route } from "./+types/settings";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "settings" };

const PATH = "/admin/settings";
const TABS = [
  { id: "general", label: "Général" },
  { id: "notifications", label: "Notifications" },
  { id: "dons", label: "Dons" },
  { id: "securite", label: "Sécurité" },
  { id: "api", label: "API" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const SAVED_TITLE = "Paramètres mis à jour";
const SAVED_DESCRIPTION: Record<Tab, string> = {
  general: "Les paramètres généraux ont été mis à jour avec succès.",
  notifications: "Les paramètres de notification ont été mis à jour avec succès.",
  dons: "Les paramètres des dons ont été mis à jour avec succès.",
  securite: "Les paramètres de sécurité ont été mis à jour avec succès.",
  api: "Les paramètres API ont été mis à jour avec succès.",
};
const TAB_TITLES: Record<Tab, string> = {
  general: "Paramètres généraux",
  notifications: "Paramètres de notification",
  dons: "Dons et reçus officiels",
  securite: "Sécurité du compte",
  api: "Clés API",
};

function isTab(value: unknown): value is Tab {
  return TABS.some((tab) => tab.id === value);
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  const onglet = visibleUrl(request).searchParams.get("onglet");
  const tab: Tab = isTab(onglet) ? onglet : "general";
  const db = await getDb();
  const { general, notifications, donation, security } = await getSettings(db, [
    "general",
    "notifications",
    "donation",
    "security",
  ]);
  // The Sécurité tab is about the signed-in person's own account only.
  const sessions =
    tab === "securite" ? await listOwnSessions(db, me.id, currentSessionId(request)) : [];
  const requireTwoStep = tab === "securite" ? security.requireTwoStep : false;
  // Masked keys only (decided on the server): the page never carries a stored key in clear.
  const apiKeys = tab === "api" ? await apiKeyStates(db) : [];
  return {
    tab,
    general,
    notifications,
    donation,
    sessions: sessions.map((s) => ({ ...s, lastSeenAt: s.lastSeenAt.toISOString() })),
    requireTwoStep,
    apiKeys,
  };
}

/** The names of the fields whose value differs (never the values: they go to the journal). */
function changedFields<T extends object>(before: T, after: T): string[] {
  return (Object.keys(after) as (keyof T)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(String);
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = form.get("intent");
  const db = await getDb();

  if (intent === "general") {
    const values = Object.fromEntries(
      GENERAL_ORDER.map((field) => [field, text(field)]),
    ) as GeneralValues;
    const parsed = generalSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const errors = firstErrors<GeneralField>(parsed.error.issues);
      return data({ intent, general: { errors, values } }, 400);
    }
    const { general: before } = await getSettings(db, ["general"]);
    await saveSettings(db, "general", parsed.data);
    await audit(db, {
      userId: me.id,
      action: "settings.update",
      entity: "settings",
      entityId: "general",
      details: { fields: changedFields(before, parsed.data) },
    });
    return redirectWithToast(`${PATH}?onglet=general`, {
      title: SAVED_TITLE,
      description: SAVED_DESCRIPTION.general,
    });
  }

  if (intent === "dons") {
    const values = Object.fromEntries(
      DONATION_ORDER.map((field) => [field, text(field)]),
    ) as DonationValues;
    const parsed = donationSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const errors = firstErrors<DonationField>(parsed.error.issues);
      return data({ intent, dons: { errors, values } }, 400);
    }
    const { donation: before } = await getSettings(db, ["donation"]);
    await db.transaction(async (tx) => {
      await saveSettings(tx, "donation", parsed.data);
      await audit(tx, {
        userId: me.id,
        action: "settings.update",
        entity: "settings",
        entityId: "donation",
        details: { fields: changedFields(before, parsed.data) },
      });
    });
    return redirectWithToast(`${PATH}?onglet=dons`, {
      title: SAVED_TITLE,
      description: SAVED_DESCRIPTION.dons,
    });
  }

  if (intent === "notifications") {
    const values: NotificationValues = {
      emailNotifications: form.has("emailNotifications"),
      marketingEmails: form.has("marketingEmails"),
      accountUpdates: form.has("accountUpdates"),
      notificationEmail: text("notificationEmail").trim(),
    };
    const parsed = notificationSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const errors = firstErrors<NotificationField>(parsed.error.issues);
      return data({ intent, notifications: { errors, values } }, 400);
    }
    const { notifications: before } = await getSettings(db, ["notifications"]);
    await saveSettings(db, "notifications", parsed.data);
    await audit(db, {
      userId: me.id,
      action: "settings.update",
      entity: "settings",
      entityId: "notifications",
      details: { fields: changedFields(before, parsed.data) },
    });
    return redirectWithToast(`${PATH}?onglet=notifications`, {
      title: SAVED_TITLE,
      description: SAVED_DESCRIPTION.notifications,
    });
  }

  if (intent === "api") {
    const clear = form.getAll("clear").map(parseApiKeyName);
    const errors: Partial<Record<ApiKeyName | "form", string>> = {};
    if (clear.includes(null)) errors.form = API_KEY_UNKNOWN;
    const values: Partial<Record<ApiKeyName, string>> = {};
    for (const name of apiKeyNames) {
      const parsed = apiKeyValueSchema.safeParse(text(name));
      if (!parsed.success) errors[name] = parsed.error.issues[0].message;
      else if (parsed.data && clear.includes(name)) errors[name] = API_KEY_BOTH;
      else values[name] = parsed.data;
    }
    // The typed keys never come back to the page.
    if (Object.keys(errors).length > 0) return data({ intent, api: { errors } }, 400);
    await saveApiKeys(db, me.id, {
      values,
      clear: clear.filter((name): name is ApiKeyName => name !== null),
    });
    return redirectWithToast(`${PATH}?onglet=api`, {
      title: SAVED_TITLE,
      description: SAVED_DESCRIPTION.api,
    });
  }

  if (intent === "reveal-api-key") {
    const name = parseApiKeyName(form.get("name"));
    if (!name)
      return data({ intent: "api" as const, api: { errors: { form: API_KEY_UNKNOWN } } }, 400);
    const result = await revealApiKey(db, me.id, name);
    // Never cached anywhere: the answer carries a key in clear.
    const headers = { "Cache-Control": "no-store" };
    if (!result.ok) {
      const error = result.reason === "empty" ? API_KEY_EMPTY : API_KEY_UNREADABLE;
      return data(
        { intent: "api" as const, revealed: { name, error } },
        { status: result.reason === "empty" ? 404 : 409, headers },
      );
    }
    return data({ intent: "api" as const, revealed: { name, value: result.value } }, { headers });
  }

  if (intent === "two-step-policy") {
    // Journaled by setTwoStepRequired; from now on requireUser holds back the roles it names.
    await setTwoStepRequired(db, me.id, form.has("requireTwoStep"));
    return redirectWithToast(`${PATH}?onglet=securite`, {
      title: SAVED_TITLE,
      description: SAVED_DESCRIPTION.securite,
    });
  }

  // The signed-in person's own password and sessions: the same code as Mon compte.
  const own = await ownSecurityAction(db, me, request, form, {
    path: `${PATH}?onglet=securite`,
    passwordSaved: { title: SAVED_TITLE, description: SAVED_DESCRIPTION.securite },
  });
  if (own) return own;

  return data({ intent: null, unknown: "Action inconnue." }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "Paramètres — Administration" }];

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const security = actionData && "security" in actionData ? actionData.security : undefined;
  const refused = security
    ? "securite"
    : actionData && isTab(actionData.intent)
      ? actionData.intent
      : undefined;
  const tab = refused ?? loaderData.tab;
  const general = actionData && "general" in actionData ? actionData.general : undefined;
  const notifications =
    actionData && "notifications" in actionData ? actionData.notifications : undefined;
  const unknown = actionData && "unknown" in actionData ? actionData.unknown : undefined;
  const api = actionData && "api" in actionData ? actionData.api : undefined;
  const dons = actionData && "dons" in actionData ? actionData.dons : undefined;
  const revealed = actionData && "revealed" in actionData ? actionData.revealed : undefined;
  return (
    <>
      <AdminPageHeader title="Paramètres" subtitle="Gérez les paramètres du site" />
      <AdminTabs
        label="Onglets des paramètres"
        current={tab}
        tabs={TABS.map((t) => ({ ...t, href: `?onglet=${t.id}` }))}
      />
      <FormAlert message={unknown} />
      <section
        aria-labelledby="onglet-parametres"
        className="max-w-3xl rounded-xl border border-border bg-card p-6 shadow-sm"
      >
        <h2 id="onglet-parametres" className="mb-4 text-lg font-semibold text-primary">
          {TAB_TITLES[tab]}
        </h2>
        {tab === "general" ? (
          <GeneralForm saved={loaderData.general} refused={general} />
        ) : tab === "notifications" ? (
          <NotificationsForm saved={loaderData.notifications} refused={notifications} />
        ) : tab === "dons" ? (
          <DonationForm saved={loaderData.donation} refused={dons} />
        ) : tab === "api" ? (
          <ApiForm keys={loaderData.apiKeys} errors={api?.errors} revealed={revealed} />
        ) : (
          <SecurityTab
            action="?onglet=securite"
            before={<TwoStepPolicyForm required={loaderData.requireTwoStep} />}
            sessions={loaderData.sessions}
            errors={security && "errors" in security ? security.errors : undefined}
            sessionError={
              security && "sessionError" in security ? security.sessionError : undefined
            }
          />
        )}
      </section>
    </>
  );
}
