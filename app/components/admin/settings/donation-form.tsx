/**
 * The Dons tab of /admin/settings: the e-mail Interac transfers are sent to (shown on /don and in
 * the donors' instructions) and what official receipts print (CRA registration number, place of
 * issue, authorized signer). Without a registration number no receipt is issued.
 */
import * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { DonationSettings } from "~/domain/settings/schema";
import { DONATION_ORDER, type DonationField, type DonationValues, type Errors } from "./types";
import { useSubmitting } from "./use-submitting";

export function DonationForm({
  saved,
  refused,
}: {
  saved: DonationSettings;
  refused?: { errors: Errors<DonationField>; values: DonationValues };
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submitting = useSubmitting();
  const errors = refused?.errors;
  useFocusFirstError(formRef, errors, DONATION_ORDER);
  const values: DonationValues = refused?.values ?? { ...saved };

  const text = (
    field: DonationField,
    label: string,
    hint: string,
    props: React.ComponentProps<"input"> = {},
  ): React.ReactNode => (
    <Field id={`parametres-${field}`} label={label} error={errors?.[field]} hint={hint}>
      {(control) => (
        <Input
          {...control}
          name={field}
          defaultValue={values[field]}
          autoComplete="off"
          {...props}
        />
      )}
    </Field>
  );

  return (
    <Form
      ref={formRef}
      method="post"
      action="?onglet=dons"
      className="grid gap-5"
      key={refused ? JSON.stringify(refused.values) : "enregistré"}
    >
      <FormAlert message={errors?.form} />
      {text(
        "interacEmail",
        "Courriel des virements Interac",
        "Affiché sur la page Don et dans les instructions envoyées aux donateurs.",
        { type: "email", required: true, maxLength: 254 },
      )}
      {text(
        "charityNumber",
        "Numéro d'enregistrement d'organisme de bienfaisance",
        "Attribué par l'Agence du revenu du Canada, p. ex. 12345 6789 RR0001. Sans lui, aucun reçu officiel n'est émis.",
        { maxLength: 50 },
      )}
      {text("receiptPlace", "Lieu d'émission des reçus", "P. ex. Chicoutimi (Québec).", {
        maxLength: 200,
      })}
      {text(
        "receiptSigner",
        "Signataire autorisé",
        "Nom et fonction de la personne autorisée à signer les reçus.",
        { maxLength: 200 },
      )}
      <Button
        type="submit"
        name="intent"
        value="dons"
        disabled={submitting}
        className="justify-self-start"
      >
        Enregistrer
      </Button>
    </Form>
  );
}
