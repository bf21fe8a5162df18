/**
 * /admin/evenements/:id/accueil/pointage — what the door page's script talks to (JSON): POST one
 * check-in (queued ones carry their id, see components/admin/events/checkin/queue.ts); GET the
 * board again, so the count follows what the other volunteers check in.
 */
import { openCheckin, postCheckin } from "./checkin.server";
import type { Route } from "./+types/checkin-post";

const JSON_HEADERS = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  return Response.json(await openCheckin(request, params.id), { headers: JSON_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  return Response.json(await postCheckin(request, params.id), { headers: JSON_HEADERS });
}
