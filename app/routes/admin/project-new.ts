/**
 * /admin/projets/new — the dashboard's quick action (spec back-office.md §2): the projects screen
 * with its add form open. Checks the area first, so a role without it is refused here too.
 */
import { redirect } from "react-router";
import type { AdminHandle } from "~/domain/admin/handle";
import { requireUser } from "~/server/auth/session.server";
import type { Route } from "./+types/project-new";

export const handle: AdminHandle = { area: "projects" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  return redirect("/admin/projets?mode=ajout");
}
