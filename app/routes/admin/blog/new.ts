/** /admin/blog/new — the dashboard's quick action 'new article' (spec back-office.md §2). */
import { openAddForm } from "~/routes/admin/+shared/crud.server";
import { blogScreen } from "~/domain/blog/blog-admin.server";
import type { Route } from "./+types/new";

export const loader = ({ request }: Route.LoaderArgs) => openAddForm(blogScreen, request);
