/** The dashboard's "Événements" tab: coming events, Sope Naby activities, pending requests. */
import { Link } from "react-router";
import type { EventsTab as EventsTabData } from "~/domain/dashboard/events-tab.server";
import { formatDate, formatDateTime } from "~/lib/format";
import { FigurePanel } from "./figures";

const DATE = { label: "Date", nowrap: true };

export function EventsTab({ data }: { data: EventsTabData }) {
  return (
    <div className="grid gap-8">
      {data.events ? (
        <FigurePanel
          id="prochains-evenements"
          title="Prochains événements"
          headers={["Événement", DATE, "Lieu", "Places prises"]}
          empty="Aucun événement à venir."
          rows={data.events.map((event) => ({
            key: event.slug,
            name: (
              <Link to={`/evenements/${event.slug}`} className="text-primary underline">
                {event.title}
              </Link>
            ),
            cells: [
              formatDateTime(event.startsAt),
              event.location,
              event.places ? (
                <Link
                  to={`/admin/evenements/${event.id}/inscriptions`}
                  className="text-primary underline"
                >
                  {event.places.capacity === null
                    ? event.places.taken
                    : `${event.places.taken} / ${event.places.capacity}`}
                  <span className="sr-only"> : inscriptions à {event.title}</span>
                </Link>
              ) : (
                "—"
              ),
            ],
          }))}
        />
      ) : null}
      {data.pendingRequests ? (
        <FigurePanel
          id="demandes-a-traiter"
          title="Demandes d'événement à traiter"
          caption="Demandes d'événement en attente"
          headers={[
            "Demande",
            "Demandeur",
            { label: "Date souhaitée", nowrap: true },
            "Participants",
          ]}
          empty="Aucune demande en attente."
          rows={data.pendingRequests.map((request) => ({
            key: request.id,
            name: (
              <>
                {request.title}
                <span className="block text-xs text-muted-foreground">{request.reference}</span>
              </>
            ),
            cells: [request.requesterName, formatDate(request.date), request.attendees ?? "—"],
          }))}
        />
      ) : null}
      {data.groupActivities ? (
        <FigurePanel
          id="activites-sope-naby"
          title="Activités du groupe Sope Naby"
          caption="Prochaines activités du groupe Sope Naby"
          headers={["Activité", DATE, "Lieu"]}
          empty="Aucune activité prévue."
          rows={data.groupActivities.map((activity) => ({
            key: activity.id,
            name: activity.title,
            cells: [formatDate(activity.date), activity.location],
          }))}
        />
      ) : null}
    </div>
  );
}
