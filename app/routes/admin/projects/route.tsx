/**
 * /admin/projets — the fundraising projects (spec back-office.md §2 "Projects", §3, §4, §5, §8).
 * The status filter (`?statut=`), the page and the add / edit forms (`?mode=ajout`, `?modifier=`)
 * live in the URL; the featured star and deletion are small forms; everything works without
 * JavaScript. The public /projets page, the home campaign and the donation dialog read the same
 * table: drafts are never public, and the featured active project is the campaign (one at a time).
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { confirmDelete, CrudList } from "~/components/admin/crud/crud-list";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import type { AdminHandle } from "~/domain/admin/handle";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import { projectIntents, projectScreen } from "~/domain/projects/projects-admin.server";
import { projectSchema, projectStatusFilterLabels } from "~/domain/projects/schema";
import { todayInSaguenay } from "~/lib/format";
import { COLUMNS } from "./columns";
import { projectFields } from "./fields";
import type { Route } from "./+types/route";

export const handle: AdminHandle = { area: "projects" };

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadCrudScreen(projectScreen, request)), today: todayInSaguenay() };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(projectScreen, request, projectIntents);
}

export const meta: Route.MetaFunction = () => [{ title: "Projets — Administration" }];

export default function Projects({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  // A refused star or delete (the project vanished, or has donations) is told above the list.
  const rowError =
    refused?.intent === "delete" || refused?.intent === "feature" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader
        title="Gestion des Projets"
        subtitle="Gérez les projets de collecte de fonds de la fondation"
      />
      <AdminNotices messages={[notice, rowError]} />

      {mode.kind !== "view" ? (
        <CrudForm
          id="formulaire-projet"
          schema={projectSchema}
          fields={projectFields(today)}
          edited={edited}
          answer={actionData}
          addTitle="Ajouter un projet"
          editTitle={(project) => `Modifier ${project.title}`}
        />
      ) : null}

      <CrudList
        id="liste-projets"
        title="Projets"
        caption="Projets de collecte de fonds"
        columns={COLUMNS}
        list={list}
        empty="Aucun projet trouvé."
        addLabel="Ajouter"
        subject={(project) => project.title}
        confirm={confirmDelete(
          "Supprimer le projet",
          (project) => `le projet « ${project.title} »`,
        )}
        toolbar={
          <FilterForm
            id="filtre-statut"
            label="Filtrer par statut"
            name="statut"
            value={status}
            allLabel="Tous les statuts"
            options={optionsOf(projectStatusFilterLabels)}
          />
        }
      />
    </>
  );
}
