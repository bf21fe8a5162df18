/**
 * /admin/donations/export.csv — the 'Exporter' button of /admin/donations: every donation of the
 * list's filters (`?statut=`, `?q=`, all pages) as a CSV file for Excel (see domain/donations/csv.ts).
 * A resource route: no page, only the file.
 */
import type { AdminHandle } from "~/domain/admin/handle";
import { parseDonationStatus } from "~/domain/donations/admin-schema";
import { donationsCsv, donationsCsvFilename } from "~/domain/donations/csv";
import { exportDonations } from "~/domain/donations/donations-admin.server";
import { searchText } from "~/lib/search";
import { requireUser } from "~/domain/users/access.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/donations-export";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "donations" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const rows = await exportDonations(await getDb(), {
    status: parseDonationStatus(params.get("statut")),
    q: searchText(params.get("q")),
  });
  return new Response(donationsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${donationsCsvFilename()}"`,
      // Donor names and emails: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
