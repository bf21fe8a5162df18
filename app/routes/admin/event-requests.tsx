/**
 * /admin/demande-evenements — the requests made on the public /demande-evenements form (spec
 * back-office.md §2 "Event requests", §4). The status filter (`?statut=`), the page and the
 * details panel (`?details=ID`) live in the URL; approving, rejecting and deleting are POST forms
 * (deleting after a confirmation). Everything works without JavaScript. A request is approved or
 * rejected only while pending, which the database update itself checks; the requester is e-mailed
 * the answer. An approved request can be published as a public event in one click.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { FilterForm } from "~/components/admin/filter-form";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { parseRecordId, searchWith, postedRecord, backTo } from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { Pagination } from "~/components/admin/pagination";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";

import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  decideEventRequest,
  deleteEventRequest,
  publishEventRequest,
  getEventRequest,
  listEventRequests,
  type EventRequestRow,
  type PublishResult,
} from "~/domain/event-requests/event-requests-admin.server";
import { eventTypeLabel } from "~/domain/event-requests/labels";
import {
  ALREADY_DECIDED,
  ALREADY_PUBLISHED,
  NOT_APPROVED,
  parseRequestFilter,
  REQUEST_NOT_FOUND,
  requestFilterKeys,
  requestFilters,
  requestStatusLabel,
} from "~/domain/event-requests/status";
import { formatDate, formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import { frenchTime } from "~/lib/zoned-time";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/event-requests";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "event-requests" };

const PATH = "/admin/demande-evenements";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const filter = parseRequestFilter(params.get("statut"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listEventRequests(db, {
    page,
    status: filter ? requestFilters[filter].status : null,
  });
  const detailsId = params.has("details") ? parseRecordId(params.get("details")) : null;
  const details = detailsId ? await getEventRequest(db, detailsId) : null;
  if (params.has("details") && !details) notices.push(REQUEST_NOT_FOUND);
  return { list, filter, details, notice: notices[0] ?? null };
}

const toasts = {
  approve: "Demande approuvée",
  reject: "Demande rejetée",
} as const;

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  // Back to the list with its filter and page; the details panel closes.
  const back = backTo(PATH, request, ["details"]);

  if (intent === "approve" || intent === "reject") {
    const outcome = id === null ? "not-found" : await decideEventRequest(db, me.id, id, intent);
    if (outcome === "not-found") return refuseForm(intent, { form: REQUEST_NOT_FOUND }, form, 404);
    if (outcome === "not-pending") return refuseForm(intent, { form: ALREADY_DECIDED }, form, 409);
    return redirectWithToast(back, { title: toasts[intent] });
  }

  if (intent === "publish") {
    const outcome: PublishResult =
      id === null ? { status: "not-found" } : await publishEventRequest(db, me.id, id);
    if (outcome.status !== "done") {
      const refusals = {
        "not-found": [REQUEST_NOT_FOUND, 404],
        "not-approved": [NOT_APPROVED, 409],
        "already-published": [ALREADY_PUBLISHED, 409],
      } as const;
      const [message, status] = refusals[outcome.status];
      return refuseForm(intent, { form: message }, form, status);
    }
    // Straight to the new event's form: its title and image are worth a look before it is shared.
    return redirectWithToast(`/admin/evenements?modifier=${outcome.eventId}`, {
      title: "Événement publié",
      description:
        "L'événement est visible sur la page Événements du site. Vérifiez son titre, sa description et son image.",
    });
  }

  if (intent === "delete") {
    if (id === null || !(await deleteEventRequest(db, me.id, id))) {
      return refuseForm(intent, { form: REQUEST_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(back, { title: "Demande supprimée" });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Demandes d'événements — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

/** "18 h 00 – 21 h 30", "À partir de 18 h 00", or "Horaire non précisé". */
function scheduleText(startTime: string | null, endTime: string | null): string {
  if (startTime && endTime) return `${frenchTime(startTime)} – ${frenchTime(endTime)}`;
  if (startTime) return `À partir de ${frenchTime(startTime)}`;
  if (endTime) return `Jusqu'à ${frenchTime(endTime)}`;
  return "Horaire non précisé";
}

/** "418 555-0123" → "tel:4185550123". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function EventRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, details, notice } = loaderData;
  const { search } = useLocation();
  const error = actionData?.refused.errors.form;
  return (
    <>
      <AdminPageHeader
        title="Demandes d'événements"
        subtitle="Approuvez ou rejetez les demandes reçues par le site"
      />
      <AdminNotices messages={[notice, error]} />

      {details ? (
        <DetailsPanel request={details} closeTo={searchWith(search, {}, ["details"])} />
      ) : null}

      <AdminPanel id="liste-demandes" title="Demandes">
        <FilterForm
          id="filtre-statut"
          label="Filtrer par statut"
          name="statut"
          value={filter}
          allLabel="Tous les statuts"
          options={requestFilterKeys.map((key) => ({
            value: key,
            label: requestFilters[key].label,
          }))}
          className="mb-4"
        />
        <AdminTable
          caption="Demandes d'événements"
          headers={["Événement", "Demandeur", "Date", "Statut", "Actions"]}
          empty="Aucune demande trouvée."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((request) => (
            <tr key={request.id} className={rowClasses}>
              <th scope="row" className={cn(cellClasses, "font-normal")}>
                <span className="block font-medium">{request.title}</span>
                <span className="block text-muted-foreground">
                  {request.reference} · soumise le {formatDate(request.createdAt)}
                </span>
              </th>
              <td className={cellClasses}>
                <span className="block">{request.requesterName}</span>
                <a
                  href={`mailto:${request.requesterEmail}`}
                  className="block break-all text-primary underline"
                >
                  {request.requesterEmail}
                </a>
              </td>
              <td className={cellClasses}>
                <span className="block whitespace-nowrap">{formatDate(request.date)}</span>
                <span className="block whitespace-nowrap text-muted-foreground">
                  {scheduleText(request.startTime, request.endTime)}
                </span>
              </td>
              <td className={cellClasses}>
                <StatusBadge tone={statusTones[request.status] ?? "neutral"}>
                  {requestStatusLabel(request.status)}
                </StatusBadge>
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { details: request.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Détails<span className="sr-only"> de la demande {request.reference}</span>
                  </Link>
                  {request.status === "pending" ? <DecisionForms request={request} /> : null}
                  <PublishControl request={request} />
                  <ConfirmDialog
                    intent="delete"
                    id={request.id}
                    subject={`la demande ${request.reference}`}
                    title="Supprimer la demande"
                    description={`Êtes-vous sûr de vouloir supprimer la demande ${request.reference} (${request.title}) ? Cette action ne peut pas être annulée.`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

/** 'Rejeter' and 'Approuver' for a pending request (the server checks it is still pending). */
function DecisionForms({ request }: { request: EventRequestRow }) {
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={request.id} />
        <Button type="submit" variant="outline" size="sm">
          Rejeter<span className="sr-only"> la demande {request.reference}</span>
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="id" value={request.id} />
        <Button type="submit" size="sm">
          Approuver<span className="sr-only"> la demande {request.reference}</span>
        </Button>
      </Form>
    </>
  );
}

/**
 * An approved request: 'Publier comme événement' once, then a link to the event it became
 * (nothing for a pending or rejected request).
 */
function PublishControl({ request }: { request: EventRequestRow }) {
  if (request.status !== "approved") return null;
  if (request.eventId !== null) {
    return (
      <Link
        to={`/admin/evenements?modifier=${request.eventId}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        Voir l'événement<span className="sr-only"> publié pour la demande {request.reference}</span>
      </Link>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={request.id} />
      <Button type="submit" size="sm">
        Publier comme événement<span className="sr-only"> (demande {request.reference})</span>
      </Button>
    </Form>
  );
}

function DetailsPanel({ request, closeTo }: { request: EventRequestRow; closeTo: string }) {
  const rows: [string, React.ReactNode][] = [
    ["Référence", request.reference],
    [
      "Statut",
      <StatusBadge key="statut" tone={statusTones[request.status] ?? "neutral"}>
        {requestStatusLabel(request.status)}
      </StatusBadge>,
    ],
    ["Type", eventTypeLabel(request.eventType)],
    ["Date", formatDate(request.date)],
    ["Horaire", scheduleText(request.startTime, request.endTime)],
    ["Lieu", request.location ?? "Non précisé"],
    [
      "Participants estimés",
      request.attendees === null ? "Non précisé" : String(request.attendees),
    ],
    ["Demandeur", request.requesterName],
    [
      "Courriel",
      <a
        key="courriel"
        href={`mailto:${request.requesterEmail}`}
        className="text-primary underline"
      >
        {request.requesterEmail}
      </a>,
    ],
    [
      "Téléphone",
      request.requesterPhone ? (
        <a key="tel" href={telHref(request.requesterPhone)} className="text-primary underline">
          {request.requesterPhone}
        </a>
      ) : (
        "Non précisé"
      ),
    ],
    ["Soumise le", formatDateTime(request.createdAt)],
  ];
  if (request.decidedAt) {
    rows.push([
      request.status === "approved" ? "Approuvée le" : "Rejetée le",
      formatDateTime(request.decidedAt),
    ]);
  }
  return (
    <AdminPanel
      id="details-demande"
      title={`Demande : ${request.title}`}
      className="mb-8 max-w-3xl"
    >
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 mb-2 font-semibold">Description</h3>
      <p className="text-sm whitespace-pre-line">{request.description || "Aucune description."}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        {request.status === "pending" ? <DecisionForms request={request} /> : null}
        <PublishControl request={request} />
        <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Fermer
        </Link>
      </div>
    </AdminPanel>
  );
}
