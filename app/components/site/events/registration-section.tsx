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
  PERSON_FIELDS,
  PLACES_FIELD,
  RATE_LIMITED,
  REGISTRATION_INTENT,
} from "~/domain/registrations/form";
import type { RegistrationOffer } from "~/domain/registrations/registrations.server";
import { questionInput } from "~/domain/registrations/questions";
import { MAX_PLACES_PER_REGISTRATION, ticketInput } from "~/domain/registrations/rules";
import { formatMoney } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";

export interface RegistrationSectionProps {
  eventTitle: string;
  offer: RegistrationOffer;
  refused?: FormRefusal<string>;
  /** The reference of the registration just made. */
  registered?: { reference: string; places: number };
  submitting: boolean;
}

const priceLabel = (cents: number) => (cents === 0 ? "Gratuit" : formatMoney(cents));
const leftLabel = (left: number | null) =>
  left === null
    ? null
    : left === 0
      ? "Complet"
      : `${left} place${left > 1 ? "s" : ""} restante${left > 1 ? "s" : ""}`;

export function RegistrationSection(props: RegistrationSectionProps) {
  const { offer, registered } = props;
  const openForm = offer.state.open && !offer.full;
  return (
    <section
      aria-labelledby="inscription"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="inscription" className="text-xl font-bold text-primary">
        Inscription
      </h2>
      {offer.full ? (
        <p className="text-lg font-semibold text-destructive">Complet</p>
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
                <span className="text-muted-foreground">{leftLabel(type.left)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Gratuit — <span className="text-muted-foreground">inscription obligatoire.</span>
        </p>
      )}
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
}: RegistrationSectionProps & { registered: { reference: string } }) {
  return (
    <p
      role="status"
      className="rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground"
    >
      Votre inscription à « {eventTitle} » est confirmée sous la référence{" "}
      <strong className="font-mono">{registered.reference}</strong>. Un courriel de confirmation
      vous a été envoyé, avec un lien pour annuler si vous ne pouvez plus venir.
    </p>
  );
}

function RegistrationForm({ offer, refused, submitting }: RegistrationSectionProps) {
  const formOffer = React.useMemo(
    () => ({
      mode: offer.mode,
      types: offer.types.map(({ id, name, perOrderLimit }) => ({ id, name, perOrderLimit })),
      questions: offer.questions,
    }),
    [offer.mode, offer.types, offer.questions],
  );
  const schema = React.useCallback(
    () => import("~/domain/registrations/schema").then((m) => m.registrationSchema(formOffer)),
    [formOffer],
  );
  const order = [
    ...PERSON_FIELDS,
    ...(offer.mode === "free" ? [PLACES_FIELD] : offer.types.map((type) => ticketInput(type.id))),
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
          max={Math.min(MAX_PLACES_PER_REGISTRATION, offer.left ?? MAX_PLACES_PER_REGISTRATION)}
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
                type.left ?? MAX_PLACES_PER_REGISTRATION,
                MAX_PLACES_PER_REGISTRATION,
              )}
              step={1}
              disabled={type.left === 0}
              saved="0"
            />
          ))}
        </fieldset>
      )}
      <QuestionFields form={form} questions={offer.questions ?? []} />
      <input type="hidden" name="intent" value={REGISTRATION_INTENT} />
      <HoneypotField idPrefix="inscription" />
      <PrivacyNotice purpose="registration" />
      <SendRow label="Je m'inscris" submitting={submitting} />
    </Form>
  );
}
