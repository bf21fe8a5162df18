/**
 * What /admin/demande-evenements shows: one page of requests filtered by status (`?statut=`) and
 * the details panel of one (`?details=ID`), from the URL's parameters and the page asked for.
 */
import { loadDetails } from "~/domain/admin/details";
import type { Db } from "~/server/db.server";
import { getEventRequest, listEventRequests } from "./event-requests-admin.server";
import { parseRequestFilter, REQUEST_NOT_FOUND, requestFilters } from "./status";

export async function loadRequestsPage(db: Db, params: URLSearchParams, page: number) {
  const filter = parseRequestFilter(params.get("statut"));
  const [list, { details, notice }] = await Promise.all([
    listEventRequests(db, { page, status: filter ? requestFilters[filter].status : null }),
    loadDetails(params, (id) => getEventRequest(db, id), REQUEST_NOT_FOUND),
  ]);
  return { list, filter, details, notice };
}
