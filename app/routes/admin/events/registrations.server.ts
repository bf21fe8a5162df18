/**
 * The loader and action of /admin/evenements/:id/inscriptions (route glue, decision 0041; the
 * roles of the events screen, checked on the server by openScreen / requireUser): the event's
 * registrations, and the volunteer's changes — cancel, move tickets, message the attendees.
 */
import { data } from "react-router";
import { adminPath } from "~/domain/admin/screens";
import { cancelByVolunteer, moveTickets } from "~/domain/registrations/admin-changes.server";
import {
  cancelSchema,
  messageSchema,
  moveSchema,
  REGISTRATION_INTENTS,
} from "~/domain/registrations/admin-forms";
import { registrationsScreen } from "~/domain/registrations/admin-list.server";
import { startAttendeeMessage } from "~/domain/registrations/attendee-messages.server";
import { pacedRate } from "~/domain/mail/pacing.server";
import {
  recordDoorPayment,
  refundCancelledTickets,
} from "~/domain/payments/ticket-payments.server";
import { validateForm } from "~/lib/forms/validate";
import { parseId } from "~/lib/params";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { intentAction, type RouteIntentHandler } from "~/routes/admin/+shared/intents.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

export const EVENT_NOT_FOUND = "Événement introuvable : il a peut-être été supprimé.";
export const NOTHING_DUE =
  "Rien à encaisser : ces billets sont déjà payés, ou l'inscription est annulée.";

/** The screen's address for event `eventId`. */
export const registrationsPath = (eventId: number) =>
  `${adminPath("events")}/${eventId}/inscriptions`;

/** The screen of the address's event, or null (after the role check: a refused role learns nothing). */
export async function findEventRegistrations(request: Request, rawId: string | undefined) {
  const { db } = await openScreen(request, "events");
  const eventId = parseId(rawId);
  return eventId === null ? null : registrationsScreen(db, eventId);
}

/** The page's data: the screen, or null with a 404 for an unknown event. */
export async function loadEventRegistrations(request: Request, rawId: string | undefined) {
  const screen = await findEventRegistrations(request, rawId);
  return data(
    { screen, notFound: screen ? null : EVENT_NOT_FOUND },
    { status: screen ? 200 : 404 },
  );
}

export async function eventRegistrationsAction(request: Request, rawId: string | undefined) {
  const eventId = parseId(rawId);
  const path = registrationsPath(eventId ?? 0);
  const registrationOf = (id: number | null) => id ?? 0;

  const cancel: RouteIntentHandler = async ({ db, me, form, intent, id }) => {
    const parsed = validateForm(cancelSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const outcome = await cancelByVolunteer(
      db,
      me.id,
      eventId ?? 0,
      registrationOf(id),
      parsed.data.reason,
    );
    if (!outcome.ok) return refuseForm(intent, { form: outcome.message }, form, 409);
    // A card payment goes back at once (the sweep asks again if Stripe was away).
    const refund = await refundCancelledTickets(db, [registrationOf(id)]);
    return redirectWithToast(path, {
      title: "Inscription annulée",
      description: `${outcome.reference} : les places sont libérées et la personne est prévenue par courriel.${refund.asked ? " Le remboursement par carte est demandé à Stripe." : ""}${refund.failed ? " Le remboursement par carte n'a pas pu être demandé à Stripe : il sera redemandé automatiquement." : ""}`,
    });
  };
  const move: RouteIntentHandler = async ({ db, me, form, intent, id }) => {
    const parsed = validateForm(moveSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const outcome = await moveTickets(
      db,
      me.id,
      eventId ?? 0,
      registrationOf(id),
      parsed.data.line,
      parsed.data.target,
    );
    if (!outcome.ok) return refuseForm(intent, { form: outcome.message }, form, 409);
    return redirectWithToast(path, {
      title: "Billets changés de type",
      description: `${outcome.reference} : les billets sont maintenant du type choisi.`,
    });
  };
  const message: RouteIntentHandler = async ({ db, me, form, intent }) => {
    const parsed = validateForm(messageSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const outcome = await startAttendeeMessage(db, me.id, eventId ?? 0, parsed.data);
    if (!outcome.ok) return refuseForm(intent, { form: outcome.message }, form, 409);
    return redirectWithToast(path, {
      title: "Envoi commencé",
      description: `${outcome.recipients} personne(s) inscrite(s), ${pacedRate()} courriels par minute au plus.`,
    });
  };
  const doorPayment: RouteIntentHandler = async ({ db, me, form, intent, id }) => {
    const outcome = await recordDoorPayment(db, me.id, registrationOf(id));
    if (outcome !== "done") return refuseForm(intent, { form: NOTHING_DUE }, form, 409);
    return redirectWithToast(path, {
      title: "Paiement encaissé",
      description:
        "Le paiement à la porte est enregistré ; le don d'un billet-bénéfice est reçu avec son reçu officiel.",
    });
  };
  return intentAction({ area: "events", path, dropAfterChange: [] }, request, {
    [REGISTRATION_INTENTS.doorPayment]: doorPayment,
    [REGISTRATION_INTENTS.cancel]: cancel,
    [REGISTRATION_INTENTS.move]: move,
    [REGISTRATION_INTENTS.message]: message,
  });
}
