/**
 * /admin/personnel — the foundation's staff (spec back-office.md §2 "Staff", §3). The status filter
 * (`?statut=`), the department tab (`?departement=`), the page and the add / edit forms
 * (`?mode=ajout`, `?modifier=`) live in the URL; deleting asks for confirmation. Everything works
 * without JavaScript. Changes show on the public /personnel page (former staff are hidden there).
 */
import { FilterTabs } from "~/components/admin/admin-tabs";
import { confirmDelete } from "~/components/admin/crud/crud-list";
import { CrudScreen } from "~/components/admin/crud/crud-screen";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import { COLUMNS } from "~/components/admin/staff/columns";
import { staffFields } from "~/components/admin/staff/fields";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { staffDepartments, staffStatuses } from "~/domain/staff/departments";
import { staffDepartmentKeys, staffSchema, staffStatusKeys } from "~/domain/staff/schema";
import { staffScreen } from "~/domain/staff/staff-admin.server";
import type { Route } from "./+types/staff";

export const loader = ({ request }: Route.LoaderArgs) => loadCrudPage(staffScreen, request);

export const action = ({ request }: Route.ActionArgs) => crudAction(staffScreen, request);

export const meta: Route.MetaFunction = () => [{ title: "Personnel — Administration" }];

const TABS = [
  { id: null, label: "Tous" },
  ...staffDepartmentKeys.map((key) => ({ id: key, label: staffDepartments[key] })),
];

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { status, department, today } = loaderData;
  return (
    <CrudScreen
      title="Notre Personnel"
      subtitle="Gérez les membres du personnel"
      tabs={<FilterTabs label="Services" param="departement" current={department} tabs={TABS} />}
      screen={loaderData}
      answer={actionData}
      view={{
        form: {
          id: "formulaire-personnel",
          schema: staffSchema,
          fields: staffFields(today),
          addTitle: "Ajouter un employé",
          editTitle: (person) => `Modifier ${person.name}`,
        },
        list: {
          id: "liste-personnel",
          title: "Personnel",
          caption: "Membres du personnel",
          columns: COLUMNS,
          empty: "Aucun membre du personnel trouvé.",
          addLabel: "Ajouter un employé",
          subject: (person) => person.name,
          confirm: confirmDelete("Supprimer l'employé", (person) => `${person.name} du personnel`),
          toolbar: (
            <FilterForm
              id="filtre-statut"
              label="Filtrer par statut"
              name="statut"
              value={status}
              allLabel="Tous les statuts"
              options={optionsOf(staffStatuses, staffStatusKeys)}
              keep={{ departement: department }}
            />
          ),
        },
      }}
    />
  );
}
