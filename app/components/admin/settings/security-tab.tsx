/**
 * One's own Sécurité section: password and open sessions. Shown by Paramètres › Sécurité
 * (`action="?onglet=securite"`) and by Mon compte, whose actions both go through
 * domain/users/own-security-actions.server.ts. `before` and `after` hold what each screen adds
 * (the two-step requirement switch, one's own two-step sign-in).
 */
import * as React from "react";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_FIELDS,
  PASSWORD_HINT,
  type PasswordField,
} from "~/domain/users/password-rules";
import { formatDateTime } from "~/lib/format";
import type { SessionItem } from "./types";
import { useSubmitting } from "./use-submitting";

export function SecurityTab({
  action,
  before,
  after,
  sessions,
  errors,
  sessionError,
}: {
  /** Where the forms are posted (the screen's own URL). */
  action: string;
  before?: React.ReactNode;
  after?: React.ReactNode;
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
      {before}
      <Form
        ref={formRef}
        method="post"
        action={action}
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
              <Form method="post" action={action}>
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
        {sessions.some((session) => !session.current) ? (
          <Form method="post" action={action}>
            <Button
              type="submit"
              name="intent"
              value="revoke-other-sessions"
              variant="outline"
              disabled={submitting}
            >
              Déconnecter toutes les autres sessions
            </Button>
          </Form>
        ) : null}
      </section>
      {after}
    </div>
  );
}
