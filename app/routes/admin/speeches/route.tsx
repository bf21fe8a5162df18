/**
 * /admin/discours — speeches and teachings (spec back-office.md §2 "Speeches", §3, §4). The status
 * tab (`?statut=publie|brouillon`), the type filter (`?type=`), the title search (`?q=`), the page
 * and the add / edit forms (`?mode=ajout`, `?modifier=`) live in the URL; publishing is a small
 * POST form per row, deleting asks for confirmation. Everything works without JavaScript. Only
 * published speeches reach the public /discours page.
 */
import { FilterTabs } from "~/components/admin/admin-tabs";
import { confirmDelete } from "~/components/admin/crud/crud-list";
import { CrudScreen } from "~/components/admin/crud/crud-screen";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { SearchBox } from "~/components/admin/crud/search-form";
import { FilterForm } from "~/components/admin/filter-form";
import { COLUMNS, PublishButton } from "~/components/admin/speeches/columns";
import { speechFields } from "~/components/admin/speeches/fields";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { speechTypes } from "~/domain/speeches/labels";
import { speechSchema, speechSearchSchema } from "~/domain/speeches/schema";
import { speechIntents, speechScreen } from "~/domain/speeches/speeches-admin.server";
import type { Route } from "./+types/route";

export const loader = ({ request }: Route.LoaderArgs) => loadCrudPage(speechScreen, request);

export const action = ({ request }: Route.ActionArgs) =>
  crudAction(speechScreen, request, speechIntents);

export const meta: Route.MetaFunction = () => [{ title: "Discours — Administration" }];

const TABS = [
  { id: null, label: "Tous" },
  { id: "publie", label: "Publiés" },
  { id: "brouillon", label: "Brouillons" },
] as const;

export default function Speeches({ loaderData, actionData }: Route.ComponentProps) {
  const { status, type, q, today } = loaderData;
  return (
    <CrudScreen
      title="Gestion des Discours"
      subtitle="Gérez les discours et enseignements publiés sur le site"
      tabs={<FilterTabs label="Statuts des discours" param="statut" current={status} tabs={TABS} />}
      screen={loaderData}
      answer={actionData}
      // A refused publish / delete (the speech vanished) is told above the list.
      rowIntents={["publish", "unpublish", "delete"]}
      view={{
        form: {
          id: "formulaire-discours",
          schema: speechSchema,
          fields: speechFields(today),
          addTitle: "Ajouter un discours",
          editTitle: (speech) => `Modifier « ${speech.title} »`,
        },
        list: {
          id: "liste-discours",
          title: "Discours",
          caption: "Discours et enseignements",
          columns: COLUMNS,
          empty: "Aucun discours trouvé.",
          addLabel: "Ajouter un discours",
          subject: (speech) => speech.title,
          actions: (speech) => <PublishButton speech={speech} />,
          confirm: confirmDelete(
            "Supprimer le discours",
            (speech) => `le discours « ${speech.title} »`,
          ),
          toolbar: (
            <FilterForm
              id="filtre-type"
              label="Filtrer par type"
              name="type"
              value={type}
              allLabel="Tous les types"
              options={optionsOf(speechTypes)}
              keep={{ statut: status }}
            >
              <SearchBox
                id="recherche-discours"
                label="Rechercher par titre"
                value={q}
                schema={speechSearchSchema}
              />
            </FilterForm>
          ),
        },
      }}
    />
  );
}
