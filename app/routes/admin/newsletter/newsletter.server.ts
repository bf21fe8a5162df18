/**
 * The loader and action of /admin/infolettre (éditeur, administrateur — checked on the server by
 * openScreen / loadCrudScreen / crudAction): the « Infolettres » tab (drafts, test send, sending,
 * history with counts) and the « Abonnés » tab (`?onglet=abonnes`: search, status, consent record
 * in `?details=ID`).
 */
import {
  crudAction,
  loadCrudScreen,
  loadDetails,
  openScreen,
  type IntentHandler,
} from "~/domain/admin/crud-screen.server";
import { searchText } from "~/lib/search";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { smtpUrlFromEnv } from "~/server/mail/transport.server";
import { absoluteUrl } from "~/server/site-url.server";
import {
  CAMPAIGN_NOT_FOUND,
  NO_SUBSCRIBERS,
  campaignScreen,
  confirmedCount,
  findSubscriber,
  listSubscribers,
  sendTest,
  startSending,
} from "./campaigns.server";
import { marketingAllowed, newsletterRate } from "./dispatch.server";
import { MARKETING_OFF, parseSubscriberFilter } from "./texts";

export const SUBSCRIBER_NOT_FOUND = "Abonné introuvable.";
export type NewsletterTab = "infolettres" | "abonnes";

export async function loadNewsletterScreen(request: Request) {
  if (visibleUrl(request).searchParams.get("onglet") === "abonnes") {
    const { params, page, pageNotice, db } = await openScreen(request, "newsletter");
    const filter = parseSubscriberFilter(params.get("statut"));
    const q = searchText(params.get("q"));
    const [list, { details, notice }] = await Promise.all([
      listSubscribers(db, { page, filter, q }),
      loadDetails(params, (id) => findSubscriber(db, id), SUBSCRIBER_NOT_FOUND),
    ]);
    return {
      tab: "abonnes" as const,
      subscribers: { list, filter, q, details, notice: pageNotice ?? notice },
    };
  }
  const { me: _me, ...campaigns } = await loadCrudScreen(campaignScreen, request);
  const db = await getDb();
  const [confirmed, marketing] = await Promise.all([confirmedCount(db), marketingAllowed(db)]);
  return {
    tab: "infolettres" as const,
    campaigns: {
      ...campaigns,
      confirmed,
      marketing,
      smtpConfigured: Boolean(smtpUrlFromEnv()),
      ratePerMinute: newsletterRate(),
    },
  };
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
