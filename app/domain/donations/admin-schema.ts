/**
 * The back-office of donations (/admin/donations, spec back-office.md §2 "Donations", §4): URL
 * filters, the reason required to mark a donation failed or cancelled, and the French messages of
 * refused actions. Isomorphic.
 */
import { z } from "zod";
import { donationStatuses, type DonationStatus } from "./labels";

export const DONATION_NOT_FOUND = "Don introuvable : il a peut-être été supprimé.";
export const PAYMENT_OPTION_NOT_FOUND = "Option de paiement introuvable.";
/** A completed donation is a financial record: it is marked failed or cancelled, never deleted. */
export const COMPLETED_UNDELETABLE =
  "Un don complété ne peut pas être supprimé : marquez-le comme échoué ou annulez-le, avec une raison.";
export const NOT_PENDING = "Ce don n'est plus en attente : il a peut-être déjà été traité.";
export const ALREADY_CLOSED = "Ce don est déjà échoué ou annulé : son statut ne peut plus changer.";
export const REASON_REQUIRED = "Indiquez la raison (au moins 3 caractères).";
export const REASON_MAX = 500;

export type DonationTab = "dons" | "options";

/** `?onglet=` → the tab; anything else gives the donations tab. */
export function parseDonationTab(raw: string | null): DonationTab {
  return raw === "options" ? "options" : "dons";
}

/** `?statut=` → one of the statuses, or null (all) for a missing or unknown value. */
export function parseDonationStatus(raw: string | null | undefined): DonationStatus | null {
  return donationStatuses.find((status) => status === raw) ?? null;
}

/** The reason posted with 'Marquer comme échoué' / 'Annuler' (stored in donations.statusReason). */
export const reasonSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(3, REASON_REQUIRED)
    .max(REASON_MAX, `La raison ne doit pas dépasser ${REASON_MAX} caractères.`),
});

/** The posted state of a payment option switch: "true" or "false", nothing else. */
export function parseEnabled(raw: FormDataEntryValue | null): boolean | null {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return null;
}
