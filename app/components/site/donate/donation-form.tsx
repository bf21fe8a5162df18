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
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { RefusalAlert } from "~/components/site/refusal-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, PhoneField, SelectField, TextField } from "~/components/site/schema-fields";
import { Heart } from "~/components/ui/icons";
import { preloadNotifications } from "~/components/ui/toaster";
import type { DonationProject } from "~/domain/donations/donation.server";
import {
  DONATION_FIELDS,
  defaultDonationValues,
  donationAlert,
  type DonationField,
} from "~/domain/donations/donation-form";
import { choicesOf, designationOptions } from "~/domain/funds/designation";
import type { ZakatRates } from "~/domain/funds/zakat";
import { ReceiptRequestFields } from "~/components/site/receipt-request-fields";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { FormRefusal } from "~/lib/forms/refusal";
import { AmountPicker } from "./amount-picker";
import { ZakatCalculator, type ZakatFunds } from "./zakat-calculator";
import { PaymentTabs } from "./payment-tabs";
import { PaymentChoice } from "./payment-choice";
import {
  FREQUENCY_FIELD,
  PAY_WITH_FIELD,
  parseFrequency,
  type GiftFrequency,
} from "~/domain/payment-options/card-choice";
import { typedAmount } from "~/lib/amount";
import { HoneypotField } from "~/components/site/honeypot-field";
import { PrivacyNotice } from "~/components/site/privacy-notice";
import { CONSENT_TEXT, DONOR_CONSENT_FIELD } from "~/domain/newsletter/texts";

export interface DonationFormProps {
  projects: DonationProject[];
  /** The funds offered besides the projects (Zakat al-mal, Sadaqa…). */
  funds: { id: number; name: string }[];
  /** The zakat calculators' rates and the funds they give to. */
  zakat: { rates: ZakatRates; funds: ZakatFunds };
  /** The fund or project chosen in an empty form. */
  defaultProjectId: string;
  /** The amount an address asked for (`?montant=`), else the form's own default. */
  defaultAmount?: { amount: string; customAmount: string } | null;
  /** The frequency an address asked for (`?frequence=mensuel`), else a one-time gift. */
  defaultFrequency?: GiftFrequency;
  /** The server's refusal of the last submission, if it was one. */
  refused?: FormRefusal<DonationField>;
  /** The form's HTML constraints, from its schema (computed by the route's loader). */
  constraints: FormConstraints;
  interacEmail: string;
  /** The Interac option is enabled (default true). */
  interacEnabled?: boolean;
  /** Card payments are offered: the card / Interac choice, one-time or monthly. */
  cardAvailable?: boolean;
  submitting?: boolean;
}

export function DonationForm({
  projects,
  funds,
  zakat,
  defaultProjectId,
  defaultAmount,
  defaultFrequency = "once",
  refused,
  constraints,
  interacEmail,
  interacEnabled = true,
  cardAvailable = false,
  submitting = false,
}: DonationFormProps) {
  // The choices offered are part of the rules: the browser checks against the same projects.
  const schema = React.useCallback(
    () =>
      import("~/domain/donations/schema").then((m) => m.donationSchema(choicesOf(funds, projects))),
    [funds, projects],
  );
  const form = useSchemaForm<DonationField>({
    schema,
    refused,
    order: DONATION_FIELDS,
    constraints,
    preload: preloadNotifications,
  });
  const errors = form.errors;
  const defaults = { ...defaultDonationValues(defaultProjectId), ...defaultAmount };
  const value = (field: DonationField) => form.value(field, defaults[field]);
  // Every field of this form, with its value in an empty form.
  const field = (name: DonationField) => ({ form, name, saved: defaults[name] });
  const projectOptions = designationOptions(funds, projects);
  // An amount the zakat calculator filled: the amount picker starts again from it.
  const [filled, setFilled] = React.useState<{ amount: string; times: number } | null>(null);
  const fillAmount = (cents: number, designation: string) => {
    const select = document.getElementById("don-projet") as HTMLSelectElement | null;
    if (select) select.value = designation;
    setFilled((last) => ({ amount: typedAmount(cents), times: (last?.times ?? 0) + 1 }));
    // The donor hears and sees where the amount went.
    requestAnimationFrame(() => document.getElementById("don-autre-montant")?.focus());
  };

  return (
    <Form {...form.props} method="post" preventScrollReset className="grid gap-8">
      <RefusalAlert alert={donationAlert(errors)} message={errors.form} />

      <ZakatCalculator rates={zakat.rates} funds={zakat.funds} onUse={fillAmount} />

      <AmountPicker
        key={filled?.times ?? 0}
        amount={value("amount")}
        customAmount={filled?.amount ?? value("customAmount")}
        amountError={errors.amount}
        customError={errors.customAmount}
        customConstraint={form.constraint("customAmount")}
      />

      <SelectField
        {...field("projectId")}
        id="don-projet"
        label="Affectation du don"
        options={projectOptions}
      />

      {cardAvailable ? (
        <PaymentChoice
          interacEnabled={interacEnabled}
          interacEmail={interacEmail}
          method={refused?.values[PAY_WITH_FIELD] ?? "card"}
          frequency={refused ? parseFrequency(refused.values[FREQUENCY_FIELD]) : defaultFrequency}
        />
      ) : (
        <PaymentTabs interacEmail={interacEmail} />
      )}

      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold text-primary">Vos coordonnées</legend>
        <p className="-mt-2 text-sm text-muted-foreground">
          Les champs marqués d&apos;un astérisque (*) sont obligatoires.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field("firstName")}
            id="don-prenom"
            label="Prénom *"
            autoComplete="given-name"
          />
          <TextField {...field("lastName")} id="don-nom" label="Nom *" autoComplete="family-name" />
          <EmailField {...field("email")} id="don-courriel" label="Courriel *" />
          <PhoneField {...field("phone")} id="don-telephone" label="Téléphone" />
        </div>

        <ReceiptRequestFields
          form={form}
          idPrefix="don"
          checked={value("receiptRequested") === "on"}
          saved={{ province: defaults.province, country: defaults.country }}
          help={
            <>
              Les reçus officiels sont émis pour les dons de 20&nbsp;$ ou plus. Votre adresse est
              alors requise.
            </>
          }
        />
      </fieldset>

      {/* The newsletter's consent, unticked, as in the footer (domain/newsletter). */}
      <div className="flex items-start gap-3">
        <input
          id="don-infolettre"
          type="checkbox"
          name={DONOR_CONSENT_FIELD}
          defaultChecked={refused?.values[DONOR_CONSENT_FIELD] === "on"}
          aria-describedby="don-infolettre-aide"
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <div className="grid gap-1">
          <label htmlFor="don-infolettre" className="text-sm font-medium">
            {CONSENT_TEXT}
          </label>
          <p id="don-infolettre-aide" className="text-sm text-muted-foreground">
            Facultatif. Un courriel vous demandera de confirmer votre inscription.
          </p>
        </div>
      </div>

      <HoneypotField idPrefix="don" />
      <PrivacyNotice purpose="donation" />

      <div>
        <SubmitButton
          busy={submitting}
          busyLabel="Enregistrement…"
          icon={<Heart aria-hidden="true" />}
          variant="gold"
          size="lg"
        >
          Confirmer mon don
        </SubmitButton>
      </div>
    </Form>
  );
}
