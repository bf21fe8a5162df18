/**
 * /admin/evenements/:id/accueil — check-in at the door from a phone (issue 26, item 7), for the
 * roles that run events: the count of people in the room, the camera scan or a typed code, the
 * search by name. The form posts here without JavaScript; with it the page's script queues each
 * check-in and sends it to …/accueil/pointage, also after the network comes back.
 */
import { data } from "react-router";
import { AdminNotices, AdminPageHeader } from "~/components/admin/admin-frame";
import { CheckinScreen } from "~/components/admin/events/checkin/checkin-screen";
import { visibleUrl } from "~/lib/visible-url";
import { EVENT_NOT_FOUND } from "~/domain/registrations/checkin";
import { openCheckin, postCheckin } from "./checkin.server";
import type { Route } from "./+types/checkin";

export async function loader({ request, params }: Route.LoaderArgs) {
  const board = await openCheckin(request, params.id);
  const query = visibleUrl(request).searchParams.get("q")?.slice(0, 100) ?? "";
  return data({ board, query }, { status: board ? 200 : 404 });
}

export const action = ({ request, params }: Route.ActionArgs) => postCheckin(request, params.id);

// The scan button opens the camera: allowed to this page of the site only (decision 0019).
export const headers: Route.HeadersFunction = () => ({ "Permissions-Policy": "camera=(self)" });

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Accueil${data?.board ? ` — ${data.board.event.title}` : ""} — Administration` },
];

export default function Checkin({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.board) {
    return (
      <>
        <AdminPageHeader title="Accueil à la porte" />
        <AdminNotices messages={[EVENT_NOT_FOUND]} />
      </>
    );
  }
  return (
    <CheckinScreen
      board={loaderData.board}
      query={loaderData.query}
      answer={actionData}
      dataUrl={`/admin/evenements/${params.id}/accueil/pointage`}
    />
  );
}
