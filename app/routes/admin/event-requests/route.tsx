/**
 * /admin/demande-evenements — the requests made on the public /demande-evenements form (spec
 * back-office.md §2 "Event requests", §4). The status filter (`?statut=`), the page and the
 * details panel (`?details=ID`) live in the URL; approving, rejecting and deleting are POST forms
 * (deleting after a confirmation). Everything works without JavaScript. A request is approved or
 * rejected only while pending, which the database update itself checks; the requester is e-mailed
 * the answer. An approved request can be published as a public event in one click, titled by its
 * type and day unless the volunteer types another title in the details panel.
 */
import { Link, useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { CrudList, type Column } from "~/components/admin/crud/crud-list";
import { FilterForm } from "~/components/admin/filter-form";
import { buttonVariants } from "~/components/ui/button";
import type { AdminHandle } from "~/domain/admin/handle";
import type { EventRequestRow } from "~/domain/event-requests/event-requests-admin.server";
import {
  eventRequestsAction,
  loadEventRequestsScreen,
} from "~/domain/event-requests/requests-screen.server";
import { requestFilterKeys, requestFilters } from "~/domain/event-requests/status";
import { formatDate } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import type { Route } from "./+types/route";
import { DetailsPanel } from "./details-panel";
import { DecisionForms, PublishControl, RequestStatusBadge, scheduleText } from "./request-parts";

export const handle: AdminHandle = { area: "event-requests" };

export async function loader({ request }: Route.LoaderArgs) {
  return loadEventRequestsScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return eventRequestsAction(request);
}

export const meta: Route.MetaFunction = () => [{ title: "Demandes d'événements — Administration" }];

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

const filterOptions = requestFilterKeys.map((key) => ({
  value: key,
  label: requestFilters[key].label,
}));

export default function EventRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, details, notice } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <AdminPageHeader
        title="Demandes d'événements"
        subtitle="Approuvez ou rejetez les demandes reçues par le site"
      />
      <AdminNotices messages={[notice, actionData?.refused.errors.form]} />

      {details ? (
        <DetailsPanel request={details} closeTo={searchWith(search, {}, ["details"])} />
      ) : null}

      <CrudList
        id="liste-demandes"
        title="Demandes"
        caption="Demandes d'événements"
        columns={COLUMNS}
        list={list}
        empty="Aucune demande trouvée."
        toolbar={
          <FilterForm
            id="filtre-statut"
            label="Filtrer par statut"
            name="statut"
            value={filter}
            allLabel="Tous les statuts"
            options={filterOptions}
          />
        }
        subject={(request) => `la demande ${request.reference}`}
        editParam={null}
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
    </>
  );
}
