/** The Général tab of /admin/settings: the site's name, contact details, social links and map. */
import * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { GeneralSettings } from "~/domain/settings/schema";
import { GENERAL_ORDER, type Errors, type GeneralField, type GeneralValues } from "./types";
import { useSubmitting } from "./use-submitting";

export function GeneralForm({
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
