import { formatDate } from "~/lib/format";
import { EVENT_REQUEST_TYPES } from "#db/vocabularies";
import { labelsFor } from "~/lib/labels";

/** Event types and venues of /demande-evenements (spec public-site.md §3, §9), with French labels. */
export const {
  labels: eventTypeLabels,
  values: EVENT_TYPES,
  label: eventTypeLabel,
} = labelsFor(
  EVENT_REQUEST_TYPES,
  {
    mariage: "Mariage",
    conference: "Conférence",
    gamou: "Gamou",
    education: "Éducation",
    reunion: "Réunion",
    autre: "Autre",
  },
  "Autre",
);
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The title a request gets when it is published as a public event, by default: its type and day,
 * "Mariage — 12 décembre 2026" (the day as the requester chose it, in Saguenay). Never the
 * requester's name, which is personal: the volunteer types one only if the family wishes it.
 */
export function publicEventTitle(eventType: string, day: string): string {
  return `${eventTypeLabel(eventType)} — ${formatDate(day)}`;
}

/** The longest public event title (as on the events screen). */
export const PUBLIC_TITLE_MAX = 200;
export const PUBLIC_TITLE_TOO_LONG = `Le titre doit contenir au plus ${PUBLIC_TITLE_MAX} caractères.`;

/** The venues, stored by their label in `event_requests.location` (as the seed does). */
export const VENUES = [
  "Centre communautaire",
  "Salle de conférence",
  "Espace extérieur (en saison)",
] as const;

/** Practical information of the side panel (spec §9). */
export const MIN_NOTICE_DAYS = 28;
export const OPENING_TIME = "08:00";
export const CLOSING_TIME = "22:00";
export const MIN_CAPACITY = 20;
export const MAX_ATTENDEES = 200;

/** A calendar day "YYYY-MM-DD" moved by `days` (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
