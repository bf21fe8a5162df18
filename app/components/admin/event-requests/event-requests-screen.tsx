/**
 * The screen of /admin/demande-evenements: the requests, filtered by status, with their decisions,
 * and the open request (`?details=ID`).
 */
import { Link, useLocation } from "react-router";
import type { Column } from "~/components/admin/crud/crud-list";
import { filterOptions, InboxScreen } from "~/components/admin/inbox-screen";
import { buttonVariants } from "~/components/ui/button";
import type { EventRequestRow } from "~/domain/event-requests/event-requests-admin.server";
import type { loadRequestsPage } from "~/domain/event-requests/requests-page.server";
import { requestFilters } from "~/domain/event-requests/status";
import { formatDate } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import { RequestDetails } from "./request-details";
import { DecisionForms, PublishControl, RequestStatusBadge, scheduleText } from "./request-parts";

const COLUMNS: Column<EventRequestRow>[] = [
  {
    header: "Événement",
    rowHeader: true,
    className: "font-normal",
    cell: (request) => (
      <>
        <span className="block font-medium">{request.title}</span>
        <span className="block text-muted-foreground">
          {request.reference} · soumise le {formatDate(request.createdAt)}
        </span>
      </>
    ),
  },
  {
    header: "Demandeur",
    cell: (request) => (
      <>
        <span className="block">{request.requesterName}</span>
        <a
          href={`mailto:${request.requesterEmail}`}
          className="block break-all text-primary underline"
        >
          {request.requesterEmail}
        </a>
      </>
    ),
  },
  {
    header: "Date",
    cell: (request) => (
      <>
        <span className="block whitespace-nowrap">{formatDate(request.date)}</span>
        <span className="block whitespace-nowrap text-muted-foreground">
          {scheduleText(request.startTime, request.endTime)}
        </span>
      </>
    ),
  },
  { header: "Statut", cell: (request) => <RequestStatusBadge status={request.status} /> },
];

export function EventRequestsScreen({
  data: { list, filter, details, notice },
  formError,
}: {
  data: Awaited<ReturnType<typeof loadRequestsPage>>;
  formError?: string;
}) {
  const { search } = useLocation();
  return (
    <InboxScreen
      heading={{
        title: "Demandes d'événements",
        subtitle: "Approuvez ou rejetez les demandes reçues par le site",
      }}
      notices={[notice, formError]}
      panel={details && ((closeTo) => <RequestDetails request={details} closeTo={closeTo} />)}
      id="liste-demandes"
      title="Demandes"
      caption="Demandes d'événements"
      columns={COLUMNS}
      list={list}
      empty="Aucune demande trouvée."
      filter={{
        label: "Filtrer par statut",
        name: "statut",
        value: filter,
        allLabel: "Tous les statuts",
        options: filterOptions(requestFilters),
      }}
      subject={(request) => `la demande ${request.reference}`}
      actions={(request) => (
        <>
          <Link
            to={searchWith(search, { details: request.id })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Détails<span className="sr-only"> de la demande {request.reference}</span>
          </Link>
          <DecisionForms request={request} />
          <PublishControl request={request} />
        </>
      )}
      confirm={(request) => ({
        title: "Supprimer la demande",
        description: `Êtes-vous sûr de vouloir supprimer la demande ${request.reference} (${request.title}) ? Cette action ne peut pas être annulée.`,
      })}
    />
  );
}
