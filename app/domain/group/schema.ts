/**
 * The member and event forms of /admin/sope-naby, and the labels of their fixed choices.
 * Isomorphic: the screen shows the labels, the action validates with the schemas.
 */
import { z } from "zod";
import { REQUIRED } from "~/lib/form-rules";

export const GROUP_MEMBER_NOT_FOUND = "Membre introuvable : il a peut-être été supprimé.";
export const GROUP_EVENT_NOT_FOUND = "Événement introuvable : il a peut-être été supprimé.";

/** Roles in the group are labels, not permissions (spec back-office §6). */
export const groupRoles = ["Président", "Secrétaire", "Trésorier", "Membre"] as const;
export type GroupRole = (typeof groupRoles)[number];

export const groupEventStatuses = ["upcoming", "completed", "cancelled"] as const;
export type GroupEventStatus = (typeof groupEventStatuses)[number];

export const groupEventStatusLabels: Record<GroupEventStatus, string> = {
  upcoming: "À venir",
  completed: "Terminé",
  cancelled: "Annulé",
};

/** A stored status not in the list is shown as is rather than hidden. */
export function groupEventStatusLabel(status: string): string {
  return Object.hasOwn(groupEventStatusLabels, status)
    ? groupEventStatusLabels[status as GroupEventStatus]
    : status;
}

const text = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);

const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(schema.nullable());

const INVALID_DATE = "Date invalide (format AAAA-MM-JJ).";

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

export const groupMemberSchema = z.object({
  name: text(200),
  role: z.enum(groupRoles, { error: "Choisissez un rôle de la liste." }),
  email: optional(z.email("Adresse courriel invalide.").max(254, "Adresse courriel invalide.")),
  phone: optional(
    z.string().regex(/^\+?[\d\s().-]{7,25}$/, "Numéro de téléphone invalide (ex. 418 555-0123)."),
  ),
  joinDate: day,
  // An unchecked checkbox sends nothing.
  active: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});
export type GroupMemberInput = z.infer<typeof groupMemberSchema>;
export type GroupMemberField = keyof GroupMemberInput;

export const groupEventSchema = z.object({
  title: text(200),
  date: day,
  location: text(200),
  status: z.enum(groupEventStatuses, { error: "Choisissez un statut de la liste." }),
  description: z
    .string()
    .trim()
    .max(5000, "Ce champ ne doit pas dépasser 5000 caractères.")
    .optional()
    .transform((value) => value ?? ""),
});
export type GroupEventInput = z.infer<typeof groupEventSchema>;
export type GroupEventField = keyof GroupEventInput | "imageFile" | "imageUrl";
