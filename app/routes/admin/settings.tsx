/**
 * /admin/settings — the site settings (administrateur only), one tab per settings key: Général
 * (name, contact details, social links, map; read by the public header and footer) and
 * Notifications, and Sécurité (the signed-in person's own password and open sessions). The tab shown comes from `?onglet=`, so the tabs are plain links and everything
 * works without JavaScript. Values are validated by the schemas of domain/settings.
 */
import * as React from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import {
  generalSettingsSchema,
  notificationSettingsSchema,
  type GeneralSettings,
  type NotificationSettings,
} from "~/domain/settings/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_FIELDS,
  PASSWORD_HINT,
  type PasswordField,
} from "~/domain/users/password-rules";
import {
  changeOwnPassword,
  listOwnSessions,
  revokeOwnSession,
  SESSION_NOT_FOUND,
} from "~/domain/users/users.server";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import { audit } from "~/server/audit.server";
import { clearSessionCookie, currentSessionId, requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
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

type GeneralField = keyof GeneralSettings;
type NotificationField = keyof NotificationSettings;
type GeneralValues = Record<GeneralField, string>;
type NotificationValues = Omit<NotificationSettings, "notificationEmail"> & {
  notificationEmail: string;
};

const GENERAL_ORDER: GeneralField[] = [
  "siteName",
  "shortName",
  "tagline",
  "siteDescription",
  "contactEmail",
  "contactPhone",
  "address",
  "facebook",
  "twitter",
  "instagram",
  "youtube",
  "mapLatitude",
  "mapLongitude",
];
const NOTIFICATION_ORDER: NotificationField[] = [
  "emailNotifications",
  "marketingEmails",
  "accountUpdates",
  "notificationEmail",
];

type Errors<F extends string> = Partial<Record<F | "form", string>>;

function firstErrors<F extends string>(
  issues: { path: PropertyKey[]; message: string }[],
): Errors<F> {
  const errors: Errors<F> = {};
  for (const issue of issues) {
    const key = (issue.path[0] as F | undefined) ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
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

function useSubmitting() {
  return useNavigation().state === "submitting";
}

function GeneralForm({
  saved,
  refused,
}: {
  saved: GeneralSettings;
  refused?: { errors: Errors<GeneralField>; values: GeneralValues };
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submitting = useSubmitting();
  const errors = refused?.errors;
  useFocusFirstError(formRef, errors, GENERAL_ORDER);
  const values: GeneralValues =
    refused?.values ??
    (Object.fromEntries(
      GENERAL_ORDER.map((field) => [field, String(saved[field])]),
    ) as GeneralValues);

  const text = (
    field: GeneralField,
    label: string,
    props: React.ComponentProps<"input"> = {},
  ): React.ReactNode => (
    <Field id={`parametres-${field}`} label={label} error={errors?.[field]}>
      {(control) => <Input {...control} name={field} defaultValue={values[field]} {...props} />}
    </Field>
  );

  return (
    <Form
      ref={formRef}
      method="post"
      action="?onglet=general"
      className="grid gap-5"
      key={refused ? JSON.stringify(refused.values) : "enregistré"}
    >
      <FormAlert message={errors?.form} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text("siteName", "Nom du site", { required: true, minLength: 3, maxLength: 200 })}
        {text("shortName", "Nom abrégé", { required: true, minLength: 2, maxLength: 50 })}
      </div>
      {text("tagline", "Slogan", { maxLength: 300 })}
      <Field
        id="parametres-siteDescription"
        label="Description du site"
        error={errors?.siteDescription}
      >
        {(control) => (
          <Textarea
            {...control}
            name="siteDescription"
            rows={4}
            maxLength={2000}
            defaultValue={values.siteDescription}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("contactEmail", "Courriel de contact", {
          type: "email",
          required: true,
          maxLength: 254,
          autoComplete: "off",
        })}
        {text("contactPhone", "Téléphone de contact", {
          type: "tel",
          maxLength: 50,
          autoComplete: "off",
        })}
      </div>
      {text("address", "Adresse", { maxLength: 300, autoComplete: "off" })}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Réseaux sociaux</legend>
        {text("facebook", "Facebook", { type: "url", maxLength: 500 })}
        {text("twitter", "Twitter", { type: "url", maxLength: 500 })}
        {text("instagram", "Instagram", { type: "url", maxLength: 500 })}
        {text("youtube", "YouTube", { type: "url", maxLength: 500 })}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Carte de la page Contact</legend>
        {text("mapLatitude", "Latitude", {
          type: "number",
          step: "any",
          min: -90,
          max: 90,
          required: true,
        })}
        {text("mapLongitude", "Longitude", {
          type: "number",
          step: "any",
          min: -180,
          max: 180,
          required: true,
        })}
      </fieldset>
      <Button
        type="submit"
        name="intent"
        value="general"
        disabled={submitting}
        className="justify-self-start"
      >
        Enregistrer
      </Button>
    </Form>
  );
}

const switchClasses =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-input bg-white transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-input before:transition-transform checked:before:translate-x-5 checked:before:bg-white";

const SWITCHES: {
  field: Exclude<NotificationField, "notificationEmail">;
  label: string;
  hint: string;
}[] = [
  {
    field: "emailNotifications",
    label: "Notifications par courriel",
    hint: "Recevoir un courriel pour les nouvelles demandes et les nouveaux dons.",
  },
  {
    field: "marketingEmails",
    label: "Courriels marketing",
    hint: "Recevoir les nouvelles et les campagnes de la fondation.",
  },
  {
    field: "accountUpdates",
    label: "Mises à jour du compte",
    hint: "Recevoir un courriel lors des changements importants du compte.",
  },
];

function NotificationsForm({
  saved,
  refused,
}: {
  saved: NotificationSettings;
  refused?: { errors: Errors<NotificationField>; values: NotificationValues };
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submitting = useSubmitting();
  const errors = refused?.errors;
  useFocusFirstError(formRef, errors, NOTIFICATION_ORDER);
  const values: NotificationValues = refused?.values ?? saved;
  return (
    <Form
      ref={formRef}
      method="post"
      action="?onglet=notifications"
      className="grid gap-5"
      key={refused ? JSON.stringify(refused.values) : "enregistré"}
    >
      <FormAlert message={errors?.form} />
      <ul className="grid gap-4">
        {SWITCHES.map(({ field, label, hint }) => (
          <li key={field} className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <label htmlFor={`parametres-${field}`} className="text-sm font-medium">
                {label}
              </label>
              <p id={`parametres-${field}-aide`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
            <input
              id={`parametres-${field}`}
              type="checkbox"
              name={field}
              defaultChecked={values[field]}
              aria-describedby={`parametres-${field}-aide`}
              className={switchClasses}
            />
          </li>
        ))}
      </ul>
      <Field
        id="parametres-notificationEmail"
        label="Courriel de notification"
        error={errors?.notificationEmail}
      >
        {(control) => (
          <Input
            {...control}
            name="notificationEmail"
            type="email"
            maxLength={254}
            autoComplete="off"
            defaultValue={values.notificationEmail}
          />
        )}
      </Field>
      <Button
        type="submit"
        name="intent"
        value="notifications"
        disabled={submitting}
        className="justify-self-start"
      >
        Enregistrer
      </Button>
    </Form>
  );
}

type SessionItem = {
  id: string;
  device: string;
  ip: string | null;
  lastSeenAt: string;
  current: boolean;
};

function SecurityTab({
  sessions,
  errors,
  sessionError,
}: {
  sessions: SessionItem[];
  errors?: Partial<Record<PasswordField | "form", string>>;
  sessionError?: string;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submitting = useSubmitting();
  useFocusFirstError(formRef, errors, PASSWORD_FIELDS, "currentPassword");
  // A new form after every submission: typed passwords never stay in the fields.
  const { key } = useLocation();

  const password = (
    field: PasswordField,
    label: string,
    autoComplete: "current-password" | "new-password",
    hint?: string,
  ): React.ReactNode => (
    <Field id={`parametres-${field}`} label={label} error={errors?.[field]}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={
              [control["aria-describedby"], hint ? `parametres-${field}-aide` : undefined]
                .filter(Boolean)
                .join(" ") || undefined
            }
            name={field}
            type="password"
            required
            minLength={field === "currentPassword" ? undefined : MIN_PASSWORD_LENGTH}
            maxLength={1000}
            autoComplete={autoComplete}
          />
          {hint ? (
            <p id={`parametres-${field}-aide`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );

  return (
    <div className="grid gap-8">
      <Form
        ref={formRef}
        method="post"
        action="?onglet=securite"
        className="grid gap-5"
        key={key}
        aria-labelledby="titre-mot-de-passe"
      >
        <h3 id="titre-mot-de-passe" className="font-semibold">
          Changer le mot de passe
        </h3>
        <FormAlert message={errors?.form} />
        {password("currentPassword", "Mot de passe actuel", "current-password")}
        {password("newPassword", "Nouveau mot de passe", "new-password", PASSWORD_HINT)}
        {password("confirmPassword", "Confirmer le mot de passe", "new-password")}
        <Button
          type="submit"
          name="intent"
          value="password"
          disabled={submitting}
          className="justify-self-start"
        >
          Enregistrer
        </Button>
      </Form>

      <section aria-labelledby="titre-sessions" className="grid gap-4">
        <div className="grid gap-1">
          <h3 id="titre-sessions" className="font-semibold">
            Sessions actives
          </h3>
          <p className="text-sm text-muted-foreground">
            Les appareils connectés à votre compte. Changer le mot de passe déconnecte tous les
            autres.
          </p>
        </div>
        <FormAlert message={sessionError} />
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
            >
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {session.device}
                  {session.current ? (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                      Cette session
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {session.ip ? <>Adresse IP : {session.ip} · </> : null}
                  Dernière activité :{" "}
                  <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
                </p>
              </div>
              <Form method="post" action="?onglet=securite">
                <input type="hidden" name="sessionId" value={session.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="revoke-session"
                  variant="outline"
                  disabled={submitting}
                  aria-label={`Déconnecter ${session.current ? "cette session" : `la session ${session.device}`}`}
                >
                  Déconnecter
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
