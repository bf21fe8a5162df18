/**
 * The form of /don (spec public-site.md §2.5): amount, project, payment method, donor and, when
 * an official receipt is wanted, the donor's address. Presentational: the route's action
 * validates and stores. It works without JavaScript (plain POST); the address fields appear with
 * CSS alone when the receipt box is checked.
 */
import * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, useFocusFirstError } from "~/components/ui/field";
import { Heart } from "~/components/ui/icons";
import { fieldClasses, Input } from "~/components/ui/input";
import { preloadNotifications } from "~/components/ui/toaster";
import type { DonationProject } from "~/domain/donations/donation.server";
import {
  DONATION_FIELDS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  PROVINCES,
  type DonationField,
  type DonationValues,
} from "~/domain/donations/schema";
import { cn } from "~/lib/utils";
import { AmountPicker } from "./amount-picker";
import { PaymentTabs } from "./payment-tabs";
import { TitledAlert } from "./titled-alert";
import { HoneypotField } from "~/components/site/honeypot-field";

export interface DonationFormProps {
  projects: DonationProject[];
  values: DonationValues;
  errors?: Partial<Record<DonationField | "form", string>>;
  alert?: { title: string; text: string };
  interacEmail: string;
  submitting?: boolean;
}

const selectClasses = cn(fieldClasses, "h-10 py-2");

export function DonationForm({
  projects,
  values,
  errors,
  alert,
  interacEmail,
  submitting = false,
}: DonationFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, DONATION_FIELDS);

  const text = (field: DonationField) => ({ name: field, defaultValue: values[field] });

  return (
    <Form
      ref={formRef}
      method="post"
      preventScrollReset
      // The server checks everything and answers in French next to each field.
      noValidate
      className="grid gap-8"
      onFocus={() => {
        preloadNotifications().catch(() => {});
      }}
    >
      <TitledAlert alert={alert} />

      <AmountPicker
        amount={values.amount}
        customAmount={values.customAmount}
        amountError={errors?.amount}
        customError={errors?.customAmount}
      />

      <Field id="don-projet" label="Affectation du don" error={errors?.projectId}>
        {(control) => (
          <select {...control} {...text("projectId")} className={selectClasses}>
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
          <Field id="don-prenom" label="Prénom *" error={errors?.firstName}>
            {(control) => (
              <Input
                {...control}
                {...text("firstName")}
                required
                autoComplete="given-name"
                maxLength={100}
              />
            )}
          </Field>
          <Field id="don-nom" label="Nom *" error={errors?.lastName}>
            {(control) => (
              <Input
                {...control}
                {...text("lastName")}
                required
                autoComplete="family-name"
                maxLength={100}
              />
            )}
          </Field>
          <Field id="don-courriel" label="Courriel *" error={errors?.email}>
            {(control) => (
              <Input
                {...control}
                {...text("email")}
                required
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
              />
            )}
          </Field>
          <Field id="don-telephone" label="Téléphone" error={errors?.phone}>
            {(control) => (
              <Input {...control} {...text("phone")} type="tel" autoComplete="tel" maxLength={40} />
            )}
          </Field>
        </div>

        {/* The address block shows while the box is checked, by CSS (:has), without JavaScript. */}
        <div className="group/recu grid gap-5">
          <div className="flex items-start gap-3">
            <input
              id="don-recu"
              type="checkbox"
              name="receiptRequested"
              defaultChecked={values.receiptRequested === "on"}
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
              <Field id="don-adresse" label="Adresse *" error={errors?.address}>
                {(control) => (
                  <Input
                    {...control}
                    {...text("address")}
                    autoComplete="street-address"
                    maxLength={200}
                  />
                )}
              </Field>
            </div>
            <Field id="don-ville" label="Ville *" error={errors?.city}>
              {(control) => (
                <Input
                  {...control}
                  {...text("city")}
                  autoComplete="address-level2"
                  maxLength={100}
                />
              )}
            </Field>
            <Field id="don-province" label="Province *" error={errors?.province}>
              {(control) => (
                <select
                  {...control}
                  {...text("province")}
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
            <Field id="don-code-postal" label="Code postal *" error={errors?.postalCode}>
              {(control) => (
                <Input
                  {...control}
                  {...text("postalCode")}
                  autoComplete="postal-code"
                  placeholder="A1A 1A1"
                  maxLength={7}
                />
              )}
            </Field>
            <Field id="don-pays" label="Pays *" error={errors?.country}>
              {(control) => (
                <Input
                  {...control}
                  {...text("country")}
                  autoComplete="country-name"
                  maxLength={100}
                />
              )}
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
