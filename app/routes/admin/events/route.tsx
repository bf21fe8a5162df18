/**
 * /admin/evenements — the events of the public /evenements pages (spec back-office.md §2
 * "Events", §3, §4). The tab (`?onglet=a-venir|passes|annules`), the page and the add / edit
 * forms (`?mode=ajout`, `?modifier=`) live in the URL; deleting asks for confirmation. Everything
 * works without JavaScript. "À venir" and "Passés" split the maintained events by their start,
 * exactly as the public page does; "Annulés" holds the cancelled ones (see domain/events/schema.ts).
 * A saved event lands on the tab where it now is.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { FilterTabs } from "~/components/admin/admin-tabs";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { confirmDelete, CrudList } from "~/components/admin/crud/crud-list";
import type { AdminHandle } from "~/domain/admin/handle";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import { eventScreen } from "~/domain/events/events-admin.server";
import { eventSchema, eventTabKeys, eventTabs, type EventTab } from "~/domain/events/schema";
import { todayInSaguenay } from "~/lib/format";
import { eventColumns } from "./columns";
import { eventFields } from "./fields";
import type { Route } from "./+types/route";

export const handle: AdminHandle = { area: "events" };

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadCrudScreen(eventScreen, request)), today: todayInSaguenay() };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(eventScreen, request);
}

export const meta: Route.MetaFunction = () => [{ title: "Événements — Administration" }];

// "À venir" is the default tab: its link carries no `?onglet=`.
const TABS = eventTabKeys.map((key) => ({
  id: key === "a-venir" ? null : key,
  label: eventTabs[key],
}));

const EMPTY: Record<EventTab, string> = {
  "a-venir": "Aucun événement à venir.",
  passes: "Aucun événement passé.",
  annules: "Aucun événement annulé.",
};

export default function Events({ loaderData, actionData }: Route.ComponentProps) {
  const { list, tab, now, mode, edited, today, notice } = loaderData;
  const deleteError =
    actionData?.refused?.intent === "delete" ? actionData.refused.errors.form : undefined;
  const title = `Événements ${eventTabs[tab].toLowerCase()}`;
  return (
    <>
      <AdminPageHeader title="Événements" subtitle="Gérez les événements du site public" />
      <FilterTabs
        label="Période"
        param="onglet"
        current={tab === "a-venir" ? null : tab}
        tabs={TABS}
      />
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <CrudForm
          id="formulaire-evenement"
          schema={eventSchema}
          fields={eventFields(today, edited !== null)}
          edited={edited}
          answer={actionData}
          addTitle="Ajouter un événement"
          editTitle={(event) => `Modifier ${event.title}`}
        />
      ) : null}

      <CrudList
        id="liste-evenements"
        title={title}
        caption={title}
        columns={eventColumns(now)}
        list={list}
        empty={EMPTY[tab]}
        addLabel="Ajouter un événement"
        subject={(event) => event.title}
        confirm={confirmDelete(
          "Supprimer l'événement",
          (event) => `l'événement « ${event.title} »`,
          "Il disparaîtra du site public.",
        )}
      />
    </>
  );
}
