/**
 * One's own two-step sign-in (Mon compte › Sécurité, and the set-up page the requirement sends
 * to): turn it on (QR code drawn on the server, the secret as text, a first code to confirm),
 * the 10 recovery codes shown once, and turning it off with a code or the password. Plain
 * forms: everything works without JavaScript.
 */
import type * as React from "react";
import { Form, Link } from "react-router";
import type { ZodType } from "zod";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { twoStepConfirmSchema, twoStepDisableSchema } from "~/domain/users/own-security-schema";
import { refusalFor, type FormRefusal } from "~/lib/forms/refusal";

export interface TwoStepView {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
  enrolment: { qrSvg: string; secret: string } | null;
}

/** The action's last answer: a refusal of one of these forms, or the codes just given. */
export type TwoStepAnswer =
  { refused?: FormRefusal; twoStep?: { recoveryCodes: string[] } } | null | undefined;

export function TwoStepSection({
  status,
  action,
  answer,
  continueTo,
}: {
  status: TwoStepView;
  /** Where the forms are posted (default: this page, query included). */
  action?: string;
  answer?: TwoStepAnswer;
  /** The set-up page: where to go once done. */
  continueTo?: string;
}) {
  // Just confirmed: the codes to write down, shown in this answer only.
  const recoveryCodes = answer?.twoStep?.recoveryCodes;
  return (
    <section aria-labelledby="titre-deux-etapes" className="grid gap-4">
      <h3 id="titre-deux-etapes" className="font-semibold">
        Validation en deux étapes
      </h3>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : status.enabled ? (
        <Enabled status={status} action={action} answer={answer} />
      ) : status.enrolment ? (
        <Enrolment enrolment={status.enrolment} action={action} answer={answer} />
      ) : (
        <Disabled status={status} action={action} answer={answer} />
      )}
      {continueTo && (recoveryCodes || status.enabled) ? (
        <Link
          to={continueTo}
          className="justify-self-start font-medium text-primary underline underline-offset-4"
        >
          Continuer vers l&apos;administration
        </Link>
      ) : null}
    </section>
  );
}

/** What the Disabled and Enabled steps need: the account's state, where to post, the answer. */
interface StepProps {
  status: TwoStepView;
  action?: string;
  answer?: TwoStepAnswer;
}

function Disabled({ status, action, answer }: StepProps) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {status.required
          ? "Elle est obligatoire pour votre rôle. "
          : "Recommandée : même avec votre mot de passe, personne ne pourra se connecter sans votre téléphone. "}
        Il vous faut une application d&apos;authentification (par exemple Aegis, Google
        Authenticator, Microsoft Authenticator ou 1Password).
      </p>
      <FormAlert message={refusalFor(answer, "two-step-start")?.errors.form} />
      <Form method="post" action={action}>
        <Button type="submit" name="intent" value="two-step-start">
          Activer la validation en deux étapes
        </Button>
      </Form>
    </div>
  );
}

function Enrolment({
  enrolment,
  action,
  answer,
}: {
  enrolment: { qrSvg: string; secret: string };
  action?: string;
  answer?: TwoStepAnswer;
}) {
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-3 pl-5 text-sm">
        <li>
          Dans votre application d&apos;authentification, ajoutez un compte en scannant ce code QR.
        </li>
        <li>
          Sans appareil photo, saisissez plutôt cette clé :{" "}
          <code
            data-testid="secret-deux-etapes"
            className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all"
          >
            {enrolment.secret}
          </code>
        </li>
        <li>Entrez le code à 6 chiffres affiché par l&apos;application pour confirmer.</li>
      </ol>
      <div
        role="img"
        aria-label="Code QR à scanner avec votre application d'authentification"
        className="size-48 rounded-md border border-border bg-white p-1"
        // Markup drawn on the server by the qrcode package from our own otpauth address.
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <OneFieldForm
        action={action}
        answer={answer}
        intent="two-step-confirm"
        schema={twoStepConfirmSchema}
        field={{ name: "code", id: "deux-etapes-code", label: "Code à 6 chiffres" }}
        input={{ inputMode: "numeric", autoComplete: "one-time-code", className: "max-w-40" }}
      >
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="two-step-confirm">
            Confirmer
          </Button>
          <Button
            type="submit"
            name="intent"
            value="two-step-cancel"
            variant="outline"
            formNoValidate
          >
            Annuler
          </Button>
        </div>
      </OneFieldForm>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium">
        La validation en deux étapes est activée.
      </p>
      <p className="text-sm">
        Voici vos 10 codes de récupération. Notez-les ou imprimez-les et gardez-les en lieu sûr :
        chacun permet une seule connexion si vous perdez votre téléphone.{" "}
        <strong>Ils ne seront plus jamais affichés.</strong>
      </p>
      <ul
        aria-label="Codes de récupération"
        className="grid grid-cols-2 gap-2 font-mono sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Enabled({ status, action, answer }: StepProps) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">Activée.</span> Chaque connexion demande un code de votre
        application d&apos;authentification. Codes de récupération inutilisés :{" "}
        {status.recoveryCodesLeft}.
      </p>
      {status.required ? (
        <p className="text-sm text-muted-foreground">
          Elle est obligatoire pour votre rôle : elle ne peut pas être désactivée.
        </p>
      ) : (
        <OneFieldForm
          action={action}
          answer={answer}
          intent="two-step-disable"
          schema={twoStepDisableSchema}
          field={{
            name: "proof",
            id: "deux-etapes-preuve",
            label: "Code de vérification ou mot de passe",
            hint: "Pour désactiver la validation en deux étapes.",
          }}
          input={{ type: "password", autoComplete: "current-password" }}
        >
          <Button
            type="submit"
            name="intent"
            value="two-step-disable"
            variant="outline"
            className="justify-self-start"
          >
            Désactiver la validation en deux étapes
          </Button>
        </OneFieldForm>
      )}
    </div>
  );
}

/**
 * A form of one field (the enrolment code, the proof that turns it off), checked by its schema
 * in the browser and on the server; its buttons are the children.
 */
function OneFieldForm({
  action,
  answer,
  intent,
  schema,
  field,
  input,
  children,
}: {
  action?: string;
  answer?: TwoStepAnswer;
  intent: string;
  schema: ZodType;
  field: { name: string; id: string; label: string; hint?: string };
  input: React.ComponentProps<"input">;
  children: React.ReactNode;
}) {
  const { name } = field;
  const form = useSchemaForm({
    schema,
    refused: refusalFor(answer, intent),
    order: [name],
    fallback: name,
  });
  return (
    <Form
      {...form.props}
      method="post"
      action={action}
      className="grid gap-4"
      aria-labelledby="titre-deux-etapes"
    >
      <FormAlert message={form.errors.form} />
      <Field id={field.id} label={field.label} hint={field.hint} error={form.errors[name]}>
        {(control) => <Input {...control} {...form.constraint(name)} {...input} name={name} />}
      </Field>
      {children}
    </Form>
  );
}
