/**
 * /admin/donations/export.csv — the 'Exporter' button of /admin/donations: every donation of the
 * list's filters (`?statut=`, `?q=`, all pages) as a CSV file for Excel (see domain/donations/csv.ts).
 * A resource route: no page, only the file, streamed (domain/donations/donations-export.server.ts).
 */
import { parseDonationStatus } from "~/domain/donations/admin-schema";
import { donationsCsvFilename } from "~/domain/donations/csv";
import { donationsCsvStream } from "~/domain/donations/donations-export.server";
import { searchText } from "~/lib/search";
import { requireUser } from "~/routes/+shared/access.server";
import { privateFile } from "~/routes/admin/+shared/private-file";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/donations-export";
import { visibleUrl } from "~/lib/visible-url";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "donations");
  const params = visibleUrl(request).searchParams;
  const stream = donationsCsvStream(await getDb(), {
    status: parseDonationStatus(params.get("statut")),
    q: searchText(params.get("q")),
  });
  return privateFile(stream, "text/csv; charset=utf-8", donationsCsvFilename());
}
