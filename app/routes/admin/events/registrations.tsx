/**
 * /admin/evenements/:id/inscriptions — one event's registrations (issue 26, item 6): the
 * counts, the list with the answers and the actions (cancel, move tickets), the waiting list
 * in its order, the CSV, and the message to all attendees. Plain links and forms: works
 * without JavaScript.
 */
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { RegistrationCounts } from "~/components/admin/events/registrations/counts";
import { MessageForm } from "~/components/admin/events/registrations/message-form";
import { RegistrationTable } from "~/components/admin/events/registrations/registration-table";
import { REGISTRATION_INTENTS } from "~/domain/registrations/admin-forms";
import { adminPath } from "~/domain/admin/screens";
import { formatDateTime } from "~/lib/format";
import type { Route } from "./+types/registrations";
import { eventRegistrationsAction, loadEventRegistrations } from "./registrations.server";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadEventRegistrations(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  eventRegistrationsAction(request, params.id);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Inscriptions : ${data?.screen?.event.title ?? "événement"} — Administration` },
];

export default function EventRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData.screen;
  if (!data) {
    return (
      <>
        <AdminPageHeader title="Inscriptions" />
        <AdminNotices messages={[loaderData.notFound]} />
        <a href={adminPath("events")} className="text-primary underline underline-offset-2">
          Retour aux événements
        </a>
      </>
    );
  }
  const refused = actionData?.refused;
  const notice =
    refused && refused.intent !== REGISTRATION_INTENTS.message
      ? Object.values(refused.errors).filter(Boolean)
      : [];
  return (
    <>
      <AdminPageHeader
        title={`Inscriptions : ${data.event.title}`}
        subtitle={formatDateTime(data.event.startsAt)}
      />
      <div className="mb-6 flex flex-wrap gap-4 text-sm">
        <a href="inscriptions.csv" className="text-primary underline underline-offset-2">
          Exporter en CSV
        </a>
        <a
          href={`${adminPath("events")}?modifier=${data.event.id}`}
          className="text-primary underline underline-offset-2"
        >
          Modifier l'événement
        </a>
        <a href={adminPath("events")} className="text-primary underline underline-offset-2">
          Retour aux événements
        </a>
      </div>
      <AdminNotices messages={notice} />
      <div className="grid gap-8">
        <RegistrationCounts data={data} />
        <AdminPanel id="liste-inscriptions" title="Inscriptions">
          <RegistrationTable
            data={data}
            caption={`Inscriptions à ${data.event.title}`}
            rows={data.registrations}
            empty="Personne n'est encore inscrit."
          />
        </AdminPanel>
        <AdminPanel id="liste-attente" title="Liste d'attente">
          <RegistrationTable
            data={data}
            caption="Liste d'attente, dans l'ordre"
            rows={data.waitingList}
            empty="Personne n'attend une place."
          />
        </AdminPanel>
        <MessageForm data={data} refused={refused} />
      </div>
    </>
  );
}
