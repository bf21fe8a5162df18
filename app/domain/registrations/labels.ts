/** The French names of a registration's statuses, for the back-office, its CSV and the export. */
import type { REGISTRATION_STATUSES } from "#db/vocabularies";

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrationStatusLabels = {
  confirmed: "Confirmée",
  cancelled: "Annulée",
  held: "Paiement en cours",
  waitlisted: "Liste d'attente",
  offered: "Place offerte",
  expired: "Expirée",
} as const satisfies Record<RegistrationStatus, string>;

/** A stored status in French (an unknown value is shown as it is). */
export function registrationStatusLabel(status: string): string {
  return Object.hasOwn(registrationStatusLabels, status)
    ? registrationStatusLabels[status as RegistrationStatus]
    : status;
}
