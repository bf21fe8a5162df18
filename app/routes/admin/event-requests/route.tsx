/**
 * /admin/demande-evenements — the requests made on the public /demande-evenements form (spec
 * back-office.md §2 "Event requests", §4). The status filter (`?statut=`), the page and the
 * details panel (`?details=ID`) live in the URL; approving, rejecting and deleting are POST forms
 * (deleting after a confirmation). Everything works without JavaScript. A request is approved or
 * rejected only while pending, which the database update itself checks; the requester is e-mailed
 * the answer. An approved request can be published as a public event in one click, titled by its
 * type and day unless the volunteer types another title in the details panel.
 */
import { EventRequestsScreen } from "~/components/admin/event-requests/event-requests-screen";
import { eventRequestsAction, loadEventRequestsScreen } from "./requests.server";
import type { Route } from "./+types/route";

export const loader = ({ request }: Route.LoaderArgs) => loadEventRequestsScreen(request);
export const action = ({ request }: Route.ActionArgs) => eventRequestsAction(request);
export const meta: Route.MetaFunction = () => [{ title: "Demandes d'événements — Administration" }];

export default function EventRequests({ loaderData, actionData }: Route.ComponentProps) {
  return <EventRequestsScreen data={loaderData} formError={actionData?.refused.errors.form} />;
}
