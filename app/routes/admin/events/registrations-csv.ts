/** /admin/evenements/:id/inscriptions.csv — the event's registrations as a CSV file. */
import { registrationsCsv, registrationsCsvFilename } from "~/domain/registrations/csv";
import type { Route } from "./+types/registrations-csv";
import { EVENT_NOT_FOUND, findEventRegistrations } from "./registrations.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await findEventRegistrations(request, params.id);
  if (!screen) {
    return new Response(EVENT_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(registrationsCsv(screen.registrations, screen.questions), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${registrationsCsvFilename(screen.event.slug)}"`,
      // Attendees' names and addresses: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
