/** Event types and venues of /demande-evenements (spec public-site.md §3, §9), with French labels. */
export const EVENT_TYPES = [
  "mariage",
  "conference",
  "gamou",
  "education",
  "reunion",
  "autre",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const eventTypeLabels: Record<EventType, string> = {
  mariage: "Mariage",
  conference: "Conférence",
  gamou: "Gamou",
  education: "Éducation",
  reunion: "Réunion",
  autre: "Autre",
};

export function eventTypeLabel(type: string): string {
  return eventTypeLabels[type as EventType] ?? "Autre";
}

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
