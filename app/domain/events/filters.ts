/**
 * The filters of the events page (/evenements), read from the URL: the tab (`?periode=passes`)
 * and the type (`?type=conference`). Unknown values fall back to "all" / upcoming, never an error.
 */
import { asStored, labelsOf } from "~/lib/labels";

/** The types, with their labels; a type the back-office may add later is shown as stored. */
export const {
  labels: EVENT_CATEGORY_LABELS,
  values: EVENT_CATEGORIES,
  is: isEventCategory,
  label: eventCategoryLabel,
} = labelsOf(
  {
    conference: "Conférence",
    education: "Éducation",
    community: "Communauté",
    celebration: "Célébration",
  },
  asStored,
);
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export type EventPeriod = "upcoming" | "past";

/** URL value of the past tab; the upcoming tab has no parameter. */
export const PAST_PARAM = "passes";

export interface EventFilters {
  period: EventPeriod;
  /** null: every type. */
  type: EventCategory | null;
}

export function parseEventFilters(search: URLSearchParams): EventFilters {
  const type = search.get("type");
  return {
    period: search.get("periode") === PAST_PARAM ? "past" : "upcoming",
    type: isEventCategory(type) ? type : null,
  };
}

/** The URL parameters of `filters`, as `listHref` takes them (null removes one). */
export function eventFilterParams(filters: EventFilters): Record<string, string | null> {
  return {
    periode: filters.period === "past" ? PAST_PARAM : null,
    type: filters.type,
  };
}

/** The first `max` characters of a description, cut on a word, for the cards. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
