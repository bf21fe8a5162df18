/**
 * One's own Sécurité section: password and open sessions. Shown by Paramètres › Sécurité
 * (`action="?onglet=securite"`) and by Mon compte, whose actions both go through
 * routes/+shared/own-security.server.ts. `before` and `after` hold what each screen adds
 * (the two-step requirement switch, one's own two-step sign-in).
 */
import type * as React from "react";
import { Form, useLocation } from "react-router";
import { FormFields, type FieldSpec } from "~/components/admin/crud/form-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FormAlert } from "~/components/ui/field";
import { passwordChangeSchema } from "~/domain/users/own-security-schema";
import { PASSWORD_FIELDS, PASSWORD_HINT, type PasswordField } from "~/domain/users/password-rules";
import { formatDateTime } from "~/lib/format";
import { refusalFor, type FormRefusal } from "~/lib/forms/refusal";
import type { SessionItem } from "./types";
import { IntentButton } from "~/components/admin/intent-button";

const FIELDS: FieldSpec<PasswordField>[] = [
  {
    name: "currentPassword",
    label: "Mot de passe actuel",
    id: "parametres-currentPassword",
    kind: "password",
    autoComplete: "current-password",
  },
  {
    name: "newPassword",
    label: "Nouveau mot de passe",
    id: "parametres-newPassword",
    kind: "password",
    autoComplete: "new-password",
    hint: PASSWORD_HINT,
  },
  {
    name: "confirmPassword",
    label: "Confirmer le mot de passe",
    id: "parametres-confirmPassword",
    kind: "password",
    autoComplete: "new-password",
  },
];

export function SecurityTab({
  action,
  before,
  after,
  sessions,
  answer,
}: {
  /** Where the forms are posted (the screen's own URL). */
  action: string;
  before?: React.ReactNode;
  after?: React.ReactNode;
  sessions: SessionItem[];
  /** The action's last answer: the refusals of this section's forms show here. */
  answer?: { refused?: FormRefusal } | null;
}) {
  const sessionError = refusalFor(answer, "revoke-session")?.errors.form;
  // A new form after every submission: typed passwords, and what the browser found in them,
  // never stay.
  const { key } = useLocation();

  return (
    <div className="grid gap-8">
      {before}
      <PasswordForm key={key} action={action} refused={refusalFor(answer, "password")} />

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
            <SessionLine key={session.id} session={session} action={action} />
          ))}
        </ul>
        {sessions.some((session) => !session.current) ? (
          <Form method="post" action={action}>
            <IntentButton intent="revoke-other-sessions" variant="outline">
              Déconnecter toutes les autres sessions
            </IntentButton>
          </Form>
        ) : null}
      </section>
      {after}
    </div>
  );
}

function PasswordForm({
  action,
  refused,
}: {
  action: string;
  refused?: FormRefusal<PasswordField>;
}) {
  const form = useSchemaForm({
    schema: passwordChangeSchema,
    refused,
    order: PASSWORD_FIELDS,
    fallback: "currentPassword",
  });
  return (
    <Form
      {...form.props}
      method="post"
      action={action}
      className="grid gap-5"
      aria-labelledby="titre-mot-de-passe"
    >
      <h3 id="titre-mot-de-passe" className="font-semibold">
        Changer le mot de passe
      </h3>
      <FormAlert message={form.errors.form} />
      <FormFields fields={FIELDS} form={form} record={null} />
      <IntentButton intent="password" className="justify-self-start">
        Enregistrer
      </IntentButton>
    </Form>
  );
}

function SessionLine({ session, action }: { session: SessionItem; action: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
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
      <Form method="post" action={action}>
        <input type="hidden" name="sessionId" value={session.id} />
        <IntentButton
          intent="revoke-session"
          variant="outline"
          aria-label={`Déconnecter ${session.current ? "cette session" : `la session ${session.device}`}`}
        >
          Déconnecter
        </IntentButton>
      </Form>
    </li>
  );
}
