/**
 * /admin/settings — the site settings (administrateur only), one tab per settings key: Général
 * (name, contact details, social links, map; read by the public header and footer) and
 * Notifications, and Sécurité (the signed-in person's own password and open sessions). The tab
 * shown comes from `?onglet=`, so the tabs are plain links and everything works without
 * JavaScript. The tab forms are in components/admin/settings. Values are validated by the schemas of domain/settings.
 */
import { data, Link, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { FormAlert } from "~/components/ui/field";
import type { AdminHandle } from "~/domain/admin/handle";
import { generalSettingsSchema, notificationSettingsSchema } from "~/domain/settings/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { PASSWORD_FIELDS, type PasswordField } from "~/domain/users/password-rules";
import {
  changeOwnPassword,
  listOwnSessions,
  revokeOwnSession,
  SESSION_NOT_FOUND,
} from "~/domain/users/users.server";
import { cn } from "~/lib/utils";
import { audit } from "~/server/audit.server";
import { clearSessionCookie, currentSessionId, requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { GeneralForm } from "~/components/admin/settings/general-form";
import { NotificationsForm } from "~/components/admin/settings/notifications-form";
import { SecurityTab } from "~/components/admin/settings/security-tab";
import {
  GENERAL_ORDER,
  type GeneralField,
  type GeneralValues,
  type NotificationField,
  type NotificationValues,
} from "~/components/admin/settings/types";
import { firstErrors } from "~/lib/form-errors";
import type { Route } from "./+types/settings";

export const handle: AdminHandle = { area: "settings" };

const PATH = "/admin/settings";
const TABS = [
  { id: "general", label: "Général" },
  { id: "notifications", label: "Notifications" },
  { id: "securite", label: "Sécurité" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const SAVED_TITLE = "Paramètres mis à jour";
const SAVED_DESCRIPTION: Record<Tab, string> = {
  general: "Les paramètres généraux ont été mis à jour avec succès.",
  notifications: "Les paramètres de notification ont été mis à jour avec succès.",
  securite: "Les paramètres de sécurité ont été mis à jour avec succès.",
};
const TAB_TITLES: Record<Tab, string> = {
  general: "Paramètres généraux",
  notifications: "Paramètres de notification",
  securite: "Sécurité du compte",
};
const SESSION_REVOKED = "Session déconnectée";

function isTab(value: unknown): value is Tab {
  return TABS.some((tab) => tab.id === value);
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  const onglet = new URL(request.url).searchParams.get("onglet");
  const tab: Tab = isTab(onglet) ? onglet : "general";
  const db = await getDb();
  const { general, notifications } = await getSettings(db, ["general", "notifications"]);
  // The Sécurité tab is about the signed-in person's own account only.
  const sessions =
    tab === "securite" ? await listOwnSessions(db, me.id, currentSessionId(request)) : [];
  return {
    tab,
    general,
    notifications,
    sessions: sessions.map((s) => ({ ...s, lastSeenAt: s.lastSeenAt.toISOString() })),
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
  const form = await request.formData();
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

  if (intent === "password") {
    const input = Object.fromEntries(
      PASSWORD_FIELDS.map((field) => [field, text(field)]),
    ) as Record<PasswordField, string>;
    const result = await changeOwnPassword(db, me.id, currentSessionId(request), input);
    // The typed passwords never come back to the page.
    if (!result.ok) {
      return data({ intent, security: { errors: result.errors } }, result.status);
    }
    return redirectWithToast(`${PATH}?onglet=securite`, {
      title: SAVED_TITLE,
      description: SAVED_DESCRIPTION.securite,
    });
  }

  if (intent === "revoke-session") {
    const revoked = await revokeOwnSession(db, me.id, text("sessionId"), currentSessionId(request));
    if (!revoked) {
      return data({ intent, security: { sessionError: SESSION_NOT_FOUND } }, 404);
    }
    // Closing this very session signs out.
    if (revoked.current) {
      return redirect("/connexion", { headers: { "Set-Cookie": clearSessionCookie() } });
    }
    return redirectWithToast(`${PATH}?onglet=securite`, { title: SESSION_REVOKED });
  }

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
  return (
    <>
      <AdminPageHeader title="Paramètres" subtitle="Gérez les paramètres du site" />
      <nav aria-label="Onglets des paramètres" className="mb-6">
        <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-1">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={`?onglet=${t.id}`}
                aria-current={t.id === tab ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                  t.id === tab && "bg-white text-primary shadow-sm hover:text-primary",
                )}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
        ) : (
          <SecurityTab
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
