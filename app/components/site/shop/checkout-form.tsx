/**
 * The checkout of /panier: who orders, pick-up at the foundation, how they pay. It follows the
 * form protocol (docs/decisions/0021): the route's action validates and places the order, the
 * browser runs the same schema first (loaded when the visitor reaches the form), the constraints
 * come from the loader. A plain POST, so it works without JavaScript; a refused submission comes
 * back with what was typed and the keyboard on the first field to fix. The hidden snapshot is
 * the cart as shown, so the order matches the screen.
 */
import * as React from "react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { HoneypotField } from "~/components/site/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, PhoneField, TextField } from "~/components/site/schema-fields";
import { FormAlert } from "~/components/ui/field";
import { ShoppingCart } from "~/components/ui/icons";
import {
  CHECKOUT_FIELDS,
  CHECKOUT_INTENT,
  SNAPSHOT_FIELD,
  type CheckoutField,
  type CheckoutValues,
} from "~/domain/shop/checkout-form";
import { paymentMethods, type PaymentMethod } from "~/domain/shop/statuses";
import type { FormConstraints } from "~/lib/forms/constraints";
import type { FormRefusal } from "~/lib/forms/refusal";
import { formatMoney } from "~/lib/format";
import { PrivacyNotice } from "~/components/site/privacy-notice";

export interface CheckoutFormProps {
  /** The server's refusal of the last submission, if it was one. */
  refused?: FormRefusal<CheckoutField>;
  /** The form's HTML constraints, from its schema (computed by the route's loader). */
  constraints: FormConstraints;
  /** What an empty form holds (the payment method when only one is offered). */
  emptyValues: CheckoutValues;
  interacEnabled: boolean;
  /** Card payments offered (the « Carte bancaire » option enabled and Stripe configured). */
  cardEnabled?: boolean;
  interacEmail: string;
  pickupAddress: string;
  snapshot: string;
  totalCents: number;
  submitting?: boolean;
}

const paymentHelp: Record<PaymentMethod, (interacEmail: string) => string> = {
  interac: (email) =>
    `Après la commande, envoyez le montant à ${email} avec la référence qui vous sera donnée.`,
  on_pickup: () => "Vous payez à la fondation, au moment de récupérer vos articles.",
  card: () =>
    "Vous payez maintenant sur la page de paiement sécurisée de Stripe (carte de crédit, Apple Pay ou Google Pay) ; la commande est confirmée par courriel dès le paiement reçu.",
};

export function CheckoutForm({
  refused,
  constraints,
  emptyValues,
  interacEnabled,
  cardEnabled = false,
  interacEmail,
  pickupAddress,
  snapshot,
  totalCents,
  submitting = false,
}: CheckoutFormProps) {
  // Whether Interac is offered is part of the rules: the browser checks the same choice.
  const schema = React.useCallback(
    () =>
      import("~/domain/shop/checkout").then((m) => m.checkoutSchema(interacEnabled, cardEnabled)),
    [interacEnabled, cardEnabled],
  );
  const form = useSchemaForm<CheckoutField>({
    schema,
    refused,
    order: CHECKOUT_FIELDS,
    constraints,
  });
  const errors = form.errors;
  // Every field of this form, with its value in an empty form.
  const field = (name: CheckoutField) => ({ form, name, saved: emptyValues[name] });
  const methods: PaymentMethod[] = [
    ...(cardEnabled ? (["card"] as const) : []),
    ...(interacEnabled ? (["interac"] as const) : []),
    "on_pickup",
  ];
  const paymentError = errors.paymentMethod;

  return (
    <Form
      {...form.props}
      method="post"
      aria-labelledby="commande-titre"
      className="grid gap-6 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="commande-titre" className="text-xl font-semibold text-primary">
        Passer la commande
      </h2>
      <FormAlert message={errors.form} />
      <input type="hidden" name="intent" value={CHECKOUT_INTENT} />
      <input type="hidden" name={SNAPSHOT_FIELD} value={snapshot} />

      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">Vos coordonnées</legend>
        <p className="-mt-1 text-sm text-muted-foreground">
          Les champs marqués d&apos;un astérisque (*) sont obligatoires.
        </p>
        <TextField {...field("name")} id="commande-nom" label="Nom complet *" autoComplete="name" />
        <EmailField {...field("email")} id="commande-courriel" label="Courriel *" />
        <PhoneField {...field("phone")} id="commande-telephone" label="Téléphone (facultatif)" />
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">Réception</legend>
        <p className="text-sm">
          <strong>Retrait à la fondation</strong>
          {pickupAddress ? ` : ${pickupAddress}` : ""}. Nous vous écrivons quand votre commande est
          prête.
        </p>
      </fieldset>

      <fieldset
        className="grid gap-3"
        aria-describedby={paymentError ? "commande-paiement-erreur" : undefined}
      >
        <legend className="mb-2 font-semibold">Mode de paiement *</legend>
        {methods.map((method) => (
          <div key={method} className="flex items-start gap-3">
            <input
              id={`commande-paiement-${method}`}
              type="radio"
              name="paymentMethod"
              value={method}
              defaultChecked={form.value("paymentMethod", emptyValues.paymentMethod) === method}
              aria-invalid={paymentError ? true : undefined}
              aria-describedby={`commande-paiement-${method}-aide`}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <div className="grid gap-0.5">
              <label htmlFor={`commande-paiement-${method}`} className="text-sm font-medium">
                {paymentMethods[method]}
              </label>
              <p id={`commande-paiement-${method}-aide`} className="text-sm text-muted-foreground">
                {paymentHelp[method](interacEmail)}
              </p>
            </div>
          </div>
        ))}
        {paymentError ? (
          <p id="commande-paiement-erreur" className="text-sm font-medium text-destructive">
            {paymentError}
          </p>
        ) : null}
      </fieldset>

      <HoneypotField idPrefix="commande" />
      <PrivacyNotice purpose="order" />

      <div className="grid gap-2">
        <p className="flex items-baseline justify-between gap-4">
          <span className="font-semibold">Total à payer</span>
          <span className="text-lg font-bold text-primary">{formatMoney(totalCents)}</span>
        </p>
        <SubmitButton
          busy={submitting}
          busyLabel="Envoi de la commande…"
          icon={<ShoppingCart aria-hidden="true" />}
          variant="gold"
          size="lg"
        >
          Confirmer la commande
        </SubmitButton>
      </div>
    </Form>
  );
}
