/**
 * Statuses of an event request in /admin/demande-evenements (spec back-office.md §2 "Event
 * requests", §4): pending → approved or rejected, only from pending, no way back. Isomorphic.
 */
import { EVENT_REQUEST_STATUSES } from "#db/vocabularies";
import { asStored, keyParser, labelsFor } from "~/lib/labels";

export const {
  labels: requestStatuses,
  values: requestStatusKeys,
  label: requestStatusLabel,
} = labelsFor(
  EVENT_REQUEST_STATUSES,
  { pending: "En attente", approved: "Approuvée", rejected: "Rejetée" },
  asStored,
);
export type RequestStatus = (typeof requestStatusKeys)[number];

/** The status filter (`?statut=`), by its French URL value; no value means every status. */
export const requestFilters = {
  "en-attente": { status: "pending", label: "En attente" },
  approuvees: { status: "approved", label: "Approuvées" },
  rejetees: { status: "rejected", label: "Rejetées" },
} as const satisfies Record<string, { status: RequestStatus; label: string }>;
export type RequestFilter = keyof typeof requestFilters;
/** `?statut=` → a filter, or null (all) for a missing or unknown value. */
export const parseRequestFilter = keyParser(requestFilters);

export const REQUEST_NOT_FOUND = "Demande introuvable : elle a peut-être été supprimée.";
export const ALREADY_DECIDED =
  "Cette demande a déjà été traitée : seule une demande en attente peut être approuvée ou rejetée.";
export const NOT_APPROVED = "Seule une demande approuvée peut être publiée comme événement.";
export const ALREADY_PUBLISHED = "Cette demande a déjà été publiée comme événement.";
