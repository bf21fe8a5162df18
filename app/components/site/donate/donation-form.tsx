/**
 * The form of /don (spec public-site.md §2.5): amount, project, payment method, donor and, when
 * an official receipt is wanted, the donor's address. It follows the form protocol
 * (docs/decisions/0021): the route's action validates and stores, the browser runs the same
 * schema first (loaded when the visitor reaches the form), the constraints come from the loader.
 * It works without JavaScript (plain POST); the address fields appear with CSS alone when the
 * receipt box is checked.
 */
import * as React from "react";
import { Form } from "react-router";
import { useLazySchemaForm } from "~/components/site/use-lazy-schema-form";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Heart } from "~/components/ui/icons";
import { fieldClasses, Input } from "~/components/ui/input";
import { preloadNotifications } from "~/components/ui/toaster";
import type { DonationProject } from "~/domain/donations/donation.server";
import {
  DONATION_FIELDS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  PROVINCES,
  defaultDonationValues,
  donationAlert,
  type DonationField,
} from "~/domain/donations/donation-form";
import type { FormConstraints } from "~/lib/forms/constraints";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { cn } from "~/lib/utils";
import { AmountPicker } from "./amount-picker";
import { PaymentTabs } from "./payment-tabs";
import { TitledAlert } from "./titled-alert";
import { HoneypotField } from "~/components/site/honeypot-field";

export interface DonationFormProps {
  projects: DonationProject[];
  /** The project chosen in an empty form. */
  defaultProjectId: string;
  /** The server's refusal of the last submission, if it was one. */
  refused?: FormRefusal<DonationField>;
  /** The form's HTML constraints, from its schema (computed by the route's loader). */
  constraints: FormConstraints;
  interacEmail: string;
  submitting?: boolean;
}

const selectClasses = cn(fieldClasses, "h-10 py-2");

export function DonationForm({
  projects,
  defaultProjectId,
  refused,
  constraints,
  interacEmail,
  submitting = false,
}: DonationFormProps) {
  // The choices offered are part of the rules: the browser checks against the same projects.
  const schema = React.useCallback(
    () =>
      import("~/domain/donations/schema").then((m) =>
        m.donationSchema(new Set(projects.map((project) => project.id))),
      ),
    [projects],
  );
  const form = useLazySchemaForm<DonationField>({
    schema,
    refused,
    order: DONATION_FIELDS,
    constraints,
  });
  const errors = form.errors;
  const alert = donationAlert(errors);
  const defaults = defaultDonationValues(defaultProjectId);
  const value = (field: DonationField) => valueOf(refused, field, defaults[field]);
  const text = (field: DonationField) => ({
    name: field,
    defaultValue: value(field),
    ...form.constraint(field),
  });

  return (
    <Form
      {...form.props}
      method="post"
      preventScrollReset
      className="grid gap-8"
      onFocus={() => {
        form.props.onFocus();
        preloadNotifications().catch(() => {});
      }}
    >
      <TitledAlert alert={alert} />
      {alert ? null : <FormAlert message={errors.form} />}

      <AmountPicker
        amount={value("amount")}
        customAmount={value("customAmount")}
        amountError={errors.amount}
        customError={errors.customAmount}
        customConstraint={form.constraint("customAmount")}
      />

      <Field id="don-projet" label="Affectation du don" error={errors.projectId}>
        {(control) => (
          <select
            {...control}
            name="projectId"
            defaultValue={value("projectId")}
            className={selectClasses}
          >
            {projects.map((project) => (
              <option key={project.id} value={String(project.id)}>
                {project.title}
              </option>
            ))}
            <option value={GENERAL_FUND}>{GENERAL_FUND_LABEL}</option>
          </select>
        )}
      </Field>

      <PaymentTabs interacEmail={interacEmail} />

      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold text-primary">Vos coordonnées</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          Les champs marqués d&apos;un astérisque (*) sont obligatoires.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="don-prenom" label="Prénom *" error={errors.firstName}>
            {(control) => <Input {...control} {...text("firstName")} autoComplete="given-name" />}
          </Field>
          <Field id="don-nom" label="Nom *" error={errors.lastName}>
            {(control) => <Input {...control} {...text("lastName")} autoComplete="family-name" />}
          </Field>
          <Field id="don-courriel" label="Courriel *" error={errors.email}>
            {(control) => (
              <Input {...control} {...text("email")} inputMode="email" autoComplete="email" />
            )}
          </Field>
          <Field id="don-telephone" label="Téléphone" error={errors.phone}>
            {(control) => <Input {...control} {...text("phone")} type="tel" autoComplete="tel" />}
          </Field>
        </div>

        {/* The address block shows while the box is checked, by CSS (:has), without JavaScript. */}
        <div className="group/recu grid gap-5">
          <div className="flex items-start gap-3">
            <input
              id="don-recu"
              type="checkbox"
              name="receiptRequested"
              defaultChecked={value("receiptRequested") === "on"}
              aria-describedby="don-recu-aide"
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <div className="grid gap-1">
              <label htmlFor="don-recu" className="text-sm font-medium">
                Je souhaite recevoir un reçu officiel pour fins d&apos;impôt
              </label>
              <p id="don-recu-aide" className="text-sm text-muted-foreground">
                Les reçus officiels sont émis pour les dons de 20&nbsp;$ ou plus. Votre adresse est
                alors requise.
              </p>
            </div>
          </div>
          <div className="hidden gap-5 group-has-[#don-recu:checked]/recu:grid sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field id="don-adresse" label="Adresse *" error={errors.address}>
                {(control) => (
                  <Input {...control} {...text("address")} autoComplete="street-address" />
                )}
              </Field>
            </div>
            <Field id="don-ville" label="Ville *" error={errors.city}>
              {(control) => <Input {...control} {...text("city")} autoComplete="address-level2" />}
            </Field>
            <Field id="don-province" label="Province *" error={errors.province}>
              {(control) => (
                <select
                  {...control}
                  name="province"
                  defaultValue={value("province")}
                  autoComplete="address-level1"
                  className={selectClasses}
                >
                  {PROVINCES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="don-code-postal" label="Code postal *" error={errors.postalCode}>
              {(control) => (
                <Input
                  {...control}
                  {...text("postalCode")}
                  autoComplete="postal-code"
                  placeholder="A1A 1A1"
                />
              )}
            </Field>
            <Field id="don-pays" label="Pays *" error={errors.country}>
              {(control) => <Input {...control} {...text("country")} autoComplete="country-name" />}
            </Field>
          </div>
        </div>
      </fieldset>

      <HoneypotField idPrefix="don" />

      <div>
        <Button type="submit" variant="gold" size="lg" disabled={submitting}>
          <Heart aria-hidden="true" />
          {submitting ? "Enregistrement…" : "Confirmer mon don"}
        </Button>
      </div>
    </Form>
  );
}
