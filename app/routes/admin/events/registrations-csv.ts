/** /admin/evenements/:id/inscriptions.csv — the event's registrations as a CSV file. */
import { registrationsCsv, registrationsCsvFilename } from "~/domain/registrations/csv";
import type { Route } from "./+types/registrations-csv";
import { loadEventRegistrations } from "./registrations.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await loadEventRegistrations(request, params.id);
  return new Response(registrationsCsv(screen.registrations, screen.questions), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${registrationsCsvFilename(screen.event.slug)}"`,
      // Attendees' names and addresses: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
