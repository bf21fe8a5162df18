/**
 * The forms of /admin/demande-evenements: 'Publier comme événement' takes an optional public
 * title (left empty, the event is titled by its type and day); 'Rejeter' an optional reason,
 * written into the requester's e-mail. Isomorphic.
 */
import { z } from "zod";
import { optionalText } from "~/lib/forms/rules";
import { PUBLIC_TITLE_MAX, PUBLIC_TITLE_TOO_LONG } from "./labels";
import { adminPath } from "~/domain/admin/screens";

export const EVENT_REQUESTS_PATH = adminPath("event-requests");

export const publishSchema = z.object({
  title: optionalText(PUBLIC_TITLE_MAX, PUBLIC_TITLE_TOO_LONG),
});

/**
 * The reason of a rejection, sent to the requester. Optional: the e-mail's own words already
 * decline courteously, and a volunteer may have nothing to add that belongs in an e-mail (a
 * required field would be filled with "." rather than with a reason).
 */
export const REJECTION_REASON_MAX = 1000;
export const REJECTION_REASON_TOO_LONG = `Le motif ne doit pas dépasser ${REJECTION_REASON_MAX.toLocaleString("fr-CA")} caractères.`;
export const rejectSchema = z.object({
  reason: optionalText(REJECTION_REASON_MAX, REJECTION_REASON_TOO_LONG),
});
