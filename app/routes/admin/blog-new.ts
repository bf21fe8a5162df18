/**
 * /admin/blog/new — the dashboard's quick action 'new article' (spec back-office.md §2): the blog
 * screen with its add form open. The redirect is returned, not thrown, once the area is checked.
 */
import { redirect } from "react-router";
import type { AdminHandle } from "~/domain/admin/handle";
import { requireUser } from "~/server/auth/session.server";
import type { Route } from "./+types/blog-new";

export const handle: AdminHandle = { area: "blog" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  return redirect("/admin/blog?mode=ajout");
}
