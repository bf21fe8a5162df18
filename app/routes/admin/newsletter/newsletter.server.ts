/**
 * The loader and action of /admin/infolettre (route glue, decision 0041; éditeur, administrateur —
 * checked on the server by openScreen / loadCrudScreen / crudAction): the « Infolettres » tab
 * (drafts, test send, sending, history with counts) and the « Abonnés » tab (`?onglet=abonnes`:
 * search, status, consent record in `?details=ID`).
 */
import {
  CAMPAIGN_NOT_FOUND,
  NO_SUBSCRIBERS,
  campaignScreen,
  sendTest,
  sendingState,
  startSending,
} from "~/domain/newsletter/campaigns.server";
import { newsletterRate } from "~/domain/newsletter/dispatch.server";
import { loadSubscribersPage } from "~/domain/newsletter/subscriber-list.server";
import { MARKETING_OFF } from "~/domain/newsletter/texts";
import { visibleUrl } from "~/lib/visible-url";
import { crudAction, loadCrudScreen, openScreen } from "~/routes/admin/+shared/crud.server";
import { type RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { absoluteUrl } from "~/server/site-url.server";

export async function loadNewsletterScreen(request: Request) {
  if (visibleUrl(request).searchParams.get("onglet") === "abonnes") {
    const subscribers = await loadSubscribersPage(await openScreen(request, "newsletter"));
    return { tab: "abonnes" as const, subscribers };
  }
  const { me: _me, ...campaigns } = await loadCrudScreen(campaignScreen, request);
  const state = await sendingState(await getDb());
  return { tab: "infolettres" as const, campaigns: { ...campaigns, ...state } };
}

export function newsletterAction(request: Request) {
  const siteUrl = absoluteUrl(request, "/");
  const test: IntentHandler = async ({ db, me, id, intent, form, back }) => {
    if (id === null || !(await sendTest(db, id, me.email, siteUrl))) {
      return refuseForm(intent, { form: CAMPAIGN_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(back, {
      title: "Essai envoyé",
      description: `L'infolettre est partie vers ${me.email} (marquée « Essai »).`,
    });
  };
  const send: IntentHandler = async ({ db, me, id, intent, form, back }) => {
    const outcome =
      id === null
        ? ({ ok: false, reason: "not-found" } as const)
        : await startSending(db, me.id, id, siteUrl);
    if (outcome.ok) {
      return redirectWithToast(back, {
        title: "Envoi commencé",
        description: `${outcome.recipients} abonné(s) confirmé(s), ${newsletterRate()} courriels par minute au plus.`,
      });
    }
    const refusal = {
      "not-found": [CAMPAIGN_NOT_FOUND, 404],
      "marketing-off": [MARKETING_OFF, 409],
      "no-subscribers": [NO_SUBSCRIBERS, 409],
    } as const;
    const [message, status] = refusal[outcome.reason];
    return refuseForm(intent, { form: message }, form, status);
  };
  return crudAction(campaignScreen, request, { test, send });
}
