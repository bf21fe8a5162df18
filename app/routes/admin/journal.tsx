/**
 * /admin/journal — every change made in the back-office (administrateur only), newest first,
 * 50 a page, filtered by author and by element with a GET form (works without JavaScript).
 */
import { JournalScreen } from "~/components/admin/journal/journal-screen";
import { loadJournalPage } from "~/domain/audit/audit.server";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import type { Route } from "./+types/journal";

export const loader = async ({ request }: Route.LoaderArgs) =>
  loadJournalPage(await openScreen(request, "journal"));
export const meta: Route.MetaFunction = () => [{ title: "Journal — Administration" }];

export default function Journal({ loaderData }: Route.ComponentProps) {
  return <JournalScreen data={loaderData} />;
}
