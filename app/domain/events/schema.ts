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
import { SLUG_MAX_LENGTH, slugify } from "~/lib/slug";
import { EVENT_CATEGORIES, type EventCategory } from "./filters";
import { REQUIRED } from "~/lib/form-rules";

export const EVENT_NOT_FOUND = "Événement introuvable : il a peut-être été supprimé.";
export const SLUG_TAKEN = "Cette adresse est déjà utilisée par un autre événement.";
const INVALID_DATE = "Date invalide (format AAAA-MM-JJ).";
const INVALID_TIME = "Heure invalide (format HH:MM).";

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

export const eventStatuses = { scheduled: "Prévu", cancelled: "Annulé" } as const;
export type EventStatus = keyof typeof eventStatuses;
export const eventStatusKeys = Object.keys(eventStatuses) as EventStatus[];

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

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);

/** A real calendar day "YYYY-MM-DD" (no 31 février). */
const day = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, INVALID_DATE);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const eventSchema = z
  .object({
    title: text(200),
    /**
     * The public address /evenements/{slug}. Empty: made from the title when adding, kept as it
     * was when editing (so changing a title never breaks a shared link).
     */
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX_LENGTH, `Ce champ ne doit pas dépasser ${SLUG_MAX_LENGTH} caractères.`)
      .optional()
      .transform((value) => (value ? slugify(value) : null))
      .refine((value) => value !== "", "Adresse invalide : utilisez des lettres ou des chiffres."),
    date: day,
    startTime: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(TIME, INVALID_TIME),
    endTime: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || TIME.test(value), INVALID_TIME)
      .transform((value) => value || null),
    location: text(300),
    category: z.enum(EVENT_CATEGORIES, { error: "Choisissez un type de la liste." }),
    status: z.enum(eventStatusKeys as [EventStatus, ...EventStatus[]], {
      error: "Choisissez un statut de la liste.",
    }),
    description: z
      .string()
      .trim()
      .max(5000, "Ce champ ne doit pas dépasser 5000 caractères.")
      .optional()
      .transform((value) => value ?? ""),
  })
  .refine((input) => !input.endTime || input.endTime > input.startTime, {
    path: ["endTime"],
    message: "L'heure de fin doit suivre l'heure de début.",
  });
export type EventInput = z.infer<typeof eventSchema>;
export type EventField = keyof EventInput | "imageFile" | "imageUrl";
export type { EventCategory };
