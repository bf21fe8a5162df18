/**
 * The member and event forms of /admin/sope-naby, and the labels of their fixed choices.
 * Isomorphic: the screen shows the labels, the action validates with the schemas.
 */
import { z } from "zod";
import {
  isoDay,
  oneOf,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
} from "~/lib/forms/rules";
import { GROUP_EVENT_STATUSES, GROUP_ROLES } from "#db/vocabularies";
import { asStored, labelsFor } from "~/lib/labels";

export const GROUP_MEMBER_NOT_FOUND = "Membre introuvable : il a peut-être été supprimé.";
export const GROUP_EVENT_NOT_FOUND = "Événement introuvable : il a peut-être été supprimé.";

/** Roles in the group are labels, not permissions (spec back-office §6). */
export const groupRoles = GROUP_ROLES;
export type GroupRole = (typeof groupRoles)[number];

/** A stored status not in the list is shown as is rather than hidden. */
export const {
  labels: groupEventStatusLabels,
  values: groupEventStatuses,
  label: groupEventStatusLabel,
} = labelsFor(
  GROUP_EVENT_STATUSES,
  { upcoming: "À venir", completed: "Terminé", cancelled: "Annulé" },
  asStored,
);
export type GroupEventStatus = (typeof groupEventStatuses)[number];

export const groupMemberSchema = z.object({
  name: requiredText(200),
  role: oneOf(groupRoles, "Choisissez un rôle de la liste."),
  email: optionalEmail(),
  phone: optionalPhone(),
  joinDate: isoDay(),
  // An unchecked checkbox sends nothing.
  active: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});
export type GroupMemberInput = z.infer<typeof groupMemberSchema>;
export type GroupMemberField = keyof GroupMemberInput;

export const groupEventSchema = z.object({
  title: requiredText(200),
  date: isoDay(),
  location: requiredText(200),
  status: oneOf(groupEventStatuses, "Choisissez un statut de la liste."),
  description: optionalText(5000),
});
export type GroupEventInput = z.infer<typeof groupEventSchema>;
export type GroupEventField = keyof GroupEventInput | "imageFile" | "imageUrl";
