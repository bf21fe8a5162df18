/**
 * The event request form of /demande-evenements as its page draws it (spec public-site.md §2.11,
 * §5): the field names and the titled alerts over a refused form. Isomorphic and without zod, so
 * the page's first load stays small: the rules are in schema.ts, which the page loads when the
 * visitor reaches the form and the server parses with.
 */
import type { FieldErrors } from "~/lib/forms/validate";

/** The `intent` of the form's refusal (the page has one form). */
export const EVENT_REQUEST_INTENT = "event-request";

export const EVENT_REQUEST_FIELDS = [
  "name",
  "email",
  "phone",
  "eventType",
  "eventDate",
  "eventTime",
  "location",
  "attendees",
  "description",
] as const;
export type EventRequestField = (typeof EVENT_REQUEST_FIELDS)[number];
export type EventRequestValues = Record<EventRequestField, string>;

/** The fields without which a request is "incomplete" (spec §5). */
export const REQUIRED_FIELDS: readonly EventRequestField[] = [
  "name",
  "email",
  "eventType",
  "eventDate",
];

export const INCOMPLETE = {
  title: "Information incomplète",
  text: "Veuillez remplir tous les champs obligatoires.",
} as const;

export const RATE_LIMITED = {
  title: "Trop de demandes",
  text: "Vous avez envoyé trop de demandes depuis votre adresse. Veuillez réessayer dans une heure.",
} as const;

/**
 * The titled alert over a refused form, read from the message about the whole form: the same
 * whether the browser or the server refused it.
 */
export function eventRequestAlert(
  errors: FieldErrors<EventRequestField>,
): { title: string; text: string } | undefined {
  return [INCOMPLETE, RATE_LIMITED].find((alert) => alert.text === errors.form);
}
