/**
 * Paramètres › API: the newsletter, maps and payment keys. The page never holds a stored key in
 * clear: each shows masked ('••••' and its last 4 characters). 'Afficher' asks the server for
 * that one key (a POST, journaled); an empty field keeps the stored key, 'Effacer' removes it.
 * The typed keys never come back in the page after a refusal.
 */
import { Form, Link, useLocation } from "react-router";
import { IntentButton } from "~/components/admin/intent-button";
import { useSchemaForm, type SchemaForm } from "~/components/forms/use-schema-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  API_KEY_UNREADABLE,
  apiKeyLabels,
  apiKeyNames,
  apiKeysForm,
  REVEAL_INTENT,
  type ApiKeyName,
  type ApiKeyState,
} from "~/domain/settings/api-keys";
import { refusalFor, type FormRefusal } from "~/lib/forms/refusal";

/** A key shown in clear, or why it could not be. */
type Revealed = { value: string } | { error: string };

export function ApiTab({
  keys,
  refused,
  revealed,
}: {
  keys: ApiKeyState[];
  /** The action's last refusal, of whichever form. */
  refused?: FormRefusal;
  /** A key shown in clear after 'Afficher'. */
  revealed?: { name: string; value: string };
}) {
  const refusedReveal = refusalFor({ refused }, REVEAL_INTENT);
  const revealedOf = (name: ApiKeyName): Revealed | undefined =>
    revealed?.name === name
      ? revealed
      : refusedReveal?.values.name === name && refusedReveal.errors.form
        ? { error: refusedReveal.errors.form }
        : undefined;
  // A new form after every submission: typed keys, and what the browser found in them, never
  // stay.
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
      <KeysForm
        key={key}
        keys={keys}
        refused={refusalFor<ApiKeyName>({ refused }, "api")}
        revealedOf={revealedOf}
      />
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

function KeysForm({
  keys,
  refused,
  revealedOf,
}: {
  keys: ApiKeyState[];
  refused?: FormRefusal<ApiKeyName>;
  revealedOf: (name: ApiKeyName) => Revealed | undefined;
}) {
  const form = useSchemaForm({ schema: apiKeysForm, refused, order: apiKeyNames });
  return (
    <Form
      {...form.props}
      method="post"
      action="?onglet=api"
      className="grid gap-6"
      autoComplete="off"
    >
      <FormAlert message={form.errors.form} />
      {keys.map((state) => (
        <ApiKeyField key={state.name} state={state} form={form} revealed={revealedOf(state.name)} />
      ))}
      <IntentButton intent="api" className="justify-self-start">
        Enregistrer
      </IntentButton>
    </Form>
  );
}

function ApiKeyField({
  state,
  form,
  revealed,
}: {
  state: ApiKeyState;
  form: SchemaForm<ApiKeyName>;
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
      <Field id={id} label={`Nouvelle clé : ${label}`} error={form.errors[name]}>
        {(control) => (
          <Input
            {...control}
            {...form.constraint(name)}
            aria-describedby={[control["aria-describedby"], `${id}-etat`, `${id}-aide`]
              .filter(Boolean)
              .join(" ")}
            name={name}
            type="password"
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
            value={REVEAL_INTENT}
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
