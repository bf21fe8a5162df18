/**
 * /admin/evenements — the events of the public /evenements pages (spec back-office.md §2
 * "Events", §3, §4). The tab (`?onglet=a-venir|passes|annules`), the page and the add / edit
 * forms (`?mode=ajout`, `?modifier=`) live in the URL; deleting asks for confirmation. Everything
 * works without JavaScript. "À venir" and "Passés" split the maintained events by their start,
 * exactly as the public page does; "Annulés" holds the cancelled ones (see domain/events/schema.ts).
 * A saved event lands on the tab where it now is.
 */
import { FilterTabs } from "~/components/admin/admin-tabs";
import { confirmDelete } from "~/components/admin/crud/crud-list";
import { CrudScreen } from "~/components/admin/crud/crud-screen";
import { eventColumns } from "~/components/admin/events/columns";
import { eventFields } from "~/components/admin/events/fields";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { eventScreen } from "~/domain/registrations/event-screen.server";
import { eventSchema, eventTabKeys, eventTabs, type EventTab } from "~/domain/events/schema";
import type { Route } from "./+types/route";

export const loader = ({ request }: Route.LoaderArgs) => loadCrudPage(eventScreen, request);

export const action = ({ request }: Route.ActionArgs) => crudAction(eventScreen, request);

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
  const { tab, now, edited, today } = loaderData;
  const title = `Événements ${eventTabs[tab].toLowerCase()}`;
  return (
    <CrudScreen
      title="Événements"
      subtitle="Gérez les événements du site public"
      tabs={
        <FilterTabs
          label="Période"
          param="onglet"
          current={tab === "a-venir" ? null : tab}
          tabs={TABS}
        />
      }
      screen={loaderData}
      answer={actionData}
      view={{
        form: {
          id: "formulaire-evenement",
          schema: eventSchema,
          fields: eventFields(today, edited !== null),
          addTitle: "Ajouter un événement",
          editTitle: (event) => `Modifier ${event.title}`,
        },
        list: {
          id: "liste-evenements",
          title,
          caption: title,
          columns: eventColumns(now),
          empty: EMPTY[tab],
          addLabel: "Ajouter un événement",
          subject: (event) => event.title,
          confirm: confirmDelete(
            "Supprimer l'événement",
            (event) => `l'événement « ${event.title} »`,
            "Il disparaîtra du site public.",
          ),
        },
      }}
    />
  );
}
