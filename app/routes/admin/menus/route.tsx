/**
 * /admin/menus — the header's two dropdowns and the footer's two link columns (issue 15, item 6;
 * decision 0031): rename a menu, add a page of the page manager or another address, rename,
 * change, move up or down and remove its links. Whoever may edit the pages may edit the menus.
 */
import { MenusScreen } from "~/components/admin/menus/menus-screen";
import { loadMenus, menusAction } from "./menus.server";
import type { Route } from "./+types/route";

export const loader = ({ request }: Route.LoaderArgs) => loadMenus(request);
export const action = ({ request }: Route.ActionArgs) => menusAction(request);
export const meta: Route.MetaFunction = () => [{ title: "Menus — Administration" }];

export default function Menus({ loaderData, actionData }: Route.ComponentProps) {
  return <MenusScreen data={loaderData} answer={actionData} />;
}
