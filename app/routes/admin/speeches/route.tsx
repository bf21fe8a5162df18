/**
 * /admin/discours — speeches and teachings (spec back-office.md §2 "Speeches", §3, §4). The status
 * tab (`?statut=publie|brouillon`), the type filter (`?type=`), the title search (`?q=`), the page
 * and the add / edit forms (`?mode=ajout`, `?modifier=`) live in the URL; publishing is a small
 * POST form per row, deleting asks for confirmation. Everything works without JavaScript. Only
 * published speeches reach the public /discours page.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { FilterTabs } from "~/components/admin/admin-tabs";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { confirmDelete, CrudList } from "~/components/admin/crud/crud-list";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { SearchBox } from "~/components/admin/crud/search-form";
import { FilterForm } from "~/components/admin/filter-form";
import type { AdminHandle } from "~/domain/admin/handle";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import { speechTypes } from "~/domain/speeches/labels";
import { speechSchema, speechSearchSchema } from "~/domain/speeches/schema";
import { speechIntents, speechScreen } from "~/domain/speeches/speeches-admin.server";
import { todayInSaguenay } from "~/lib/format";
import { COLUMNS, PublishButton } from "./columns";
import { speechFields } from "./fields";
import type { Route } from "./+types/route";

export const handle: AdminHandle = { area: "speeches" };

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadCrudScreen(speechScreen, request)), today: todayInSaguenay() };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(speechScreen, request, speechIntents);
}

export const meta: Route.MetaFunction = () => [{ title: "Discours — Administration" }];

const TABS = [
  { id: null, label: "Tous" },
  { id: "publie", label: "Publiés" },
  { id: "brouillon", label: "Brouillons" },
] as const;

export default function Speeches({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, type, q, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  // A refused publish / delete (the speech vanished) is told above the list.
  const rowError =
    refused && refused.intent !== "create" && refused.intent !== "update"
      ? refused.errors.form
      : undefined;
  return (
    <>
      <AdminPageHeader
        title="Gestion des Discours"
        subtitle="Gérez les discours et enseignements publiés sur le site"
      />
      <FilterTabs label="Statuts des discours" param="statut" current={status} tabs={TABS} />
      <AdminNotices messages={[notice, rowError]} />

      {mode.kind !== "view" ? (
        <CrudForm
          id="formulaire-discours"
          schema={speechSchema}
          fields={speechFields(today)}
          edited={edited}
          answer={actionData}
          addTitle="Ajouter un discours"
          editTitle={(speech) => `Modifier « ${speech.title} »`}
        />
      ) : null}

      <CrudList
        id="liste-discours"
        title="Discours"
        caption="Discours et enseignements"
        columns={COLUMNS}
        list={list}
        empty="Aucun discours trouvé."
        addLabel="Ajouter un discours"
        subject={(speech) => speech.title}
        actions={(speech) => <PublishButton speech={speech} />}
        confirm={confirmDelete(
          "Supprimer le discours",
          (speech) => `le discours « ${speech.title} »`,
        )}
        toolbar={
          <FilterForm
            id="filtre-type"
            label="Filtrer par type"
            name="type"
            value={type}
            allLabel="Tous les types"
            options={optionsOf(speechTypes)}
          >
            {status ? <input type="hidden" name="statut" value={status} /> : null}
            <SearchBox
              id="recherche-discours"
              label="Rechercher par titre"
              value={q}
              schema={speechSearchSchema}
            />
          </FilterForm>
        }
      />
    </>
  );
}
