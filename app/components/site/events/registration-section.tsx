/**
 * The registration part of an event's page (issue 26): places left or « Complet », the ticket
 * types with their prices, and the form. It follows the form protocol (decision 0021): a plain
 * POST to the page's own action without JavaScript, the same schema in the browser before
 * sending (loaded when the visitor reaches the form). Once registered, the form gives way to
 * the confirmation naming the event and the reference.
 */
import * as React from "react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { HoneypotField } from "~/components/site/honeypot-field";
import { PrivacyNotice } from "~/components/site/privacy-notice";
import { RefusalAlert } from "~/components/site/refusal-alert";
import { SendRow } from "~/components/site/send-row";
import { EmailField, PhoneField, TextField } from "~/components/site/schema-fields";
import { QuestionFields } from "~/components/site/events/question-fields";
import { preloadNotifications } from "~/components/ui/toaster";
import {
  PAYMENT_FIELD,
  PERSON_FIELDS,
  PLACES_FIELD,
  RATE_LIMITED,
  REGISTRATION_INTENT,
  ticketPayments,
} from "~/domain/registrations/form";
import type { RegistrationOffer } from "~/domain/registrations/registrations.server";
import { questionInput } from "~/domain/registrations/questions";
import { MAX_PLACES_PER_REGISTRATION, ticketInput } from "~/domain/registrations/rules";
import {
  WAITLIST_FIELD,
  WAITLIST_OFFERED,
  WAITLIST_VALUE,
} from "~/domain/registrations/waitlist-rules";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatMoney } from "~/lib/format";
import { ReceiptRequestFields } from "~/components/site/receipt-request-fields";
import { RECEIPT_ADDRESS_FIELDS } from "~/domain/receipts/receipt-address";
import type { FormRefusal } from "~/lib/forms/refusal";

export interface RegistrationSectionProps {
  eventTitle: string;
  offer: RegistrationOffer;
  refused?: FormRefusal<string>;
  /**
   * The registration just made (or the request put on the waiting list); paid at the door: what
   * is due there.
   */
  registered?: {
    reference: string;
    places: number;
    status: "registered" | "waitlisted";
    dueAtDoorCents?: number;
  };
  submitting: boolean;
  /** Back from Stripe's page: paid (confirmation to come by e-mail), or given up. */
  payment?: "recu" | "annule" | null;
}

const PAYMENT_NOTICES = {
  recu: "Merci ! Votre paiement est reçu : le courriel qui confirme votre inscription arrive dans quelques instants.",
  annule:
    "Paiement non effectué : aucun montant n'a été prélevé. Les places réservées pour vous sont libérées d'ici 30 minutes.",
} as const;

const priceLabel = (cents: number) => (cents === 0 ? "Gratuit" : formatMoney(cents));
const leftLabel = (left: number | null) =>
  left === null
    ? null
    : left === 0
      ? "Complet"
      : `${left} place${left > 1 ? "s" : ""} restante${left > 1 ? "s" : ""}`;

export function RegistrationSection(props: RegistrationSectionProps) {
  const { offer, registered } = props;
  // Full, the form still takes requests for the waiting list.
  const openForm = offer.state.open;
  return (
    <section
      aria-labelledby="inscription"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="inscription" className="text-xl font-bold text-primary">
        Inscription
      </h2>
      {offer.full ? (
        <div className="grid gap-1">
          <p className="text-lg font-semibold text-destructive">Complet</p>
          {offer.state.open ? (
            <p>
              <strong>Liste d&apos;attente</strong> : laissez vos coordonnées. Si des places se
              libèrent, elles vous seront offertes par courriel, dans l&apos;ordre des demandes.
            </p>
          ) : null}
        </div>
      ) : offer.left !== null ? (
        <p className="font-medium">{leftLabel(offer.left)}</p>
      ) : null}
      {offer.mode === "tickets" ? (
        <ul className="grid gap-1" aria-label="Types de billets">
          {offer.types.map((type) => (
            <li key={type.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {type.name} — <strong>{priceLabel(type.priceCents)}</strong>
              </span>
              {type.left !== null ? (
                <span className="text-muted-foreground">
                  {leftLabel(type.left)}
                  {type.left === 0 ? " — liste d'attente" : ""}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Gratuit — <span className="text-muted-foreground">inscription obligatoire.</span>
        </p>
      )}
      {props.payment ? (
        <p
          role="status"
          className="rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground"
        >
          {PAYMENT_NOTICES[props.payment]}
        </p>
      ) : null}
      {registered ? (
        <Registered {...props} registered={registered} />
      ) : !offer.state.open ? (
        <p className="text-muted-foreground">{offer.state.message}</p>
      ) : openForm ? (
        <RegistrationForm {...props} />
      ) : null}
    </section>
  );
}

function Registered({
  eventTitle,
  registered,
}: RegistrationSectionProps & { registered: NonNullable<RegistrationSectionProps["registered"]> }) {
  if (registered.status === "waitlisted") {
    return (
      <p
        role="status"
        className="rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground"
      >
        Vous êtes sur la liste d&apos;attente de « {eventTitle} » sous la référence{" "}
        <strong className="font-mono">{registered.reference}</strong>. Si des places se libèrent,
        elles vous seront offertes par courriel ; vous aurez alors 24 heures pour les confirmer.
      </p>
    );
  }
  return (
    <p
      role="status"
      className="rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground"
    >
      Votre inscription à « {eventTitle} » est confirmée sous la référence{" "}
      <strong className="font-mono">{registered.reference}</strong>.
      {registered.dueAtDoorCents
        ? ` Vous paierez ${formatMoney(registered.dueAtDoorCents)} à la porte.`
        : ""}{" "}
      Un courriel de confirmation vous a été envoyé, avec un lien pour annuler si vous ne pouvez
      plus venir.
    </p>
  );
}

/** Paid tickets: by card now (Stripe's page), or at the door. */
function PaymentChoice({
  offer,
  form,
}: {
  offer: RegistrationOffer;
  form: ReturnType<typeof useSchemaForm<string>>;
}) {
  const error = form.errors[PAYMENT_FIELD];
  const chosen = form.value(PAYMENT_FIELD, offer.payments[0]!);
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? "inscription-paiement-erreur" : undefined}
    >
      <legend className="mb-1 font-medium">Paiement des billets payants *</legend>
      {offer.payments.map((payment) => (
        <label key={payment} className="flex items-center gap-3 text-sm">
          <input
            type="radio"
            name={PAYMENT_FIELD}
            value={payment}
            defaultChecked={chosen === payment}
            aria-invalid={error ? true : undefined}
            className="size-5 shrink-0 accent-primary"
          />
          {ticketPayments[payment]}
        </label>
      ))}
      {error ? (
        <p id="inscription-paiement-erreur" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RegistrationForm({ offer, refused, submitting }: RegistrationSectionProps) {
  const formOffer = React.useMemo(
    () => ({
      mode: offer.mode,
      types: offer.types.map(({ id, name, perOrderLimit, priceCents }) => ({
        id,
        name,
        perOrderLimit,
        priceCents,
      })),
      payments: offer.payments,
      receipt: offer.receipt,
      questions: offer.questions,
    }),
    [offer.mode, offer.types, offer.payments, offer.receipt, offer.questions],
  );
  const schema = React.useCallback(
    () => import("~/domain/registrations/schema").then((m) => m.registrationSchema(formOffer)),
    [formOffer],
  );
  const order = [
    ...PERSON_FIELDS,
    ...(offer.mode === "free" ? [PLACES_FIELD] : offer.types.map((type) => ticketInput(type.id))),
    ...(offer.payments.length ? [PAYMENT_FIELD] : []),
    ...(offer.receipt ? ["receiptRequested", ...RECEIPT_ADDRESS_FIELDS] : []),
    ...(offer.questions ?? []).map((question) => questionInput(question.id)),
  ];
  const form = useSchemaForm<string>({
    schema,
    refused,
    order,
    constraints: offer.constraints,
    preload: preloadNotifications,
  });
  const field = (name: string) => ({ form, name });
  const alert = form.errors.form === RATE_LIMITED.text ? RATE_LIMITED : undefined;
  const someFull = offer.types.some((type) => type.left === 0);
  return (
    <Form {...form.props} method="post" preventScrollReset className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Les champs marqués d&apos;un astérisque (*) sont obligatoires.
      </p>
      <RefusalAlert alert={alert} message={form.errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field("firstName")}
          id="inscription-prenom"
          label="Prénom *"
          autoComplete="given-name"
        />
        <TextField
          {...field("lastName")}
          id="inscription-nom"
          label="Nom *"
          autoComplete="family-name"
        />
      </div>
      <EmailField {...field("email")} id="inscription-courriel" label="Courriel *" />
      <PhoneField {...field("phone")} id="inscription-telephone" label="Téléphone" />
      {offer.mode === "free" ? (
        <TextField
          {...field(PLACES_FIELD)}
          id="inscription-places"
          label="Nombre de personnes *"
          type="number"
          inputMode="numeric"
          min={1}
          // Full, a request for the waiting list may ask what the event will free.
          max={Math.min(MAX_PLACES_PER_REGISTRATION, offer.left || MAX_PLACES_PER_REGISTRATION)}
          step={1}
          saved="1"
        />
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">Billets *</legend>
          {offer.types.map((type) => (
            <TextField
              key={type.id}
              {...field(ticketInput(type.id))}
              id={`inscription-billet-${type.id}`}
              label={`${type.name} (${priceLabel(type.priceCents)}) : nombre de billets`}
              type="number"
              inputMode="numeric"
              min={0}
              max={Math.min(
                type.perOrderLimit ?? MAX_PLACES_PER_REGISTRATION,
                type.left || MAX_PLACES_PER_REGISTRATION,
                MAX_PLACES_PER_REGISTRATION,
              )}
              step={1}
              disabled={type.left === 0 && type.priceCents > 0}
              saved="0"
            />
          ))}
        </fieldset>
      )}
      <QuestionFields form={form} questions={offer.questions ?? []} />
      {offer.payments.length ? <PaymentChoice offer={offer} form={form} /> : null}
      {offer.receipt ? (
        <ReceiptRequestFields
          form={form}
          idPrefix="inscription"
          checked={form.value("receiptRequested", "") === "on"}
          saved={{ province: "QC", country: "Canada" }}
          help="Une partie du prix de certains billets est un don : le reçu officiel est établi pour ce montant admissible (le prix moins la valeur du repas ou de l'avantage). Votre adresse est alors requise."
        />
      ) : null}
      <input type="hidden" name="intent" value={REGISTRATION_INTENT} />
      <HoneypotField idPrefix="inscription" />
      <PrivacyNotice purpose="registration" />
      {offer.full ? (
        <WaitlistButton submitting={submitting} />
      ) : (
        <>
          <SendRow
            label={offer.payments.length ? "Réserver mes billets" : "Je m'inscris"}
            submitting={submitting}
          />
          {someFull || refused?.values[WAITLIST_FIELD] === WAITLIST_OFFERED ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                Pas assez de places ? Votre demande peut attendre qu&apos;elles se libèrent.
              </p>
              <WaitlistButton submitting={submitting} variant="outline" />
            </div>
          ) : null}
        </>
      )}
    </Form>
  );
}

/** « Rejoindre la liste d'attente »: the same form, sent for the waiting list. */
function WaitlistButton({ submitting, variant }: { submitting: boolean; variant?: "outline" }) {
  return (
    <SubmitButton
      busy={submitting}
      busyLabel="Envoi…"
      size="lg"
      variant={variant}
      name={WAITLIST_FIELD}
      value={WAITLIST_VALUE}
      className="justify-self-start"
    >
      Rejoindre la liste d&apos;attente
    </SubmitButton>
  );
}
