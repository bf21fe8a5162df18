/**
 * The loader and action of /admin/demande-evenements (route glue, decision 0041): the page the
 * domain loads (requests-page.server.ts), and its intents — approve or reject a pending request (the
 * requester is e-mailed), publish an approved one as a public event, delete one.
 */
import { recordIntent } from "~/domain/admin/crud-description.server";
import { loadRequestsPage } from "~/domain/event-requests/requests-page.server";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { intentAction, type RouteIntentHandler } from "~/routes/admin/+shared/intents.server";
import { validateForm } from "~/lib/forms/validate";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import {
  EVENT_REQUESTS_PATH,
  publishSchema,
  REJECTION_REASON_TOO_LONG,
  rejectSchema,
} from "~/domain/event-requests/admin-schema";
import {
  decideEventRequest,
  deleteEventRequest,
  publishEventRequest,
  type Decision,
} from "~/domain/event-requests/event-requests-admin.server";
import {
  ALREADY_DECIDED,
  ALREADY_PUBLISHED,
  NOT_APPROVED,
  REQUEST_NOT_FOUND,
} from "~/domain/event-requests/status";

export async function loadEventRequestsScreen(request: Request) {
  const { params, page, pageNotice, db } = await openScreen(request, "event-requests");
  const shown = await loadRequestsPage(db, params, page);
  return { ...shown, notice: pageNotice ?? shown.notice };
}

const decisionToasts: Record<Decision, string> = {
  approve: "Demande approuvée",
  reject: "Demande rejetée",
};

/** 'Approuver' / 'Rejeter', each confirmed in a dialog; a rejection may carry a reason. */
const decide: RouteIntentHandler = async ({ db, me, id, intent, form, back }) => {
  const reason = intent === "reject" ? validateForm(rejectSchema, form) : null;
  // Said above the list, as the dialog that held the field is closed by then.
  if (reason && !reason.ok) {
    return refuseForm(intent, { form: reason.errors.reason ?? REJECTION_REASON_TOO_LONG }, form);
  }
  const outcome =
    id === null
      ? "not-found"
      : await decideEventRequest(db, me.id, id, intent as Decision, reason?.data.reason ?? "");
  if (outcome === "not-found") return refuseForm(intent, { form: REQUEST_NOT_FOUND }, form, 404);
  if (outcome === "not-pending") return refuseForm(intent, { form: ALREADY_DECIDED }, form, 409);
  return redirectWithToast(back, { title: decisionToasts[intent as Decision] });
};

const publishRefusals = {
  "not-found": [REQUEST_NOT_FOUND, 404],
  "not-approved": [NOT_APPROVED, 409],
  "already-published": [ALREADY_PUBLISHED, 409],
} as const;

/** 'Publier comme événement', then straight to the new event's form: worth a look first. */
const publish: RouteIntentHandler = async ({ db, me, id, intent, form }) => {
  const parsed = validateForm(publishSchema, form);
  // Said above the list: the list's button has no title field to show it under.
  if (!parsed.ok) return refuseForm(intent, { form: parsed.errors.title }, form);
  const outcome =
    id === null
      ? ({ status: "not-found" } as const)
      : await publishEventRequest(db, me.id, id, parsed.data.title);
  if (outcome.status !== "done") {
    const [message, status] = publishRefusals[outcome.status];
    return refuseForm(intent, { form: message }, form, status);
  }
  return redirectWithToast(`/admin/evenements?modifier=${outcome.eventId}`, {
    title: "Événement publié",
    description:
      "L'événement est visible sur la page Événements du site. Vérifiez son titre, sa description et son image.",
  });
};

/** The screen's action: back to the list with its filter and page, the details panel closed. */
export function eventRequestsAction(request: Request) {
  return intentAction(
    { area: "event-requests", path: EVENT_REQUESTS_PATH, dropAfterChange: ["details"] },
    request,
    {
      approve: decide,
      reject: decide,
      publish,
      delete: recordIntent(REQUEST_NOT_FOUND, async ({ db, me, id }) =>
        (await deleteEventRequest(db, me.id, id)) ? { title: "Demande supprimée" } : null,
      ),
    },
  );
}
