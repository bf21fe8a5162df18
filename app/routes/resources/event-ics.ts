/** /evenements/{slug}/agenda.ics: the event as an iCalendar file ("Ajouter à mon agenda"). */
import { getEventBySlug } from "~/domain/events/events.server";
import { eventToIcs } from "~/domain/events/ics";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/event-ics";

export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await getEventBySlug(await getDb(), params.slug);
  if (!event) {
    return new Response("Événement introuvable", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const pageUrl = absoluteUrl(request, `/evenements/${encodeURIComponent(event.slug)}`);
  const body = eventToIcs({
    // The id never changes (a slug may), so calendars update the same entry on a new download.
    uid: `event-${event.id}@${new URL(pageUrl).host}`,
    stamp: new Date(),
    start: new Date(event.startsAt),
    end: event.endsAt ? new Date(event.endsAt) : null,
    summary: event.title,
    location: event.location,
    description: event.description,
    url: pageUrl,
    cancelled: event.cancelled,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(event.slug)}.ics"`,
      "Cache-Control": "no-cache",
    },
  });
}

/** The slug as a header-safe file name (slugs are plain ASCII, but a quote would break it). */
function fileName(slug: string): string {
  return slug.replace(/[^A-Za-z0-9._-]/g, "-");
}
