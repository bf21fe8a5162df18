/**
 * /admin/settings — the site settings (administrateur only), one tab per settings key: Général
 * (name, contact details, social links, map; read by the public header and footer),
 * Notifications, Dons (the Interac e-mail and what official receipts print), Prière (method and
 * Asr school of the prayer times), Confidentialité (Law 25: the person in charge of personal
 * information and the retention periods, decision 0033), Boutique (the pick-up delay of orders paid
 * on the spot), Sécurité (the two-step requirement, and the signed-in person's
 * own password and open sessions) and API (the third-party service keys, stored encrypted and
 * shown masked: decision 0011). The tab shown comes from `?onglet=`, so the tabs are plain links
 * and everything works without JavaScript.
 * One file per tab here; their actions and schemas are in domain/settings.
 */
import type { ZodType } from "zod";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { ScreenTabs } from "~/components/admin/admin-tabs";
import { SecurityTab } from "~/components/admin/settings/security-tab";
import { SettingsForm, type FieldGroup } from "~/components/admin/settings/settings-form";
import { FormAlert } from "~/components/ui/field";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { intentAction } from "~/routes/admin/+shared/intents.server";
import { REVEAL_INTENT } from "~/domain/settings/api-keys";
import { apiKeyStates } from "~/domain/settings/api-keys.server";
import { paymentSecretNames } from "~/domain/settings/api-keys";
import { settingsTab, type SettingsTab } from "~/domain/settings/forms";
import {
  SAVED_DESCRIPTION,
  SETTINGS_PATH,
  SETTINGS_SAVED,
  settingsIntents,
  type RevealAnswer,
} from "./settings.server";
import { getSettings } from "~/domain/settings/settings.server";
import {
  ownSecurityIntents,
  ownSessionItems,
  type RecoveryCodesAnswer,
} from "~/routes/+shared/own-security.server";
import { OWN_SECURITY_INTENTS } from "~/domain/users/own-security-schema";
import { refusalFor, type FormRefusal } from "~/lib/forms/refusal";
import { currentSessionId } from "~/server/auth/session.server";
import { ApiTab } from "~/components/admin/settings/api-tab";
import { donationsTab } from "~/components/admin/settings/donations-tab";
import { generalTab } from "~/components/admin/settings/general-tab";
import { prayerTab } from "~/components/admin/settings/prayer-tab";
import { privacyTab } from "~/components/admin/settings/privacy-tab";
import { shopTab } from "~/components/admin/settings/shop-tab";
import { NotificationsTab } from "~/components/admin/settings/notifications-tab";
import { TwoStepPolicy } from "~/components/admin/settings/two-step-policy";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const { me, params, db } = await openScreen(request, "settings");
  const tab = settingsTab(params.get("onglet"));
  const { general, notifications, donation, security, prayer, privacy, shop } = await getSettings(
    db,
    ["general", "notifications", "donation", "security", "prayer", "privacy", "shop"],
  );
  // The Sécurité tab is about the signed-in person's own account only.
  const securite = tab === "securite";
  return {
    tab,
    general,
    notifications,
    donation,
    prayer,
    privacy,
    shop,
    sessions: securite ? await ownSessionItems(db, me.id, currentSessionId(request)) : [],
    requireTwoStep: securite ? security.requireTwoStep : false,
    // Masked keys only (decided on the server): the page never carries a stored key in clear.
    apiKeys: tab === "api" ? await apiKeyStates(db) : [],
    // Card payments' webhook secret, shown after the services' keys.
    paymentKeys: tab === "api" ? await apiKeyStates(db, paymentSecretNames) : [],
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The signed-in person's own password and sessions: the same actions as Mon compte.
  const own = ownSecurityIntents({
    path: `${SETTINGS_PATH}?onglet=securite`,
    passwordSaved: { title: SETTINGS_SAVED, description: SAVED_DESCRIPTION.securite },
    sessionId: currentSessionId(request),
  });
  return intentAction<RevealAnswer | RecoveryCodesAnswer>(
    { area: "settings", path: SETTINGS_PATH },
    request,
    {
      ...settingsIntents,
      ...own,
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Paramètres — Administration" }];

const TABS: Record<SettingsTab, { label: string; title: string }> = {
  general: { label: "Général", title: "Paramètres généraux" },
  notifications: { label: "Notifications", title: "Paramètres de notification" },
  dons: { label: "Dons", title: "Dons et reçus officiels" },
  priere: { label: "Prière", title: "Horaires de prière" },
  securite: { label: "Sécurité", title: "Sécurité du compte" },
  api: { label: "API", title: "Clés API" },
  confidentialite: {
    label: "Confidentialité",
    title: "Protection des renseignements personnels",
  },
  boutique: { label: "Boutique", title: "Boutique" },
};

/** The intents whose refusal a tab's own form shows; any other is told above the tabs. */
const TAB_INTENTS = new Set([
  "general",
  "notifications",
  "dons",
  "priere",
  "api",
  "confidentialite",
  "boutique",
  REVEAL_INTENT,
]);
const shownInTab = (intent: string) => TAB_INTENTS.has(intent) || OWN_SECURITY_INTENTS.has(intent);

type SettingsData = Route.ComponentProps["loaderData"];
type Answer = { refused?: FormRefusal } | undefined;

/** A tab that SettingsForm draws whole: its form, fed the settings key it saves. */
function formTab<F extends string>(
  form: { tab: string; schema: ZodType; groups: readonly FieldGroup<F>[] },
  saved: "general" | "donation" | "prayer" | "privacy" | "shop",
) {
  return (data: SettingsData, answer: Answer) => (
    <SettingsForm {...form} saved={data[saved]} refused={refusalFor<F>(answer, form.tab)} />
  );
}

const FORM_TABS: Partial<Record<SettingsTab, ReturnType<typeof formTab>>> = {
  general: formTab(generalTab, "general"),
  dons: formTab(donationsTab, "donation"),
  priere: formTab(prayerTab, "prayer"),
  confidentialite: formTab(privacyTab, "privacy"),
  boutique: formTab(shopTab, "shop"),
};

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { tab } = loaderData;
  const answer = actionData && "refused" in actionData ? actionData : undefined;
  const unknown =
    answer && !shownInTab(answer.refused.intent) ? answer.refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader title="Paramètres" subtitle="Gérez les paramètres du site" />
      <ScreenTabs
        label="Onglets des paramètres"
        current={tab}
        tabs={Object.entries(TABS).map(([id, { label }]) => ({ id, label }))}
      />
      <FormAlert message={unknown} />
      <AdminPanel id="onglet-parametres" title={TABS[tab].title} className="max-w-3xl">
        {FORM_TABS[tab] ? (
          FORM_TABS[tab](loaderData, answer)
        ) : tab === "notifications" ? (
          <NotificationsTab
            saved={loaderData.notifications}
            refused={refusalFor(answer, "notifications")}
          />
        ) : tab === "api" ? (
          <ApiTab
            keys={[...loaderData.apiKeys, ...loaderData.paymentKeys]}
            refused={answer?.refused}
            revealed={actionData && "revealed" in actionData ? actionData.revealed : undefined}
          />
        ) : (
          <SecurityTab
            action="?onglet=securite"
            before={<TwoStepPolicy required={loaderData.requireTwoStep} />}
            sessions={loaderData.sessions}
            answer={answer}
          />
        )}
      </AdminPanel>
    </>
  );
}
