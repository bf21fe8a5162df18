/**
 * The event form and tabs of /admin/evenements (spec back-office.md §2 "Events", §3, §4).
 * Isomorphic.
 *
 * Stored status: `scheduled` or `cancelled` (db/schema.ts). "À venir" / "Passé" is not stored:
 * like the public /evenements page, it follows from the start instant, so an event never stays
 * "à venir" once its day has gone by. The editor sets by hand what only a person knows: that
 * an event is cancelled (or maintained again).
 */
import { z } from "zod";
import { EVENT_STATUSES } from "#db/vocabularies";
import { SLUG_MAX_LENGTH, slugify } from "~/lib/slug";
import { EVENT_CATEGORIES, type EventCategory } from "./filters";
import { checkQuestions, questionShape } from "./question-fields";
import { checkRegistration, registrationShape } from "./registration-fields";
import {
  clockTime,
  isoDay,
  nullableText,
  oneOf,
  optionalClockTime,
  optionalText,
  requiredText,
} from "~/lib/forms/rules";

export const EVENT_NOT_FOUND = "Événement introuvable : il a peut-être été supprimé.";
export const SLUG_TAKEN = "Cette adresse est déjà utilisée par un autre événement.";

/** The admin tabs, by their URL value (`?onglet=`); the first one is the default. */
export const eventTabs = {
  "a-venir": "À venir",
  passes: "Passés",
  annules: "Annulés",
} as const;
export type EventTab = keyof typeof eventTabs;
export const eventTabKeys = Object.keys(eventTabs) as EventTab[];

/** `?onglet=` → a tab; missing or unknown values give "À venir". */
export function parseEventTab(raw: string | null | undefined): EventTab {
  return eventTabKeys.find((tab) => tab === raw) ?? "a-venir";
}

export type EventStatus = (typeof EVENT_STATUSES)[number];
export const eventStatuses = {
  scheduled: "Prévu",
  cancelled: "Annulé",
} as const satisfies Record<EventStatus, string>;
export const eventStatusKeys = EVENT_STATUSES;

/** The tab an event belongs to at `now`: cancelled first, else by its start. */
export function eventTabOf(
  event: { status: string; startsAt: Date | string },
  now: Date,
): EventTab {
  if (event.status === "cancelled") return "annules";
  return new Date(event.startsAt).getTime() >= now.getTime() ? "a-venir" : "passes";
}

/** The label of an event's state in the table: À venir, Passé or Annulé. */
export const eventStateLabels: Record<EventTab, string> = {
  "a-venir": "À venir",
  passes: "Passé",
  annules: "Annulé",
};

/** Characters of the description shown in the table (spec §9). */
export const TABLE_DESCRIPTION_LENGTH = 60;

export const eventSchema = z
  .object({
    title: requiredText(200),
    /**
     * The public address /evenements/{slug}. Empty: made from the title when adding, kept as it
     * was when editing (so changing a title never breaks a shared link).
     */
    slug: nullableText(SLUG_MAX_LENGTH)
      .transform((value) => (value === null ? null : slugify(value)))
      .refine((value) => value !== "", "Adresse invalide : utilisez des lettres ou des chiffres."),
    date: isoDay(),
    startTime: clockTime(),
    endTime: optionalClockTime(),
    location: requiredText(300),
    category: oneOf(EVENT_CATEGORIES, "Choisissez un type de la liste."),
    status: oneOf(eventStatusKeys, "Choisissez un statut de la liste."),
    description: optionalText(5000),
    ...registrationShape,
    ...questionShape,
  })
  .superRefine((input, context) => {
    if (input.endTime && input.endTime <= input.startTime) {
      context.addIssue({
        code: "custom",
        path: ["endTime"],
        message: "L'heure de fin doit suivre l'heure de début.",
      });
    }
    checkRegistration(input, context);
    checkQuestions(input, context);
  });
export type EventInput = z.infer<typeof eventSchema>;
export type EventField = keyof EventInput | "imageFile" | "imageUrl";
export type { EventCategory };
