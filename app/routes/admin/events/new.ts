/** /admin/evenements/new — the dashboard's quick action 'new event' (spec back-office.md §2). */
import { openAddForm } from "~/routes/admin/+shared/crud.server";
import { eventScreen } from "~/domain/registrations/event-screen.server";
import type { Route } from "./+types/new";

export const loader = ({ request }: Route.LoaderArgs) => openAddForm(eventScreen, request);
