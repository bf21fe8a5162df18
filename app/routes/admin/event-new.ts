/**
 * /admin/evenements/new — the dashboard's quick action (spec back-office.md §2): the add form of
 * /admin/evenements, for the roles that may open it.
 */
import { redirect } from "react-router";
import type { AdminHandle } from "~/domain/admin/handle";
import { requireUser } from "~/server/auth/session.server";
import type { Route } from "./+types/event-new";

export const handle: AdminHandle = { area: "events" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  return redirect("/admin/evenements?mode=ajout");
}
