/**
 * /admin/settings — the site settings (administrateur only), one tab per settings key: Général
 * (name, contact details, social links, map; read by the public header and footer) and
 * Notifications. The tab shown comes from `?onglet=`, so the tabs are plain links and everything
 * works without JavaScript. Values are validated by the schemas of domain/settings.
 */
import * as React from "react";
import { data, Form, Link, useNavigation } from "react-router";
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
import { cn } from "~/lib/utils";
import { audit } from "~/server/audit.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/settings";

export const handle: AdminHandle = { area: "settings" };

const PATH = "/admin/settings";
const TABS = [
  { id: "general", label: "Général" },
  { id: "notifications", label: "Notifications" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const SAVED_TITLE = "Paramètres mis à jour";
const SAVED_DESCRIPTION: Record<Tab, string> = {
  general: "Les paramètres généraux ont été mis à jour avec succès.",
  notifications: "Les paramètres de notification ont été mis à jour avec succès.",
};

function isTab(value: unknown): value is Tab {
  return TABS.some((tab) => tab.id === value);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const onglet = new URL(request.url).searchParams.get("onglet");
  const { general, notifications } = await getSettings(await getDb(), ["general", "notifications"]);
  return { tab: isTab(onglet) ? onglet : ("general" as Tab), general, notifications };
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

  return data({ intent: null, unknown: "Action inconnue." }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "Paramètres — Administration" }];

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && isTab(actionData.intent) ? actionData.intent : undefined;
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
          {tab === "general" ? "Paramètres généraux" : "Paramètres de notification"}
        </h2>
        {tab === "general" ? (
          <GeneralForm saved={loaderData.general} refused={general} />
        ) : (
          <NotificationsForm saved={loaderData.notifications} refused={notifications} />
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
