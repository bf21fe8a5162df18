/**
 * /admin/pages/:id/versions — the kept versions of a page (decision 0032): the list, the
 * comparison of two of them (`?a=`, `?b=`) and « Restaurer » (journaled, reversible). The
 * pages area, checked on every loader and action.
 */
import { VersionsScreen, versionsTitle } from "~/components/admin/revisions/versions-screen";
import { pageVersions } from "~/domain/pages/page-revisions.server";
import { loadVersionsScreen, versionsAction } from "~/routes/admin/+shared/versions.server";
import type { Route } from "./+types/versions";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadVersionsScreen(pageVersions, request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  versionsAction(pageVersions, request, params.id);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: versionsTitle(data?.item, "Pages") },
];

export default function PageVersions({ loaderData, actionData }: Route.ComponentProps) {
  return <VersionsScreen page={loaderData} answer={actionData} />;
}
