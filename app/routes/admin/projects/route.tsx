/**
 * /admin/projets — the fundraising projects (spec back-office.md §2 "Projects", §3, §4, §5, §8).
 * The status filter (`?statut=`), the page and the add / edit forms (`?mode=ajout`, `?modifier=`)
 * live in the URL; the featured star and deletion are small forms; everything works without
 * JavaScript. The public /projets page, the home campaign and the donation dialog read the same
 * table: drafts are never public, and the featured active project is the campaign (one at a time).
 */
import { CrudScreen } from "~/components/admin/crud/crud-screen";
import { confirmDelete } from "~/components/admin/crud/crud-list";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import { COLUMNS } from "~/components/admin/projects/columns";
import { projectFields } from "~/components/admin/projects/fields";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { projectIntents, projectScreen } from "~/domain/projects/projects-admin.server";
import { projectSchema, projectStatusFilterLabels } from "~/domain/projects/schema";
import type { Route } from "./+types/route";

export const loader = ({ request }: Route.LoaderArgs) => loadCrudPage(projectScreen, request);

export const action = ({ request }: Route.ActionArgs) =>
  crudAction(projectScreen, request, projectIntents);

export const meta: Route.MetaFunction = () => [{ title: "Projets — Administration" }];

export default function Projects({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrudScreen
      title="Gestion des Projets"
      subtitle="Gérez les projets de collecte de fonds de la fondation"
      screen={loaderData}
      answer={actionData}
      // A refused star or delete (the project vanished, or has donations) is told above the list.
      rowIntents={["delete", "feature"]}
      view={{
        form: {
          id: "formulaire-projet",
          schema: projectSchema,
          fields: projectFields(loaderData.today),
          addTitle: "Ajouter un projet",
          editTitle: (project) => `Modifier ${project.title}`,
        },
        list: {
          id: "liste-projets",
          title: "Projets",
          caption: "Projets de collecte de fonds",
          columns: COLUMNS,
          empty: "Aucun projet trouvé.",
          addLabel: "Ajouter",
          subject: (project) => project.title,
          confirm: confirmDelete(
            "Supprimer le projet",
            (project) => `le projet « ${project.title} »`,
          ),
          toolbar: (
            <FilterForm
              id="filtre-statut"
              label="Filtrer par statut"
              name="statut"
              value={loaderData.status}
              allLabel="Tous les statuts"
              options={optionsOf(projectStatusFilterLabels)}
            />
          ),
        },
      }}
    />
  );
}
