/**
 * The form of /demande-evenements (spec public-site.md §2.11, §5). It follows the form protocol
 * (docs/decisions/0021): the route's action validates and stores, the browser runs the same
 * schema first (loaded when the visitor reaches the form), the constraints come from the loader.
 * Works without JavaScript (plain POST).
 */
import * as React from "react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { RefusalAlert } from "~/components/site/refusal-alert";
import { SendRow } from "~/components/site/send-row";
import {
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/site/schema-fields";
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
import type { FormRefusal } from "~/lib/forms/refusal";
import { HoneypotField } from "~/components/site/honeypot-field";
import { PrivacyNotice } from "~/components/site/privacy-notice";

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

const TYPE_OPTIONS = [
  { value: "", label: "Choisir un type" },
  ...EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabels[type] })),
];
const VENUE_OPTIONS = [
  { value: "", label: "Sans préférence" },
  ...VENUES.map((venue) => ({ value: venue, label: venue })),
];

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
  const form = useSchemaForm<EventRequestField>({
    schema,
    refused,
    order: EVENT_REQUEST_FIELDS,
    constraints,
    preload: preloadNotifications,
  });
  const errors = form.errors;
  const field = (name: EventRequestField) => ({ form, name });

  return (
    <Form
      {...form.props}
      method="post"
      preventScrollReset
      className="grid gap-5"
      aria-describedby="demande-note"
    >
      <p id="demande-note" className="text-sm text-muted-foreground">
        Les champs marqués d&apos;un astérisque (*) sont obligatoires.
      </p>
      <RefusalAlert alert={eventRequestAlert(errors)} message={errors.form} />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} id="demande-nom" label="Nom complet *" autoComplete="name" />
        <EmailField {...field("email")} id="demande-courriel" label="Courriel *" />
        <PhoneField {...field("phone")} id="demande-telephone" label="Téléphone" />
        <SelectField
          {...field("eventType")}
          id="demande-type"
          label="Type d'événement *"
          options={TYPE_OPTIONS}
        />
        <TextField
          {...field("eventDate")}
          id="demande-date"
          label="Date souhaitée *"
          type="date"
          min={earliestDay}
        />
        <TextField
          {...field("eventTime")}
          id="demande-heure"
          label="Heure"
          type="time"
          min={OPENING_TIME}
          max={CLOSING_TIME}
        />
        <SelectField
          {...field("location")}
          id="demande-lieu"
          label="Lieu souhaité"
          options={VENUE_OPTIONS}
        />
        <TextField
          {...field("attendees")}
          id="demande-participants"
          label="Nombre de participants"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ATTENDEES}
          step={1}
        />
      </div>
      <TextAreaField
        {...field("description")}
        id="demande-description"
        label="Description"
        rows={5}
      />

      <HoneypotField idPrefix="demande" />
      <PrivacyNotice purpose="eventRequest" />

      <SendRow
        label="Envoyer la demande"
        submitting={submitting}
        sent={
          sentReference ? (
            <span>
              Votre demande a été enregistrée sous la référence{" "}
              <strong className="font-mono">{sentReference}</strong>. Nous vous répondrons dans un
              délai de 2 à 3&nbsp;jours ouvrables.
            </span>
          ) : null
        }
      />
    </Form>
  );
}
