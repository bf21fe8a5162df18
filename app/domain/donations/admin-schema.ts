/**
 * The back-office of donations (/admin/donations, spec back-office.md §2 "Donations", §4): URL
 * filters, the reason required to mark a donation failed or cancelled, and the French messages of
 * refused actions. Isomorphic.
 */
import { z } from "zod";
import { optionalText, requiredText } from "~/lib/forms/rules";
import { donationStatuses, type DonationStatus } from "./labels";
import { adminPath } from "~/domain/admin/screens";

export const DONATIONS_PATH = adminPath("donations");
export const DONATIONS_EXPORT_PATH = `${DONATIONS_PATH}/export.csv`;
export const DONATION_NOT_FOUND = "Don introuvable : il a peut-être été supprimé.";
export const PAYMENT_OPTION_NOT_FOUND = "Option de paiement introuvable.";
/** A completed donation is a financial record: it is marked failed or cancelled, never deleted. */
export const COMPLETED_UNDELETABLE =
  "Un don complété ne peut pas être supprimé : marquez-le comme échoué ou annulez-le, avec une raison.";
export const NOT_PENDING = "Ce don n'est plus en attente : il a peut-être déjà été traité.";
export const ALREADY_CLOSED = "Ce don est déjà échoué ou annulé : son statut ne peut plus changer.";
export const NOT_COMPLETED_REFUND = "Seul un don complété peut être marqué comme remboursé.";
export const REFUND_AT_STRIPE =
  "Un don par carte se rembourse dans Stripe : le site l'enregistre de lui-même à la réception de l'avis de Stripe.";
export const REASON_REQUIRED = "Indiquez la raison (au moins 3 caractères).";
export const REASON_MAX = 500;

/** The tabs, in screen order: the history, the bank file, monthly gifts, people, options. */
export const DONATION_TABS = ["dons", "rapprochement", "mensuels", "donateurs", "options"] as const;
export type DonationTab = (typeof DONATION_TABS)[number];

/** `?onglet=` → the tab; anything else gives the donations tab. */
export function parseDonationTab(raw: string | null): DonationTab {
  return DONATION_TABS.find((tab) => tab === raw) ?? "dons";
}

/** The history's search box (`?q=`: a donor's name, e-mail or a reference), as long as the
 * list reads it (`searchText`). */
export const donationSearchSchema = z.object({ q: optionalText(200) });

/** `?statut=` → one of the statuses, or null (all) for a missing or unknown value. */
export function parseDonationStatus(raw: string | null | undefined): DonationStatus | null {
  return donationStatuses.find((status) => status === raw) ?? null;
}

/** The reason posted with 'Marquer comme échoué' / 'Annuler' (stored in donations.statusReason). */
export const reasonSchema = z.object({
  reason: requiredText(REASON_MAX, `La raison ne doit pas dépasser ${REASON_MAX} caractères.`, {
    min: 3,
    message: REASON_REQUIRED,
  }),
});

/** The posted state of a payment option switch: "true" or "false", nothing else. */
export function parseEnabled(raw: FormDataEntryValue | null): boolean | null {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return null;
}
