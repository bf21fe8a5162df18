/**
 * /admin/blog/:id/versions — the kept versions of a blog article (decision 0032): the list, the
 * comparison of two of them (`?a=`, `?b=`) and « Restaurer » (journaled, reversible). The
 * blog area, checked on every loader and action.
 */
import { VersionsScreen, versionsTitle } from "~/components/admin/revisions/versions-screen";
import { articleVersions } from "~/domain/blog/article-revisions.server";
import { loadVersionsScreen, versionsAction } from "~/routes/admin/+shared/versions.server";
import type { Route } from "./+types/versions";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadVersionsScreen(articleVersions, request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  versionsAction(articleVersions, request, params.id);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: versionsTitle(data?.item, "Blog") },
];

export default function ArticleVersions({ loaderData, actionData }: Route.ComponentProps) {
  return <VersionsScreen page={loaderData} answer={actionData} />;
}
