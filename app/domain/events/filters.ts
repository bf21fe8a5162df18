/**
 * The filters of the events page (/evenements), read from the URL: the tab (`?periode=passes`)
 * and the type (`?type=conference`). Unknown values fall back to "all" / upcoming, never an error.
 */
export const EVENT_CATEGORIES = ["conference", "education", "community", "celebration"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  conference: "Conférence",
  education: "Éducation",
  community: "Communauté",
  celebration: "Célébration",
};

export type EventPeriod = "upcoming" | "past";

/** URL value of the past tab; the upcoming tab has no parameter. */
export const PAST_PARAM = "passes";

export interface EventFilters {
  period: EventPeriod;
  /** null: every type. */
  type: EventCategory | null;
}

export function isEventCategory(value: string | null | undefined): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value ?? "");
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

/** Label of a stored category; a category the back-office may add later is shown as stored. */
export function eventCategoryLabel(category: string): string {
  return isEventCategory(category) ? EVENT_CATEGORY_LABELS[category] : category;
}

/** The first `max` characters of a description, cut on a word, for the cards. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
