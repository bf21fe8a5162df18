/**
 * /admin/sope-naby — the Sope Naby group's members and events (spec back-office.md §2 "Sope Naby
 * group"). The tab (`?onglet=membres|evenements`), the page and the add / edit forms
 * (`?mode=ajout`, `?modifier=`) live in the URL; switching tab returns to view mode. Everything
 * works without JavaScript.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { ScreenTabs } from "~/components/admin/admin-tabs";
import { CrudPanel } from "~/components/admin/crud/crud-screen";
import { eventsTab } from "~/components/admin/group/events-tab";
import { membersTab } from "~/components/admin/group/members-tab";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { groupEventScreen, groupMemberScreen } from "~/domain/group/group-admin.server";
import { visibleUrl } from "~/lib/visible-url";
import { refusedDeletion } from "~/lib/forms/refusal";
import type { Route } from "./+types/route";

const TABS = [
  { id: "membres", label: "Membres" },
  { id: "evenements", label: "Événements" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  if (visibleUrl(request).searchParams.get("onglet") === "evenements") {
    const { list, ...screen } = await loadCrudPage(groupEventScreen, request);
    return { tab: "evenements" as const, members: null, events: list, ...screen };
  }
  const { list, ...screen } = await loadCrudPage(groupMemberScreen, request);
  return { tab: "membres" as const, members: list, events: null, ...screen };
}

export const action = ({ request }: Route.ActionArgs) =>
  crudAction([groupMemberScreen, groupEventScreen], request);

export const meta: Route.MetaFunction = () => [{ title: "Groupe Sope Naby — Administration" }];

export default function Group({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, notice, today } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Gestion du Groupe Sope Naby"
        subtitle="Gérez les membres et les événements du groupe"
      />
      <ScreenTabs label="Onglets du groupe" current={tab} tabs={TABS} />
      <AdminNotices messages={[notice, refusedDeletion(actionData)]} />
      {loaderData.tab === "membres" ? (
        <CrudPanel
          view={membersTab(today)}
          {...loaderData}
          list={loaderData.members}
          answer={actionData}
        />
      ) : (
        <CrudPanel
          view={eventsTab(today)}
          {...loaderData}
          list={loaderData.events}
          answer={actionData}
        />
      )}
    </>
  );
}
