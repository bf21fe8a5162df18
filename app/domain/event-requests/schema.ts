/**
 * The rules of the event request form of /demande-evenements (spec public-site.md §2.11, §5, §9),
 * one schema for the server (it parses the posted strings and stores only what passes) and for
 * the browser, which loads this module when the visitor reaches the form. What the page draws
 * without zod (field names, alerts) is in request-form.ts.
 */
import { z } from "zod";
import {
  isoDay,
  oneOf,
  optionalClockTime,
  optionalPhone,
  optionalText,
  REQUIRED,
  requiredEmail,
  requiredText,
} from "~/lib/forms/rules";
import {
  CLOSING_TIME,
  EVENT_TYPES,
  MAX_ATTENDEES,
  MIN_NOTICE_DAYS,
  OPENING_TIME,
  VENUES,
  addDays,
} from "./labels";
import { INCOMPLETE, REQUIRED_FIELDS } from "./request-form";

export {
  EVENT_REQUEST_FIELDS,
  INCOMPLETE,
  REQUIRED_FIELDS,
  type EventRequestField,
  type EventRequestValues,
} from "./request-form";
export { REQUIRED };
export const TOO_SOON = "Les demandes doivent être faites au moins 4 semaines à l'avance.";
export const OVER_CAPACITY = "La capacité de la salle est de 200 personnes.";

/** The earliest day that can be requested when today (in Saguenay) is `today`. */
export function earliestEventDay(today: string): string {
  return addDays(today, MIN_NOTICE_DAYS);
}

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** `today`: today's calendar day in Saguenay ("YYYY-MM-DD", see todayInSaguenay). */
export function eventRequestSchema(today: string) {
  const earliest = earliestEventDay(today);
  return z
    .object({
      name: requiredText(200, "Le nom ne peut pas dépasser 200 caractères."),
      email: requiredEmail().transform((email) => email.toLowerCase()),
      phone: optionalPhone(),
      eventType: z
        .string({ error: REQUIRED })
        .min(1, REQUIRED)
        .pipe(oneOf(EVENT_TYPES, "Veuillez choisir un type d'événement de la liste.")),
      eventDate: isoDay("Date invalide.").refine((day) => day >= earliest, TOO_SOON),
      eventTime: optionalClockTime("Heure invalide.").refine(
        (time) => time === null || (time >= OPENING_TIME && time <= CLOSING_TIME),
        "Les installations sont ouvertes de 8 h à 22 h.",
      ),
      location: z
        .string()
        .trim()
        .refine(
          (location) => location === "" || (VENUES as readonly string[]).includes(location),
          "Veuillez choisir un lieu de la liste.",
        )
        .transform((location) => location || null),
      attendees: z
        .string()
        .trim()
        .refine(
          (count) => count === "" || (/^\d{1,6}$/.test(count) && Number(count) >= 1),
          "Le nombre de participants doit être un nombre entier d'au moins 1.",
        )
        .refine((count) => count === "" || Number(count) <= MAX_ATTENDEES, OVER_CAPACITY)
        .transform((count) => (count === "" ? null : Number(count))),
      description: optionalText(5000, "La description ne peut pas dépasser 5 000 caractères."),
    })
    .superRefine((input, ctx) => {
      // The alert over the form (spec §5), from the same check in the browser and on the server.
      if (REQUIRED_FIELDS.some((field) => blank(input[field]))) {
        ctx.addIssue({ code: "custom", path: [], message: INCOMPLETE.text });
      }
    });
}
export type EventRequestInput = z.output<ReturnType<typeof eventRequestSchema>>;
