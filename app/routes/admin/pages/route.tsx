/**
 * /admin/pages — the page manager (spec back-office.md §2 "Page manager", §3, decision 0009).
 * Tab 'Pages': the rows of the pages table, each served at its own address by the public
 * content-page route (or, for a fixed page such as /projets, shown as its intro). 'Nouvelle page'
 * publishes a page at a new address at once; the intro of a fixed page keeps its address and
 * cannot be deleted. Tab 'Médias': the uploaded files with their public address to copy. The
 * prototype's 'Modèles' tab did nothing and is left out. Tab, search, page and forms live in the
 * URL (`?onglet=`, `?q=`, `?page=`, `?mode=ajout`, `?modifier=`) and work without JavaScript.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { ScreenTabs } from "~/components/admin/admin-tabs";
import { rowRefusal } from "~/components/admin/crud/crud-screen";
import { MediaTab } from "~/components/admin/pages/media-tab";
import { PagesTab } from "~/components/admin/pages/pages-tab";
import { loadMediaTab } from "~/domain/pages/media-admin.server";
import { pagesScreen } from "~/domain/pages/pages-admin.server";
import { PAGES_PATH, pageTabs, parsePagesTab } from "~/domain/pages/schema";
import type { FormMode } from "~/lib/forms/form-mode";
import { visibleUrl } from "~/lib/visible-url";
import { crudAction, loadCrudPage, openScreen } from "~/routes/admin/+shared/crud.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  if (parsePagesTab(visibleUrl(request).searchParams.get("onglet")) === "medias") {
    const view: FormMode = { kind: "view" };
    return {
      ...(await loadMediaTab(await openScreen(request, "pages"), (path) =>
        absoluteUrl(request, path),
      )),
      tab: "medias",
      pages: null,
      mode: view,
      edited: null,
    };
  }
  const { list, ...screen } = await loadCrudPage(pagesScreen, request);
  return { ...screen, tab: "pages", pages: list, media: null } as const;
}

export const action = ({ request }: Route.ActionArgs) => crudAction(pagesScreen, request);

export const meta: Route.MetaFunction = () => [{ title: "Pages — Administration" }];

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, search, pages, media, mode, edited, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Gestionnaire de pages"
        subtitle="Gérez les pages du site et consultez les fichiers téléversés"
      />
      <ScreenTabs
        label="Onglets du gestionnaire de pages"
        current={tab}
        tabs={pageTabs}
        home={{ pages: PAGES_PATH }}
      />
      <AdminNotices messages={[notice, rowRefusal(actionData)]} />
      {pages ? (
        <PagesTab list={pages} search={search} mode={mode} edited={edited} answer={actionData} />
      ) : null}
      {media ? <MediaTab media={media} search={search} /> : null}
    </>
  );
}
