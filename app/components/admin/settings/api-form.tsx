/**
 * The API tab of /admin/settings: the newsletter, maps and payment keys. The page never holds a
 * stored key in clear: each shows masked ('••••' and its last 4 characters). 'Afficher' asks the
 * server for that one key (a POST, journaled); an empty field keeps the stored key, 'Effacer'
 * removes it. The typed keys never come back in the page after a refusal.
 */
import * as React from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  API_KEY_UNREADABLE,
  apiKeyLabels,
  apiKeyNames,
  type ApiKeyName,
  type ApiKeyState,
} from "~/domain/settings/api-keys";
import type { Errors } from "./types";
import { useSubmitting } from "./use-submitting";

/** A key shown in clear after 'Afficher', or why it could not be. */
export type Revealed = { name: ApiKeyName; value: string } | { name: ApiKeyName; error: string };

export function ApiForm({
  keys,
  errors,
  revealed,
}: {
  keys: ApiKeyState[];
  errors?: Errors<ApiKeyName>;
  revealed?: Revealed;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submitting = useSubmitting();
  useFocusFirstError(formRef, errors, apiKeyNames);
  // A new form after every submission: typed keys never stay in the fields.
  const { key } = useLocation();
  return (
    <>
      <p
        role="note"
        className="mb-5 rounded-md border border-gold/50 bg-gold-light/30 p-3 text-sm text-gold-dark"
      >
        <strong>Attention : ces clés sont sensibles.</strong> Elles donnent accès aux comptes de la
        fondation chez ces services : ne les communiquez jamais. Elles sont chiffrées sur le
        serveur, et chaque affichage d'une clé est consigné au journal.
      </p>
      <Form
        ref={formRef}
        key={key}
        method="post"
        action="?onglet=api"
        className="grid gap-6"
        autoComplete="off"
      >
        <FormAlert message={errors?.form} />
        {keys.map((state) => (
          <ApiKeyField
            key={state.name}
            state={state}
            error={errors?.[state.name]}
            revealed={revealed?.name === state.name ? revealed : undefined}
          />
        ))}
        <Button
          type="submit"
          name="intent"
          value="api"
          disabled={submitting}
          className="justify-self-start"
        >
          Enregistrer
        </Button>
      </Form>
      {/* One small form per key for 'Afficher' (its button sits in the field, via form=…). */}
      {keys.map((state) =>
        state.state === "set" ? (
          <Form
            key={state.name}
            id={`afficher-${state.name}`}
            method="post"
            action="?onglet=api"
            hidden
          >
            <input type="hidden" name="name" value={state.name} />
          </Form>
        ) : null,
      )}
    </>
  );
}

function ApiKeyField({
  state,
  error,
  revealed,
}: {
  state: ApiKeyState;
  error?: string;
  revealed?: Revealed;
}) {
  const { name } = state;
  const id = `parametres-api-${name}`;
  const label = apiKeyLabels[name];
  const stateText =
    state.state === "set"
      ? `Clé enregistrée : ${state.masked}`
      : state.state === "unreadable"
        ? API_KEY_UNREADABLE
        : "Aucune clé enregistrée.";
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <p
        id={`${id}-etat`}
        className={state.state === "unreadable" ? "text-sm text-destructive" : "text-sm"}
      >
        {stateText}
      </p>
      {revealed ? (
        "value" in revealed ? (
          <div className="grid gap-2 rounded-md bg-muted p-3">
            <p className="text-sm font-medium">Clé en clair :</p>
            <code className="text-sm break-all">{revealed.value}</code>
            <Link
              to="?onglet=api"
              replace
              className={buttonVariants({
                variant: "outline",
                size: "sm",
                className: "justify-self-start",
              })}
            >
              Masquer<span className="sr-only"> la clé : {label}</span>
            </Link>
          </div>
        ) : (
          <FormAlert message={revealed.error} />
        )
      ) : null}
      <Field id={id} label={`Nouvelle clé : ${label}`} error={error}>
        {(control) => (
          <Input
            {...control}
            aria-describedby={[control["aria-describedby"], `${id}-etat`, `${id}-aide`]
              .filter(Boolean)
              .join(" ")}
            name={name}
            type="password"
            maxLength={500}
            autoComplete="off"
            spellCheck={false}
            placeholder={state.state === "set" ? state.masked : undefined}
          />
        )}
      </Field>
      <p id={`${id}-aide`} className="text-sm text-muted-foreground">
        Laissez vide pour conserver la clé enregistrée.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {state.state === "set" && !(revealed && "value" in revealed) ? (
          <Button
            type="submit"
            form={`afficher-${name}`}
            name="intent"
            value="reveal-api-key"
            variant="outline"
            size="sm"
          >
            Afficher<span className="sr-only"> la clé : {label}</span>
          </Button>
        ) : null}
        {state.state !== "empty" ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" name="clear" value={name} className="size-4 accent-primary" />
            Effacer la clé enregistrée<span className="sr-only"> : {label}</span>
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
