/** /admin/projets/new — the dashboard's quick action 'new project' (spec back-office.md §2). */
import { openAddForm } from "~/routes/admin/+shared/crud.server";
import { projectScreen } from "~/domain/projects/projects-admin.server";
import type { Route } from "./+types/new";

export const loader = ({ request }: Route.LoaderArgs) => openAddForm(projectScreen, request);
