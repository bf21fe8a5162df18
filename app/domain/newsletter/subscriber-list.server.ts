/**
 * The « Abonnés » tab of /admin/infolettre (`?onglet=abonnes`): a page of the subscribers,
 * filtered by status and searched, and the consent record of the one opened in `?details=ID`.
 */
import type { OpenedScreen } from "~/domain/admin/crud-description.server";
import { loadDetails } from "~/domain/admin/details";
import { searchText } from "~/lib/search";
import { findSubscriber, listSubscribers } from "./campaigns.server";
import { parseSubscriberFilter } from "./texts";

export const SUBSCRIBER_NOT_FOUND = "Abonné introuvable.";

export async function loadSubscribersPage({ params, page, pageNotice, db }: OpenedScreen) {
  const filter = parseSubscriberFilter(params.get("statut"));
  const q = searchText(params.get("q"));
  const [list, { details, notice }] = await Promise.all([
    listSubscribers(db, { page, filter, q }),
    loadDetails(params, (id) => findSubscriber(db, id), SUBSCRIBER_NOT_FOUND),
  ]);
  return { list, filter, q, details, notice: pageNotice ?? notice };
}
