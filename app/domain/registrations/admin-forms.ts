/**
 * The forms of an event's registrations screen in the back-office: cancel (a reason), move
 * tickets (to which type), and the message to all attendees. Isomorphic.
 */
import { z } from "zod";
import { requiredText, wholeNumber } from "~/lib/forms/rules";

export const REGISTRATION_INTENTS = {
  cancel: "cancel-registration",
  move: "move-tickets",
  message: "message-attendees",
  doorPayment: "door-payment",
} as const;

export const REASON_REQUIRED =
  "Indiquez la raison de l'annulation (elle est envoyée à la personne).";
export const TYPE_REQUIRED = "Choisissez le type de billet.";
export const SUBJECT_REQUIRED = "Indiquez l'objet du message.";
export const BODY_REQUIRED = "Écrivez le message.";

export const cancelSchema = z.object({
  reason: requiredText(500, undefined, { min: 1, message: REASON_REQUIRED }),
});

export const moveSchema = z.object({
  line: wholeNumber(1, 2_147_483_647, TYPE_REQUIRED),
  target: wholeNumber(1, 2_147_483_647, TYPE_REQUIRED),
});

export const messageSchema = z.object({
  subject: requiredText(200, undefined, { min: 1, message: SUBJECT_REQUIRED }),
  body: requiredText(10_000, undefined, { min: 1, message: BODY_REQUIRED }),
});
