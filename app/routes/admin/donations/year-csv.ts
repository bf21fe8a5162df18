/** /admin/dons/annee.csv — the year's records and totals as a CSV file (domain/treasury/year-csv). */
import { yearCsv, yearCsvFilename } from "~/domain/treasury/year-csv";
import { loadYearScreen } from "~/domain/treasury/year-screen.server";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { privateFile } from "~/routes/admin/+shared/private-file";
import type { Route } from "./+types/year-csv";

export async function loader({ request }: Route.LoaderArgs) {
  const { params, db } = await openScreen(request, "donations");
  const { figures } = await loadYearScreen(db, params);
  return privateFile(yearCsv(figures), "text/csv; charset=utf-8", yearCsvFilename(figures.period));
}
