/** The Notifications tab of /admin/settings: what the foundation is told by e-mail, and where. */
import * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { NotificationSettings } from "~/domain/settings/schema";
import {
  NOTIFICATION_ORDER,
  type Errors,
  type NotificationField,
  type NotificationValues,
} from "./types";
import { useSubmitting } from "./use-submitting";

export const switchClasses =
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

export function NotificationsForm({
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
