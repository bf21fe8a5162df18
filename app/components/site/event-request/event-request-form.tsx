/**
 * The form of /demande-evenements (spec public-site.md §2.11, §5). It follows the form protocol
 * (docs/decisions/0021): the route's action validates and stores, the browser runs the same
 * schema first (loaded when the visitor reaches the form), the constraints come from the loader.
 * Works without JavaScript (plain POST).
 */
import * as React from "react";
import { Form } from "react-router";
import { useLazySchemaForm } from "~/components/site/use-lazy-schema-form";
import { TitledAlert } from "~/components/site/donate/titled-alert";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { CircleCheck, Send } from "~/components/ui/icons";
import { fieldClasses, Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { preloadNotifications } from "~/components/ui/toaster";
import {
  CLOSING_TIME,
  EVENT_TYPES,
  MAX_ATTENDEES,
  OPENING_TIME,
  VENUES,
  eventTypeLabels,
} from "~/domain/event-requests/labels";
import {
  EVENT_REQUEST_FIELDS,
  eventRequestAlert,
  type EventRequestField,
} from "~/domain/event-requests/request-form";
import type { FormConstraints } from "~/lib/forms/constraints";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { cn } from "~/lib/utils";
import { HoneypotField } from "~/components/site/honeypot-field";

export interface EventRequestFormProps {
  /** The server's refusal of the last submission, if it was one. */
  refused?: FormRefusal<EventRequestField>;
  /** The form's HTML constraints, from its schema (computed by the route's loader). */
  constraints: FormConstraints;
  /** Reference of the request just stored (the form is then empty). */
  sentReference?: string;
  /** Today in Saguenay ("YYYY-MM-DD"): the browser checks the 4 weeks' notice from it. */
  today: string;
  /** First day that may be asked for ("YYYY-MM-DD"), for the date picker. */
  earliestDay: string;
  submitting?: boolean;
}

const selectClasses = cn(fieldClasses, "h-10 py-2");

export function EventRequestForm({
  refused,
  constraints,
  sentReference,
  today,
  earliestDay,
  submitting = false,
}: EventRequestFormProps) {
  const schema = React.useCallback(
    () => import("~/domain/event-requests/schema").then((m) => m.eventRequestSchema(today)),
    [today],
  );
  const form = useLazySchemaForm<EventRequestField>({
    schema,
    refused,
    order: EVENT_REQUEST_FIELDS,
    constraints,
  });
  const errors = form.errors;
  const alert = eventRequestAlert(errors);
  const text = (field: EventRequestField) => ({
    name: field,
    defaultValue: valueOf(refused, field, ""),
  });
  const typed = (field: EventRequestField) => ({ ...text(field), ...form.constraint(field) });

  return (
    <Form
      {...form.props}
      method="post"
      preventScrollReset
      className="grid gap-5"
      aria-describedby="demande-note"
      onFocus={() => {
        form.props.onFocus();
        preloadNotifications().catch(() => {});
      }}
    >
      <p id="demande-note" className="text-sm text-muted-foreground">
        Les champs marqués d&apos;un astérisque (*) sont obligatoires.
      </p>
      <TitledAlert alert={alert} />
      {alert ? null : <FormAlert message={errors.form} />}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="demande-nom" label="Nom complet *" error={errors.name}>
          {(control) => <Input {...control} {...typed("name")} autoComplete="name" />}
        </Field>
        <Field id="demande-courriel" label="Courriel *" error={errors.email}>
          {(control) => (
            <Input {...control} {...typed("email")} inputMode="email" autoComplete="email" />
          )}
        </Field>
        <Field id="demande-telephone" label="Téléphone" error={errors.phone}>
          {(control) => <Input {...control} {...typed("phone")} type="tel" autoComplete="tel" />}
        </Field>
        <Field id="demande-type" label="Type d'événement *" error={errors.eventType}>
          {(control) => (
            <select
              {...control}
              {...text("eventType")}
              required={form.constraint("eventType").required}
              className={selectClasses}
            >
              <option value="">Choisir un type</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {eventTypeLabels[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="demande-date" label="Date souhaitée *" error={errors.eventDate}>
          {(control) => (
            <Input
              {...control}
              {...text("eventDate")}
              required={form.constraint("eventDate").required}
              type="date"
              min={earliestDay}
            />
          )}
        </Field>
        <Field id="demande-heure" label="Heure" error={errors.eventTime}>
          {(control) => (
            <Input
              {...control}
              {...text("eventTime")}
              type="time"
              min={OPENING_TIME}
              max={CLOSING_TIME}
            />
          )}
        </Field>
        <Field id="demande-lieu" label="Lieu souhaité" error={errors.location}>
          {(control) => (
            <select {...control} {...text("location")} className={selectClasses}>
              <option value="">Sans préférence</option>
              {VENUES.map((venue) => (
                <option key={venue} value={venue}>
                  {venue}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="demande-participants" label="Nombre de participants" error={errors.attendees}>
          {(control) => (
            <Input
              {...control}
              {...text("attendees")}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ATTENDEES}
              step={1}
            />
          )}
        </Field>
      </div>
      <Field id="demande-description" label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            {...text("description")}
            maxLength={form.constraint("description").maxLength}
            rows={5}
          />
        )}
      </Field>

      <HoneypotField idPrefix="demande" />

      <div className="flex flex-col items-start gap-4">
        <Button type="submit" size="lg" disabled={submitting}>
          <Send aria-hidden="true" />
          {submitting ? "Envoi…" : "Envoyer la demande"}
        </Button>
        <div role="status" aria-live="polite" className="w-full">
          {sentReference ? (
            <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-accent p-3 text-sm text-accent-foreground">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Votre demande a été enregistrée sous la référence{" "}
                <strong className="font-mono">{sentReference}</strong>. Nous vous répondrons dans un
                délai de 2 à 3&nbsp;jours ouvrables.
              </span>
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
