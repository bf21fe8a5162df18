/**
 * /admin/evenements/:id/accueil/pointage — what the door page's script talks to (JSON): POST one
 * check-in (queued ones carry their id, see components/admin/events/checkin/queue.ts); GET the
 * board again, so the count follows what the other volunteers check in.
 */
import { EVENT_NOT_FOUND } from "~/domain/registrations/checkin";
import { openCheckin, postCheckin } from "./checkin.server";
import type { Route } from "./+types/checkin-post";

const JSON_HEADERS = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const board = await openCheckin(request, params.id);
  if (!board)
    return Response.json({ message: EVENT_NOT_FOUND }, { status: 404, headers: JSON_HEADERS });
  return Response.json(board, { headers: JSON_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  return Response.json(await postCheckin(request, params.id), { headers: JSON_HEADERS });
}
