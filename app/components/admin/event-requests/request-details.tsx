/**
 * The details panel of one request (`?details=ID`): everything the requester sent, when it was
 * decided, and its actions (decide, publish with a public title, close).
 */
import { DetailsPanel } from "~/components/admin/crud/details-panel";
import type { EventRequestRow } from "~/domain/event-requests/event-requests-admin.server";
import { eventTypeLabel } from "~/domain/event-requests/labels";
import { formatDate, formatDateTime } from "~/lib/format";
import { DecisionForms, PublishControl, RequestStatusBadge, scheduleText } from "./request-parts";

/** "418 555-0123" → "tel:4185550123". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function RequestDetails({
  request,
  closeTo,
}: {
  request: EventRequestRow;
  closeTo: string;
}) {
  return (
    <DetailsPanel
      id="details-demande"
      title={`Demande : ${request.title}`}
      closeTo={closeTo}
      facts={[
        ["Référence", request.reference],
        ["Statut", <RequestStatusBadge key="statut" status={request.status} />],
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
        request.decidedAt
          ? [
              request.status === "approved" ? "Approuvée le" : "Rejetée le",
              formatDateTime(request.decidedAt),
            ]
          : null,
      ]}
      actions={
        <>
          <DecisionForms request={request} place="details" />
          <PublishControl request={request} withTitle />
        </>
      }
    >
      <h3 className="mt-6 mb-2 font-semibold">Description</h3>
      <p className="text-sm whitespace-pre-line">{request.description || "Aucune description."}</p>
    </DetailsPanel>
  );
}
