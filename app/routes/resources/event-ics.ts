/** /evenements/{slug}/agenda.ics: the event as an iCalendar file ("Ajouter à mon agenda"). */
import { calendarEventBySlug } from "~/domain/events/calendar.server";
import { eventToIcs } from "~/domain/events/ics";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/event-ics";

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await calendarEventBySlug(await getDb(), params.slug, {
    absolute: (path) => absoluteUrl(request, path),
  });
  if (!found) {
    return new Response("Événement introuvable", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(eventToIcs(found.entry), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(found.slug)}.ics"`,
      "Cache-Control": "no-cache",
    },
  });
}

/** The slug as a header-safe file name (slugs are plain ASCII, but a quote would break it). */
function fileName(slug: string): string {
  return slug.replace(/[^A-Za-z0-9._-]/g, "-");
}
