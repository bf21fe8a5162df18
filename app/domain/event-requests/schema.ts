/**
 * The event request form of /demande-evenements (spec public-site.md §2.11, §5, §9). The server
 * action parses the posted strings with `eventRequestSchema` and stores only what passes.
 */
import { z } from "zod";
import {
  CLOSING_TIME,
  EVENT_TYPES,
  MAX_ATTENDEES,
  MIN_NOTICE_DAYS,
  OPENING_TIME,
  VENUES,
  addDays,
} from "./labels";
import { REQUIRED, requiredEmail } from "~/lib/form-rules";

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

export { REQUIRED };
export const TOO_SOON = "Les demandes doivent être faites au moins 4 semaines à l'avance.";
export const OVER_CAPACITY = "La capacité de la salle est de 200 personnes.";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The earliest day that can be requested when today (in Saguenay) is `today`. */
export function earliestEventDay(today: string): string {
  return addDays(today, MIN_NOTICE_DAYS);
}

/** `today`: today's calendar day in Saguenay ("YYYY-MM-DD", see todayInSaguenay). */
export function eventRequestSchema(today: string) {
  const earliest = earliestEventDay(today);
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .max(200, "Le nom ne peut pas dépasser 200 caractères."),
    email: requiredEmail().transform((email) => email.toLowerCase()),
    phone: z
      .string()
      .trim()
      .max(40, "Numéro de téléphone trop long.")
      .transform((phone) => phone || null),
    eventType: z
      .string()
      .min(1, REQUIRED)
      .pipe(z.enum(EVENT_TYPES, { error: "Veuillez choisir un type d'événement de la liste." })),
    eventDate: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .refine(isCalendarDay, "Date invalide.")
      .refine((day) => day >= earliest, TOO_SOON),
    eventTime: z
      .string()
      .trim()
      .refine((time) => time === "" || TIME.test(time), "Heure invalide.")
      .refine(
        (time) => time === "" || (time >= OPENING_TIME && time <= CLOSING_TIME),
        "Les installations sont ouvertes de 8 h à 22 h.",
      )
      .transform((time) => time || null),
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
    description: z
      .string()
      .trim()
      .max(5000, "La description ne peut pas dépasser 5 000 caractères."),
  });
}
export type EventRequestInput = z.output<ReturnType<typeof eventRequestSchema>>;
