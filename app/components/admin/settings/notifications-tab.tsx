/** Paramètres › Notifications: what the foundation is told by e-mail, and where. */
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { SwitchField } from "~/components/admin/settings/switch-field";
import { notificationsForm, type NotificationField } from "~/domain/settings/forms";
import type { NotificationSettings } from "~/domain/settings/schema";
import type { FormRefusal } from "~/lib/forms/refusal";

type Switch = Exclude<NotificationField, "notificationEmail">;

const SWITCHES: { name: Switch; label: string; hint: string }[] = [
  {
    name: "emailNotifications",
    label: "Notifications par courriel",
    hint: "Recevoir un courriel pour les nouvelles demandes et les nouveaux dons.",
  },
  {
    name: "marketingEmails",
    label: "Courriels marketing",
    hint: "Permettre l'envoi de l'infolettre aux abonnés confirmés (Infolettre). Désactivé : aucune infolettre ne part et un envoi en cours est suspendu ; les confirmations d'inscription et les envois d'essai partent toujours.",
  },
  {
    name: "accountUpdates",
    label: "Mises à jour du compte",
    hint: "Recevoir un courriel lors des changements importants du compte.",
  },
];

const FIELDS: FieldSpec<NotificationField>[] = [
  {
    name: "notificationEmail",
    label: "Courriel de notification",
    id: "parametres-notificationEmail",
    kind: "email",
    autoComplete: "off",
  },
];

export function NotificationsTab({
  saved,
  refused,
}: {
  saved: NotificationSettings;
  refused?: FormRefusal<NotificationField>;
}) {
  return (
    <SettingsForm
      tab="notifications"
      schema={notificationsForm}
      groups={[{ fields: FIELDS }]}
      saved={saved}
      refused={refused}
    >
      <ul className="grid gap-4">
        {SWITCHES.map(({ name, label, hint }) => (
          <li key={name}>
            <SwitchField
              id={`parametres-${name}`}
              name={name}
              label={label}
              hint={hint}
              // An unticked box is not posted: after a refusal, its absence means "off".
              defaultChecked={refused ? refused.values[name] === "on" : saved[name]}
            />
          </li>
        ))}
      </ul>
    </SettingsForm>
  );
}
