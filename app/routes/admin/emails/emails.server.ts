/**
 * The loader and action of /admin/courriels (route glue, decision 0041): the page the domain
 * loads (domain/mail/outbox-list.server.ts) and 'Réessayer', back to the list as it was.
 */
import { EMAILS_PATH, loadEmailsPage, retryOutboxEmail } from "~/domain/mail/outbox-list.server";
import { EMAIL_ALREADY_SENT, EMAIL_NOT_FOUND } from "~/domain/mail/topics";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { intentAction, type RouteIntentHandler } from "~/routes/admin/+shared/intents.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

export async function loadEmailsScreen(request: Request) {
  return loadEmailsPage(await openScreen(request, "emails"));
}

const retry: RouteIntentHandler = async ({ db, me, id: emailId, intent, form, back }) => {
  const outcome = emailId === null ? "not-found" : await retryOutboxEmail(db, me.id, emailId);
  if (outcome === "not-found") return refuseForm(intent, { form: EMAIL_NOT_FOUND }, form, 404);
  if (outcome === "already-sent") {
    return refuseForm(intent, { form: EMAIL_ALREADY_SENT }, form, 409);
  }
  return redirectWithToast(back, {
    title: "Nouvel essai programmé",
    description: "Le courriel partira au prochain passage de l'envoi.",
  });
};

/** The outbox's action: back to the list as it was (the details panel stays open). */
export function emailsAction(request: Request) {
  return intentAction({ area: "emails", path: EMAILS_PATH, dropAfterChange: [] }, request, {
    retry,
  });
}
