/**
 * The form of /demande-evenements (spec public-site.md §2.11, §5). Presentational: the route's
 * action validates and stores. Works without JavaScript (plain POST).
 */
import * as React from "react";
import { Form } from "react-router";
import { TitledAlert } from "~/components/site/donate/titled-alert";
import { Button } from "~/components/ui/button";
import { Field, useFocusFirstError } from "~/components/ui/field";
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
  type EventRequestField,
  type EventRequestValues,
} from "~/domain/event-requests/schema";
import { cn } from "~/lib/utils";
import { HoneypotField } from "~/components/site/honeypot-field";

export interface EventRequestFormProps {
  values?: Partial<EventRequestValues>;
  errors?: Partial<Record<EventRequestField | "form", string>>;
  alert?: { title: string; text: string };
  /** Reference of the request just stored (the form is then empty). */
  sentReference?: string;
  /** First day that may be asked for ("YYYY-MM-DD"), for the date picker. */
  earliestDay: string;
  submitting?: boolean;
}

const selectClasses = cn(fieldClasses, "h-10 py-2");

export function EventRequestForm({
  values,
  errors,
  alert,
  sentReference,
  earliestDay,
  submitting = false,
}: EventRequestFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, EVENT_REQUEST_FIELDS);
  const text = (field: EventRequestField) => ({ name: field, defaultValue: values?.[field] ?? "" });

  return (
    <Form
      ref={formRef}
      method="post"
      preventScrollReset
      // The server checks everything and answers in French next to each field.
      noValidate
      className="grid gap-5"
      aria-describedby="demande-note"
      onFocus={() => {
        preloadNotifications().catch(() => {});
      }}
    >
      <p id="demande-note" className="text-sm text-muted-foreground">
        Les champs marqués d&apos;un astérisque (*) sont obligatoires.
      </p>
      <TitledAlert alert={alert} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="demande-nom" label="Nom complet *" error={errors?.name}>
          {(control) => (
            <Input {...control} {...text("name")} required autoComplete="name" maxLength={200} />
          )}
        </Field>
        <Field id="demande-courriel" label="Courriel *" error={errors?.email}>
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
        <Field id="demande-telephone" label="Téléphone" error={errors?.phone}>
          {(control) => (
            <Input {...control} {...text("phone")} type="tel" autoComplete="tel" maxLength={40} />
          )}
        </Field>
        <Field id="demande-type" label="Type d'événement *" error={errors?.eventType}>
          {(control) => (
            <select {...control} {...text("eventType")} required className={selectClasses}>
              <option value="">Choisir un type</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {eventTypeLabels[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="demande-date" label="Date souhaitée *" error={errors?.eventDate}>
          {(control) => (
            <Input {...control} {...text("eventDate")} required type="date" min={earliestDay} />
          )}
        </Field>
        <Field id="demande-heure" label="Heure" error={errors?.eventTime}>
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
        <Field id="demande-lieu" label="Lieu souhaité" error={errors?.location}>
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
        <Field id="demande-participants" label="Nombre de participants" error={errors?.attendees}>
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
      <Field id="demande-description" label="Description" error={errors?.description}>
        {(control) => <Textarea {...control} {...text("description")} rows={5} maxLength={5000} />}
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
