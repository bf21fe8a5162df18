/**
 * /admin/sope-naby — the Sope Naby group's members and events (spec back-office.md §2 "Sope Naby
 * group"). The tab (`?onglet=membres|evenements`), the page and the add / edit forms
 * (`?mode=ajout`, `?modifier=`) live in the URL; switching tab returns to view mode. Everything
 * works without JavaScript.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import type { AdminHandle } from "~/domain/admin/handle";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import { groupEventScreen, groupMemberScreen } from "~/domain/group/group-admin.server";
import { todayInSaguenay } from "~/lib/format";
import { visibleUrl } from "~/lib/visible-url";
import { refusedDeletion } from "~/lib/forms/refusal";
import { CrudTab } from "./crud-tab";
import { eventsTab } from "./events-tab";
import { membersTab } from "./members-tab";
import type { Route } from "./+types/route";

export const handle: AdminHandle = { area: "sope-naby" };

const TABS = [
  { id: "membres", label: "Membres" },
  { id: "evenements", label: "Événements" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const today = todayInSaguenay();
  if (visibleUrl(request).searchParams.get("onglet") === "evenements") {
    const { list, ...screen } = await loadCrudScreen(groupEventScreen, request);
    return { tab: "evenements" as const, members: null, events: list, ...screen, today };
  }
  const { list, ...screen } = await loadCrudScreen(groupMemberScreen, request);
  return { tab: "membres" as const, members: list, events: null, ...screen, today };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction([groupMemberScreen, groupEventScreen], request);
}

export const meta: Route.MetaFunction = () => [{ title: "Groupe Sope Naby — Administration" }];

export default function Group({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Gestion du Groupe Sope Naby"
        subtitle="Gérez les membres et les événements du groupe"
      />
      <AdminTabs
        label="Onglets du groupe"
        current={tab}
        tabs={TABS.map((t) => ({ ...t, href: `?onglet=${t.id}` }))}
      />
      <AdminNotices messages={[notice, refusedDeletion(actionData)]} />
      {loaderData.tab === "membres" ? (
        <CrudTab
          description={membersTab}
          {...loaderData}
          list={loaderData.members}
          answer={actionData}
        />
      ) : (
        <CrudTab
          description={eventsTab}
          {...loaderData}
          list={loaderData.events}
          answer={actionData}
        />
      )}
    </>
  );
}
