/** The dashboard's "Événements" tab: coming events, Sope Naby activities, pending requests. */
import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import type { EventsTab as EventsTabData } from "~/domain/dashboard/events-tab.server";
import { formatDate, formatDateTime } from "~/lib/format";

export function EventsTab({ data }: { data: EventsTabData }) {
  return (
    <div className="grid gap-8">
      {data.events ? (
        <AdminPanel id="prochains-evenements" title="Prochains événements">
          <AdminTable
            caption="Prochains événements"
            headers={["Événement", "Date", "Lieu"]}
            empty="Aucun événement à venir."
            isEmpty={data.events.length === 0}
          >
            {data.events.map((event) => (
              <tr key={event.slug} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  <Link to={`/evenements/${event.slug}`} className="text-primary underline">
                    {event.title}
                  </Link>
                </th>
                <td className={`${cellClasses} whitespace-nowrap`}>
                  {formatDateTime(event.startsAt)}
                </td>
                <td className={cellClasses}>{event.location}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
      ) : null}
      {data.pendingRequests ? (
        <AdminPanel id="demandes-a-traiter" title="Demandes d'événement à traiter">
          <AdminTable
            caption="Demandes d'événement en attente"
            headers={["Demande", "Demandeur", "Date souhaitée", "Participants"]}
            empty="Aucune demande en attente."
            isEmpty={data.pendingRequests.length === 0}
          >
            {data.pendingRequests.map((request) => (
              <tr key={request.id} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  {request.title}
                  <span className="block text-xs text-muted-foreground">{request.reference}</span>
                </th>
                <td className={cellClasses}>{request.requesterName}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatDate(request.date)}</td>
                <td className={cellClasses}>{request.attendees ?? "—"}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
      ) : null}
      {data.groupActivities ? (
        <AdminPanel id="activites-sope-naby" title="Activités du groupe Sope Naby">
          <AdminTable
            caption="Prochaines activités du groupe Sope Naby"
            headers={["Activité", "Date", "Lieu"]}
            empty="Aucune activité prévue."
            isEmpty={data.groupActivities.length === 0}
          >
            {data.groupActivities.map((activity) => (
              <tr key={activity.id} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  {activity.title}
                </th>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatDate(activity.date)}</td>
                <td className={cellClasses}>{activity.location}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
      ) : null}
    </div>
  );
}
