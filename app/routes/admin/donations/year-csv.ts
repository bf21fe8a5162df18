/** /admin/dons/annee.csv — the year's records and totals as a CSV file (domain/treasury/year-csv). */
import { yearCsv, yearCsvFilename } from "~/domain/treasury/year-csv";
import { loadYearScreen } from "~/domain/treasury/year-screen.server";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import type { Route } from "./+types/year-csv";

export async function loader({ request }: Route.LoaderArgs) {
  const { params, db } = await openScreen(request, "donations");
  const { figures } = await loadYearScreen(db, params);
  return new Response(yearCsv(figures), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${yearCsvFilename(figures.period)}"`,
      // Donor names: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
