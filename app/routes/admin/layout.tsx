import { data, Outlet } from "react-router";
import { AdminFrame } from "~/components/admin/admin-frame";
import { navigationFor } from "~/domain/admin/navigation";
import { requireUser } from "~/routes/+shared/access.server";
import { readFlash } from "~/server/flash.server";
import type { Route } from "./+types/layout";

/** Every /admin page: signed-in users only; each screen also checks its own area. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // The toast of the action that redirected here (read once: the cookie is cleared).
  const { toast, headers } = readFlash(request);
  return data(
    {
      user: { name: user.name, email: user.email, role: user.role },
      navigation: navigationFor(user.role),
      toast,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

// The errors of the screens (403 included) are drawn inside this frame by
// routes/admin/screen-error.tsx, the route just below this one (app/routes.ts).
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame user={loaderData.user} navigation={loaderData.navigation} toast={loaderData.toast}>
      <Outlet />
    </AdminFrame>
  );
}
