/**
 * /evenements/calendrier.ics: every upcoming event in one calendar that people subscribe to
 * (webcal), fetched again by their application, which then shows changes and cancellations.
 */
import { upcomingCalendarEvents } from "~/domain/events/calendar.server";
import { calendarToIcs } from "~/domain/events/ics";
import { getSettings } from "~/domain/settings/settings.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/events-calendar";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [entries, { general }] = await Promise.all([
    upcomingCalendarEvents(db, { absolute: (path) => absoluteUrl(request, path) }),
    getSettings(db, ["general"]),
  ]);
  const body = calendarToIcs(entries, {
    name: `Événements — ${general.shortName}`,
    description: `Événements à venir — ${general.siteName}`,
    refreshHours: 1,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // Shown in the browser's download as a calendar file, not as a page.
      "Content-Disposition": 'inline; filename="calendrier.ics"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
